import { ageOn, type BirthDate, MIN_SOLO_SIGNUP_AGE } from './age.ts';

/**
 * The e-mails an account may turn off (D304): everything else (receipts, sign-in and security
 * messages, approvals and invitations) is always sent. Every e-mail of these kinds carries a one-click
 * unsubscribe link that works without signing in (D305).
 */
export const EMAIL_KINDS = ['messages', 'interestDigests', 'savedSearchAlerts'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_KIND_TEXT: Record<EmailKind, { label: string; description: string }> = {
  messages: {
    label: 'New messages',
    description: 'A notice when someone writes to you on Rinkside (never the message itself).',
  },
  interestDigests: {
    label: 'Weekly interest digest',
    description: 'Once a week: how many people viewed a profile, saved it to a list or wrote about it.',
  },
  savedSearchAlerts: {
    label: 'Saved-search alerts',
    description: 'Players newly matching your saved searches, daily or weekly as each search says.',
  },
};

/**
 * A kind's setting for an account that never chose (D304): on, except the interest digest about a
 * player under 13, which a parent turns on.
 */
export function defaultEmailPreference(kind: EmailKind, about?: BirthDate | null, now = new Date()): boolean {
  if (kind === 'interestDigests' && about) return ageOn(about, now) >= MIN_SOLO_SIGNUP_AGE;
  return true;
}
