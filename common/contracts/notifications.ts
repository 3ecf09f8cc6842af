import { z } from 'zod';
import { EMAIL_KINDS } from '../notifications.ts';

/** GET/PUT /api/account/email-preferences (D304): each kind on or off. */
const setting = z.boolean({ message: 'Each setting must be true or false' });
export const EmailPreferencesSchema = z.strictObject({
  messages: setting,
  interestDigests: setting,
  savedSearchAlerts: setting,
});
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;

/** Any of the kinds; the others stay as they are. */
export const EmailPreferencesInputSchema = EmailPreferencesSchema.partial().refine(
  (v) => Object.keys(v).length > 0,
  'Choose at least one setting to change',
);

export const EmailPreferencesResponseSchema = z.object({ preferences: EmailPreferencesSchema });

/** The token of an e-mail's unsubscribe link (D305). */
export const UnsubscribeParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This unsubscribe link is not valid'),
});

export const UnsubscribeInfoSchema = z.object({
  kind: z.enum(EMAIL_KINDS),
  /** The address the e-mails go to, partly hidden (the link may be forwarded). */
  email: z.string(),
  /** Whether the kind is already off for the account. */
  unsubscribed: z.boolean(),
});
export type UnsubscribeInfo = z.infer<typeof UnsubscribeInfoSchema>;

export const UnsubscribeResponseSchema = UnsubscribeInfoSchema.extend({ message: z.string() });
