/**
 * The data-retention periods (COPPA 2025 16 CFR 312.10; D156): the daily clean-up job's
 * rules and how long each keeps its data, read by the job (server/features/data-control/retention.ts), the
 * schedule /privacy shows (common/retention-schedule.ts) and the verify notice, so they cannot disagree.
 * The schedule lives apart so that the notice every page may show does not carry its table (D261).
 */

/** The job's rules: each deletes (or strips) what is past its period. */
export const RETENTION_RULES = [
  'unverifiedAccounts',
  'expiredTokens',
  'closedInvitations',
  'sentEmails',
  'failedEmails',
  'expiredSessions',
  'profileViewers',
  'profileViews',
  'signInLog',
  'auditTrail',
  'closedReports',
  'abandonedCheckouts',
] as const;
export type RetentionRule = (typeof RETENTION_RULES)[number];

/** How many days after its starting event a rule's data goes. */
export const RETENTION_DAYS: Record<RetentionRule, number> = {
  unverifiedAccounts: 7,
  expiredTokens: 30,
  closedInvitations: 30,
  sentEmails: 30,
  failedEmails: 90,
  expiredSessions: 1,
  profileViewers: 180,
  profileViews: 730,
  signInLog: 365,
  auditTrail: 730,
  closedReports: 730,
  abandonedCheckouts: 30,
};

/** "7 days", "6 months", "2 years": a period in the words /privacy uses. */
export function formatRetentionDays(days: number): string {
  if (days >= 365 && days % 365 === 0) return days === 365 ? '1 year' : `${days / 365} years`;
  if (days >= 60 && days % 30 === 0) return `${days / 30} months`;
  return days === 1 ? '1 day' : `${days} days`;
}

/** What the verify notice and the verification e-mail tell an unverified account (D157). */
export const UNVERIFIED_ACCOUNT_NOTICE = `Accounts not verified within ${formatRetentionDays(RETENTION_DAYS.unverifiedAccounts)} of sign-up are deleted.`;
