/**
 * The data-retention schedule (COPPA 2025 16 CFR 312.10; D156): what Rinkside keeps, for
 * how long and why, as /privacy shows it (client/features/legal). A row with a `rule` is enforced by the daily
 * clean-up job with the period of common/retention.ts; the others are kept while the account or profile
 * exists and are deleted with it (data-control, decisions D062).
 */
import { formatRetentionDays, RETENTION_DAYS, type RetentionRule } from './retention.ts';

export interface RetentionEntry {
  /** What is kept, in a family's words. */
  data: string;
  /** Why it is kept at all. */
  why: string;
  /** Enforced by the daily job: the rule, and the event its days count from. */
  rule?: { key: RetentionRule; after: string };
  /** For data kept as long as its owner keeps it: when it goes. */
  kept?: string;
}

const WHILE_ACCOUNT = 'While the account exists; deleted with it';
const WHILE_PROFILE = 'While the profile exists; deleted with it';

/** The schedule, in the order /privacy shows it. Every table holding personal data has a row here. */
export const RETENTION_SCHEDULE: readonly RetentionEntry[] = [
  {
    data: 'Accounts whose e-mail address was never confirmed, with the profile they started',
    why: 'An unconfirmed address may not be its owner’s; we do not keep data nobody confirmed.',
    rule: { key: 'unverifiedAccounts', after: 'sign-up' },
  },
  {
    data: 'Accounts: name, e-mail, role, password hash, agreement to these documents',
    why: 'To sign you in and reach you about your account.',
    kept: WHILE_ACCOUNT,
  },
  {
    data: 'Player profiles: details, teams, stats, schedule, goals, photos, video links, coach references, verification evidence, earlier profile addresses',
    why: 'The recruiting profile is the service.',
    kept: WHILE_PROFILE,
  },
  {
    data: 'Family links and the parental consent record (who, when, from which network address)',
    why: 'To show who may manage a child’s profile and that consent was given.',
    kept: WHILE_PROFILE,
  },
  {
    data: 'Used or expired sign-in, password and verification links (stored only as one-way hashes)',
    why: 'To answer “this link was already used” for a while.',
    rule: { key: 'expiredTokens', after: 'they are used or expire' },
  },
  {
    data: 'Parental approval requests, co-parent, organization and roster invitations not accepted',
    why: 'So a late click gets a clear answer.',
    rule: { key: 'closedInvitations', after: 'they expire, are declined or are answered' },
  },
  {
    data: 'E-mails we sent (address, subject and text)',
    why: 'To show delivery problems and limit how often we write.',
    rule: { key: 'sentEmails', after: 'sending' },
  },
  {
    data: 'E-mails that could not be delivered',
    why: 'To find out why delivery failed.',
    rule: { key: 'failedEmails', after: 'the first attempt' },
  },
  {
    data: 'Sign-in sessions (network address and browser)',
    why: 'To keep you signed in; ended at log-out, password reset and suspension.',
    rule: { key: 'expiredSessions', after: 'they expire' },
  },
  {
    data: 'Who viewed a profile (the viewer’s account, or a one-way fingerprint of a visitor)',
    why: 'To count each viewer once a day; after that the view stays as an anonymous count.',
    rule: { key: 'profileViewers', after: 'the view' },
  },
  {
    data: 'Profile view counts (the day and the viewer’s role)',
    why: 'Profile analytics: views over time and by kind of viewer.',
    rule: { key: 'profileViews', after: 'the view' },
  },
  {
    data: 'Sign-in log: sign-ins, failed sign-ins, log-outs and reset requests, with network address',
    why: 'To detect and investigate attacks on accounts.',
    rule: { key: 'signInLog', after: 'the event' },
  },
  {
    data: 'Audit log of changes: consent, profiles, families, roles and administrators’ actions',
    why: 'To show who changed what, for families’ questions and safety reviews.',
    rule: { key: 'auditTrail', after: 'the event' },
  },
  {
    data: 'Conversations and messages between recruiters and families, and a family’s contact settings and blocks',
    why: 'Families and recruiters read their threads; parents see every message to a minor.',
    kept: 'While both accounts and the profile exist; deleted with either',
  },
  {
    data: 'Reports of messages, once resolved or dismissed',
    why: 'Safety reviews of repeated reports against one account.',
    rule: { key: 'closedReports', after: 'they are closed' },
  },
  {
    data: 'Recruiters’ program details, lists, private notes and ratings',
    why: 'The recruiter’s own work; never shown to anyone else.',
    kept: 'While the recruiter’s account exists; notes and ratings also go with the profile',
  },
  {
    data: 'Organizations, their members and rosters',
    why: 'To run the organization’s roster and verification.',
    kept: 'While the organization and the profile exist; deleted with either',
  },
  {
    data: 'Subscriptions: plan, status and Stripe’s reference numbers (never card details)',
    why: 'To give you the plan you paid for.',
    kept: WHILE_ACCOUNT,
  },
  {
    data: 'Checkouts that were started but never paid',
    why: 'To finish a purchase made before signing up.',
    rule: { key: 'abandonedCheckouts', after: 'they start' },
  },
];

/** How long an entry is kept, as /privacy says it: "7 days after sign-up". */
export function retentionPeriod(entry: RetentionEntry): string {
  if (!entry.rule) return entry.kept ?? '';
  return `${formatRetentionDays(RETENTION_DAYS[entry.rule.key])} after ${entry.rule.after}`;
}
