// Enumerations of spec 3 §3, shared by the database schema, the API contracts and the client.
export const ROLES = ['PLAYER', 'PARENT', 'RECRUITER', 'ORG_ADMIN', 'ORG_STAFF', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];
/** The only roles a visitor may choose at sign-up (spec 1 §6). */
export const SIGNUP_ROLES = ['PLAYER', 'PARENT', 'RECRUITER'] as const;

export const CATEGORIES = ['MALE', 'FEMALE'] as const;
export const SPONSORSHIP_STATUSES = ['active', 'invited', 'revoked', 'expired'] as const;
export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export const ORG_TYPES = ['club', 'team', 'school'] as const;
/** The roles of an organization's members (org_members.role). */
export const ORG_MEMBER_ROLES = ['ORG_ADMIN', 'ORG_STAFF'] as const;
export type OrgMemberRole = (typeof ORG_MEMBER_ROLES)[number];
/**
 * What a staff member may do beyond seeing the organization (org_members.scopes). An ORG_ADMIN holds every
 * scope; 'roster' adds and removes players and maintains the parts fieldControl grants, 'verification'
 * reviews evidence and attests game stats.
 */
export const ORG_SCOPES = ['roster', 'verification'] as const;
export type OrgScope = (typeof ORG_SCOPES)[number];
/** The profile parts a sponsorship's fieldControl may hand to the organization. */
export const FIELD_CONTROL_PARTS = ['teamHistory', 'schedule', 'stats'] as const;
export type FieldControlPart = (typeof FIELD_CONTROL_PARTS)[number];
/** Why a sponsorship ended (org_sponsorships.end_reason): staff revoked it, the family declined or left. */
export const SPONSORSHIP_END_REASONS = ['revoked', 'declined', 'left'] as const;
export const ORG_INVITATION_STATUSES = ['pending', 'accepted', 'cancelled'] as const;
export const MEDIA_TYPES = ['image', 'youtube', 'vimeo'] as const;
export const PROFILE_SOURCES = [
  'user_created',
  'scraped_eliteprospects',
  'scraped_hockeydb',
  'partner_upload',
  'admin_import',
  'other',
] as const;
export const PROFILE_STATUSES = ['draft', 'pending_consent', 'active', 'inactive'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export const CO_PARENT_INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export const AUDIT_EVENT_TYPES = [
  'login_success',
  'login_failure',
  'logout',
  'user_created',
  'user_updated',
  'password_reset',
  'role_changed',
  'player_profile_created',
  'player_profile_updated',
  'profile_view',
  'list_created',
  'list_deleted',
  'list_item_added',
  'list_item_removed',
  'note_created',
  'note_updated',
  'note_deleted',
  'admin_action',
  // Account and family data control.
  'password_reset_requested',
  'consent_withdrawn',
  'parent_removed',
  'player_exported',
  'player_deleted',
  'account_deleted',
  // Subscriptions and billing (who, what, from which event).
  'subscription_changed',
  'feature_override_changed',
  'tier_changed',
  'user_suspended',
  'user_unsuspended',
  'terms_accepted',
  // Organizations, rosters and verification.
  'org_created',
  'org_updated',
  'org_member_invited',
  'org_member_joined',
  'org_member_removed',
  'sponsorship_changed',
  'verification_reviewed',
  'game_stats_verified',
  // Messaging, contact controls, sharing.
  'conversation_started',
  'message_sent',
  'message_reported',
  'contact_preferences_changed',
  'recruiter_profile_updated',
  'player_shared',
  // D128: a recruiter's private rating of a player.
  'rating_saved',
  'rating_removed',
  // D153: a family marks or removes a commitment to a program.
  'commitment_set',
  'commitment_removed',
  // D157: the data-retention job's runs (daily or an administrator's), with rows deleted per rule.
  'retention_run',
  'job_run',
  // D146-D152: recruiters apply from the wizard; an admin verifies the program; admins edit the directory.
  'recruiter_applied',
  'recruiter_verified',
  'recruiter_rejected',
  'ncaa_program_saved',
  // D290, D292: a list renamed or its stages changed, a player moved to another stage, a list exported.
  'list_updated',
  'list_item_stage_changed',
  'list_exported',
  // D321, D322: a list shared with a colleague, their access changed or ended; its secret link made or revoked.
  'list_member_added',
  'list_member_updated',
  'list_member_removed',
  'list_link_created',
  'list_link_revoked',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];
export const SUBSCRIPTION_STATUSES = [
  'active',
  'canceled',
  'past_due',
  'trialing',
  'incomplete',
  'incomplete_expired',
  'unpaid',
] as const;
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export const STATS_VERIFIED_STATUSES = ['draft', 'submitted', 'verified', 'rejected'] as const;
export const STATS_SOURCES = [
  'user_entry',
  'coach_verify',
  'league_api',
  'video_analytics',
  'other',
] as const;
export const GOAL_TYPES = ['personal_development', 'career'] as const;
export const SHOOTS = ['L', 'R'] as const;
/** Positions are stored as codes everywhere (decisions §7); the UI shows labels. */
export const POSITIONS = ['C', 'LW', 'RW', 'D', 'G'] as const;
export type Position = (typeof POSITIONS)[number];
/**
 * A set of positions as bits, C 1, LW 2, RW 4, D 8, G 16 (players.position_bits, kept by PostgreSQL from
 * players.positions): the recruiter search finds "any of these positions" as a few btree ranges.
 */
export const positionBit = (position: Position): number => 1 << POSITIONS.indexOf(position);
/** Every set of positions sharing at least one position with `positions`, as bits. */
export function positionSetsOverlapping(positions: readonly Position[]): number[] {
  const wanted = positions.reduce((bits, p) => bits | positionBit(p), 0);
  const sets: number[] = [];
  for (let set = 1; set < 1 << POSITIONS.length; set++) if (set & wanted) sets.push(set);
  return sets;
}
export const POSITION_LABELS: Record<Position, string> = {
  C: 'Center',
  LW: 'Left Wing',
  RW: 'Right Wing',
  D: 'Defense',
  G: 'Goalie',
};
/** Goalie-only players have no preferred (skater) position and get the goalie stats form (spec 2 §2). */
export function isGoalieOnly(positions: readonly string[]): boolean {
  return positions.length > 0 && positions.every((p) => p === 'G');
}

/**
 * D241: a goalie catches, a skater shoots; the same L/R answer (the `shoots` field) is asked and shown
 * with the word that fits the positions played.
 */
export function handednessLabel(positions: readonly string[]): 'Shoots' | 'Catches' | 'Shoots / Catches' {
  if (isGoalieOnly(positions)) return 'Catches';
  return positions.includes('G') ? 'Shoots / Catches' : 'Shoots';
}
/**
 * How a parent is related to a player (spec 2 §9): one fixed list for every link and invitation, stored as
 * these codes (the columns are constrained to them, migration 0010) and shown as their labels. No value
 * (null) is a parent who did not say, shown as "Parent".
 */
export const PARENT_RELATIONSHIPS = ['father', 'mother', 'guardian', 'coparent', 'other'] as const;
export type ParentRelationship = (typeof PARENT_RELATIONSHIPS)[number];
export const RELATIONSHIP_LABELS: Record<ParentRelationship, string> = {
  father: 'Father',
  mother: 'Mother',
  guardian: 'Guardian',
  coparent: 'Co-parent',
  other: 'Other',
};
/** The label of a stored relationship; null (not said) reads "Parent". */
export function relationshipLabel(value: string | null | undefined): string {
  return (value && RELATIONSHIP_LABELS[value as ParentRelationship]) || 'Parent';
}
/** Tokens sent by e-mail, one purpose each (docs/security.md). */
export const TOKEN_PURPOSES = ['email_verification', 'password_reset'] as const;
/**
 * NCAA divisions, for a recruiter's program (recruiters.division) and a player's interest
 * (players.division_interest). Labels in DIVISION_LABELS.
 */
export const NCAA_DIVISIONS = ['D1', 'D2', 'D3'] as const;
export type NcaaDivision = (typeof NCAA_DIVISIONS)[number];
export const DIVISION_LABELS: Record<NcaaDivision, string> = {
  D1: 'Division I',
  D2: 'Division II',
  D3: 'Division III',
};
/** A program's side: men's or women's ice hockey (recruiters.program_gender). */
export const PROGRAM_GENDERS = ['men', 'women'] as const;
export type ProgramGender = (typeof PROGRAM_GENDERS)[number];
/**
 * D153: what a player committed to (player_commitments.kind): an NCAA program, whose division and
 * side are kept too, or any other program (junior, prep, U Sports, ACHA, a club abroad).
 */
export const COMMITMENT_KINDS = ['ncaa', 'other'] as const;
export type CommitmentKind = (typeof COMMITMENT_KINDS)[number];
/**
 * Decisions §11 (D146): what kind of program a recruiter works for (recruiters.program_kind). Each kind
 * has its contact rules as data (common/program-contact-rules.ts); NCAA programs also the NCAA calendar.
 */
export const PROGRAM_KINDS = [
  'ncaa',
  'junior',
  'prep_high_school',
  'u_sports',
  'acha',
  'european_club',
  'other_club',
] as const;
export type ProgramKind = (typeof PROGRAM_KINDS)[number];
export const PROGRAM_KIND_LABELS: Record<ProgramKind, string> = {
  ncaa: 'NCAA college',
  junior: 'Junior team',
  prep_high_school: 'Prep or high school',
  u_sports: 'U Sports (Canadian university)',
  acha: 'ACHA college club',
  european_club: 'European club',
  other_club: 'Other club',
};
/**
 * The level of a program of a kind that has fixed levels (recruiters.program_level): a junior team's league,
 * an ACHA team's division, a school's type. NCAA programs have their division and side instead; European and
 * other clubs a free-text league.
 */
export const PROGRAM_LEVELS = {
  junior: ['ushl', 'nahl', 'ncdc', 'chl', 'other_junior_a'],
  prep_high_school: ['prep', 'high_school'],
  acha: ['m1', 'm2', 'm3', 'w1', 'w2'],
} as const;
export type ProgramLevelKind = keyof typeof PROGRAM_LEVELS;
export const PROGRAM_LEVEL_LABELS: Record<string, string> = {
  ushl: 'USHL',
  nahl: 'NAHL',
  ncdc: 'NCDC',
  chl: 'CHL (OHL, WHL, QMJHL)',
  other_junior_a: 'Other Junior A',
  prep: 'Prep school',
  high_school: 'High school',
  m1: "ACHA Men's Division 1",
  m2: "ACHA Men's Division 2",
  m3: "ACHA Men's Division 3",
  w1: "ACHA Women's Division 1",
  w2: "ACHA Women's Division 2",
};
/** Whether a kind's level is one of PROGRAM_LEVELS (the others: NCAA division, or free text). */
export const hasFixedLevels = (kind: ProgramKind): kind is ProgramLevelKind => kind in PROGRAM_LEVELS;
/** Who a conversation participant is in the thread (conversation_participants.role). */
export const CONVERSATION_ROLES = ['recruiter', 'player', 'parent'] as const;
export type ConversationRole = (typeof CONVERSATION_ROLES)[number];
/** A report of a conversation to the admins (message_reports.status). */
export const MESSAGE_REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type MessageReportStatus = (typeof MESSAGE_REPORT_STATUSES)[number];
