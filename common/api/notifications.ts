import {
  EmailPreferencesInputSchema,
  EmailPreferencesResponseSchema,
  UnsubscribeInfoSchema,
  UnsubscribeParamsSchema,
  UnsubscribeResponseSchema,
} from '#common/contracts/notifications.ts';
import { defineEndpoint } from './define.ts';

/** Which e-mails an account receives (D304), and the unsubscribe link of each such e-mail (D305). */
export const notifications = {
  preferences: defineEndpoint({
    method: 'GET',
    path: '/api/account/email-preferences',
    summary: 'My e-mail preferences',
    responses: { 200: EmailPreferencesResponseSchema },
  }),
  updatePreferences: defineEndpoint({
    method: 'PUT',
    path: '/api/account/email-preferences',
    summary: 'Change my e-mail preferences',
    body: EmailPreferencesInputSchema,
    responses: { 200: EmailPreferencesResponseSchema },
  }),
  /** What an unsubscribe link turns off, without signing in. */
  unsubscribeInfo: defineEndpoint({
    method: 'GET',
    path: '/api/unsubscribe/:token',
    summary: 'Read an unsubscribe link',
    params: UnsubscribeParamsSchema,
    errors: [404],
    responses: { 200: UnsubscribeInfoSchema },
  }),
  /** One click, without signing in; also the List-Unsubscribe-Post target of mail programs (RFC 8058). */
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/unsubscribe/:token',
    summary: 'Unsubscribe from one kind of e-mail',
    params: UnsubscribeParamsSchema,
    errors: [404],
    responses: { 200: UnsubscribeResponseSchema },
  }),
};
