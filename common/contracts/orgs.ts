import { z } from 'zod';
import { MIN_BIRTH_YEAR } from '../age.ts';
import {
  FIELD_CONTROL_PARTS,
  ORG_MEMBER_ROLES,
  ORG_SCOPES,
  ORG_TYPES,
  SPONSORSHIP_END_REASONS,
  STATS_VERIFIED_STATUSES,
  VERIFICATION_STATUSES,
} from '../enums.ts';
import { TermsAgreementSchema } from './auth.ts';
import { SearchResultPlayerSchema } from './search.ts';
import {
  absentIfEmpty,
  emptyToNull,
  isOneLine,
  optionalMultilineText,
  optionalText,
  optionalUrl,
  pagingParams,
  requiredMultilineText,
  requiredText,
  text,
} from './text.ts';

/**
 * Organizations (clubs, teams, schools), their members and invitations, rosters of sponsored
 * players, the organization dashboard and public page, and verification backed by team evidence.
 * Inputs are strict: unknown fields are refused.
 */

// ---------------------------------------------------------------------------------------------------------
// Shared pieces

export const ORG_NAME_MESSAGE = 'Organization name is required';
export const ORG_TYPE_MESSAGE = 'Type must be club, team or school';
export const INVITE_EMAIL_MESSAGE = 'Enter a valid email address';
/** Sponsorship invitations expire after 14 days. */
export const SPONSORSHIP_INVITATION_DAYS = 14;
/** Member invitations expire after 7 days (decisions §3, as co-parent invitations). */
export const ORG_INVITATION_DAYS = 7;
/** A roster CSV lists at most this many rows: each valid row sends an e-mail. */
export const ROSTER_IMPORT_MAX_ROWS = 500;
/** Columns of a roster CSV (a header row names them, any order and letter case). */
export const ROSTER_CSV_REQUIRED_COLUMNS = ['email'] as const;
export const ROSTER_CSV_OPTIONAL_COLUMNS = ['firstName', 'lastName'] as const;

const email = z
  .string({ message: INVITE_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .pipe(z.email(INVITE_EMAIL_MESSAGE).max(254, 'Email is too long'));

export const LOGO_URL_MESSAGE = 'Upload the logo, or give an https:// address of an image';
/** An uploaded image's path (POST /api/media/upload answers /media/<name>) or an https address. */
export function isLogoUrl(value: string): boolean {
  if (value.startsWith('/media/')) return /^\/media\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(value);
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname !== '';
}
/** The logo: absent leaves it, null or an empty string clears it. */
const logoUrl = z.preprocess(emptyToNull, text(500).refine(isLogoUrl, LOGO_URL_MESSAGE).nullish());

export const OrgTypeSchema = z.enum(ORG_TYPES, { message: ORG_TYPE_MESSAGE });
export const OrgScopeSchema = z.enum(ORG_SCOPES, { message: 'Scopes are roster and verification' });
export const OrgMemberRoleSchema = z.enum(ORG_MEMBER_ROLES, {
  message: 'Role must be ORG_ADMIN or ORG_STAFF',
});

/** Which profile parts the organization maintains; every part the family did not grant is false. */
export const FieldControlSchema = z.strictObject(
  Object.fromEntries(FIELD_CONTROL_PARTS.map((part) => [part, z.boolean().default(false)])) as Record<
    (typeof FIELD_CONTROL_PARTS)[number],
    z.ZodDefault<z.ZodBoolean>
  >,
);
export type FieldControl = z.output<typeof FieldControlSchema>;
export const FIELD_CONTROL_LABELS: Record<keyof FieldControl, string> = {
  teamHistory: 'Team history',
  schedule: 'Schedule',
  stats: 'Game stats',
};

export const OrgIdParamsSchema = z.object({ orgId: z.uuid({ message: 'Not a valid id' }) });
export const OrgMemberParamsSchema = OrgIdParamsSchema.extend({
  userId: z.uuid({ message: 'Not a valid id' }),
});
export const OrgInvitationParamsSchema = OrgIdParamsSchema.extend({
  invitationId: z.uuid({ message: 'Not a valid id' }),
});
export const OrgRosterPlayerParamsSchema = OrgIdParamsSchema.extend({
  playerId: z.uuid({ message: 'Not a valid id' }),
});
export const OrgSlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9-]+$/, 'Not a valid address'),
});
export const GameVerifyParamsSchema = z.object({
  id: z.uuid({ message: 'Not a valid id' }),
  gameId: z.uuid({ message: 'Not a valid id' }),
});

// ---------------------------------------------------------------------------------------------------------
// Organizations

export const OrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(ORG_TYPES),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  description: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

/** The caller's place in an organization (null for an admin looking in). */
export const MembershipSchema = z.object({
  role: z.enum(ORG_MEMBER_ROLES),
  scopes: z.array(z.enum(ORG_SCOPES)),
  isOwner: z.boolean(),
});
export type Membership = z.infer<typeof MembershipSchema>;

export const OrganizationResponseSchema = z.object({
  organization: OrganizationSchema,
  membership: MembershipSchema.nullable(),
});
export type OrganizationResponse = z.infer<typeof OrganizationResponseSchema>;

/** GET /api/orgs/mine: the organization of the caller (one per account), or null. */
export const MyOrganizationResponseSchema = z.object({
  organization: OrganizationSchema.nullable(),
  membership: MembershipSchema.nullable(),
});

/** POST /api/admin/organizations. */
export const CreateOrganizationInputSchema = z.strictObject({
  name: requiredText(120, ORG_NAME_MESSAGE),
  type: OrgTypeSchema,
  website: optionalUrl,
  logoUrl,
  ownerEmail: email,
});
export type CreateOrganizationInput = z.input<typeof CreateOrganizationInputSchema>;

export const CreateOrganizationResponseSchema = z.object({
  organization: OrganizationSchema,
  /** The owner's invitation: where it went and until when it can be used. */
  invitation: z.object({ email: z.string(), expiresAt: z.string() }),
  message: z.string(),
});

/** GET /api/admin/organizations: every organization with its owner and counts. */
export const AdminOrganizationRowSchema = OrganizationSchema.extend({
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  /** The owner's invitation while no owner has accepted. */
  pendingOwnerEmail: z.string().nullable(),
  members: z.number().int(),
  activeRoster: z.number().int(),
});
export const AdminOrganizationsResponseSchema = z.object({
  organizations: z.array(AdminOrganizationRowSchema),
});

/** PATCH /api/orgs/{orgId}: the owner (an ORG_ADMIN member) edits the profile. */
export const UpdateOrganizationInputSchema = z.strictObject({
  name: requiredText(120, ORG_NAME_MESSAGE).optional(),
  type: OrgTypeSchema.optional(),
  website: optionalUrl,
  logoUrl,
  description: optionalMultilineText(1000),
  city: optionalText(80),
  region: optionalText(60),
});
export type UpdateOrganizationInput = z.input<typeof UpdateOrganizationInputSchema>;

// ---------------------------------------------------------------------------------------------------------
// Members and invitations

export const OrgMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ORG_MEMBER_ROLES),
  scopes: z.array(z.enum(ORG_SCOPES)),
  isOwner: z.boolean(),
  acceptedAt: z.string(),
});
export type OrgMember = z.infer<typeof OrgMemberSchema>;

export const OrgPendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ORG_MEMBER_ROLES),
  scopes: z.array(z.enum(ORG_SCOPES)),
  /** 'expired' once past its expiry. */
  status: z.enum(['pending', 'expired']),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type OrgPendingInvitation = z.infer<typeof OrgPendingInvitationSchema>;

export const OrgMembersResponseSchema = z.object({
  members: z.array(OrgMemberSchema),
  invitations: z.array(OrgPendingInvitationSchema),
});

/** POST /api/orgs/{orgId}/members/invite. An ORG_ADMIN holds every scope; staff get the ones listed. */
export const InviteOrgMemberInputSchema = z.strictObject({
  email,
  role: OrgMemberRoleSchema,
  scopes: z.array(OrgScopeSchema).max(ORG_SCOPES.length).default([]),
});
export type InviteOrgMemberInput = z.input<typeof InviteOrgMemberInputSchema>;

export const InviteOrgMemberResponseSchema = z.object({
  invitation: OrgPendingInvitationSchema,
  message: z.string(),
});

/** GET /api/org-invitations/{token}: what the link offers (the token holder is the invitee). */
export const OrgInvitationDetailsSchema = z.object({
  organizationName: z.string(),
  organizationType: z.enum(ORG_TYPES),
  organizationSlug: z.string(),
  email: z.string(),
  role: z.enum(ORG_MEMBER_ROLES),
  scopes: z.array(z.enum(ORG_SCOPES)),
  asOwner: z.boolean(),
  inviterName: z.string().nullable(),
  status: z.enum(['pending', 'accepted', 'cancelled']),
  expiresAt: z.string(),
  /** Whether the invited address already has an account: the page offers Log In or Create Account. */
  accountExists: z.boolean(),
});
export type OrgInvitationDetails = z.infer<typeof OrgInvitationDetailsSchema>;

/**
 * POST /api/org-invitations/{token}/accept. Signed in: no body (the session's account accepts, and it must
 * be the invited address). Signed out: the new account's name and password; the address is the invited
 * one (the e-mailed link proves it), and the new account is signed in.
 */
/** The account created from an invitation link (the address is the invited one). */
export const OrgInvitationAccountSchema = z.strictObject({
  name: requiredText(120, 'Full name is required'),
  password: z.string().min(8, 'Password must be at least 8 characters').max(1024, 'Password is too long'),
  ...TermsAgreementSchema.shape,
});
export const AcceptOrgInvitationInputSchema = z.preprocess(
  // `{}` (what a browser sends for "no body") is no body: the signed-in account accepts.
  (v) => (v !== null && typeof v === 'object' && Object.keys(v).length === 0 ? null : v),
  OrgInvitationAccountSchema.nullish(),
);
export type AcceptOrgInvitationInput = z.input<typeof AcceptOrgInvitationInputSchema>;

export const AcceptOrgInvitationResponseSchema = z.object({
  message: z.string(),
  organization: OrganizationSchema,
  membership: MembershipSchema,
});

// ---------------------------------------------------------------------------------------------------------
// Roster and sponsorships

/**
 * How the roster shows a sponsorship: the stored status, but an invitation past its expiry reads
 * 'expired', and an invitation by e-mail that no profile has answered yet reads 'pending'.
 */
export const ROSTER_STATUSES = ['active', 'invited', 'pending', 'expired', 'revoked'] as const;
export type RosterStatus = (typeof ROSTER_STATUSES)[number];

export const RosterEntrySchema = z.object({
  id: z.string(),
  status: z.enum(ROSTER_STATUSES),
  endReason: z.enum(SPONSORSHIP_END_REASONS).nullable(),
  /** The player's card (null while an invitation by e-mail waits for a profile). */
  player: SearchResultPlayerSchema.nullable(),
  /** The player's profile strength, 0-100 (null without a player). */
  profileStrength: z.number().int().nullable(),
  invitedEmail: z.string().nullable(),
  invitedName: z.string().nullable(),
  fieldControl: FieldControlSchema,
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type RosterEntry = z.infer<typeof RosterEntrySchema>;

/**
 * The roster's orders (D249): newest first; by name (the player's last then first name, else the
 * invited name or address); by status, active players first; by birth year, oldest first.
 */
export const ROSTER_SORTS = ['recent', 'name', 'status', 'birthYear'] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];
export const ROSTER_PAGE_SIZE = 25;
export const ROSTER_MAX_PAGE_SIZE = 100;
export const ROSTER_SEARCH_MAX = 100;

/**
 * GET /api/orgs/{orgId}/roster (D249): one page of the roster, searched by name or address, filtered by
 * status, current team and birth year (the age group recruiters filter by), in one of ROSTER_SORTS.
 * playerId finds one player's entries (the roster player page).
 */
export const RosterQuerySchema = z.object({
  status: z.preprocess(
    absentIfEmpty,
    z.enum(ROSTER_STATUSES, { message: 'Unknown roster status' }).optional(),
  ),
  q: z.preprocess(
    absentIfEmpty,
    z
      .string()
      .max(ROSTER_SEARCH_MAX, `Search must be at most ${ROSTER_SEARCH_MAX} characters`)
      .refine(isOneLine, 'Search contains an invalid character')
      .transform((v) => v.trim() || undefined)
      .optional(),
  ),
  team: z.preprocess(absentIfEmpty, z.uuid({ message: 'Not a valid team id' }).optional()),
  birthYear: z.preprocess(
    absentIfEmpty,
    z.coerce
      .number({ message: 'Birth year must be a year' })
      .int('Birth year must be a year')
      .min(MIN_BIRTH_YEAR, 'Birth year is out of range')
      .max(2100, 'Birth year is out of range')
      .optional(),
  ),
  playerId: z.preprocess(absentIfEmpty, z.uuid({ message: 'Not a valid player id' }).optional()),
  sort: z.preprocess(
    absentIfEmpty,
    z.enum(ROSTER_SORTS, { message: `Sort must be one of ${ROSTER_SORTS.join(', ')}` }).default('recent'),
  ),
  ...pagingParams({
    maxPage: 10_000,
    maxPageMessage: 'Page must be at most 10000',
    defaultSize: ROSTER_PAGE_SIZE,
    maxSize: ROSTER_MAX_PAGE_SIZE,
  }),
});
export type RosterQueryInput = z.input<typeof RosterQuerySchema>;
export type RosterQuery = z.output<typeof RosterQuerySchema>;

/** Entries per status among those the search, team and birth year match (the status chips' counts). */
export const RosterCountsSchema = z.object({
  all: z.number().int(),
  active: z.number().int(),
  invited: z.number().int(),
  pending: z.number().int(),
  expired: z.number().int(),
  revoked: z.number().int(),
});
export type RosterCounts = z.infer<typeof RosterCountsSchema>;

export const RosterResponseSchema = z.object({
  /** The page's entries, in the order asked for. */
  roster: z.array(RosterEntrySchema),
  /** Entries matching every filter (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: RosterCountsSchema,
  /** What the team and birth-year filters offer: the current teams and birth years of the roster's players. */
  teams: z.array(z.object({ id: z.string(), name: z.string() })),
  birthYears: z.array(z.number().int()),
});
export type RosterResponse = z.infer<typeof RosterResponseSchema>;

/**
 * Adding a found profile that nobody can answer for (no account, or a minor without a linked parent):
 * the Add Player dialog offers the invitation by e-mail in place when it gets one of these (D252).
 */
export const NO_ACCOUNT_TO_ANSWER =
  'This profile has no account to answer. Invite the family by email instead.';
export const MINOR_WITHOUT_PARENT =
  'This player is under 17 and has no linked parent to answer for them. Invite the family by email instead.';
export const NEEDS_EMAIL_INVITATION = [NO_ACCOUNT_TO_ANSWER, MINOR_WITHOUT_PARENT] as const;

/** POST /api/orgs/{orgId}/roster: a player found by search (playerId) or an invitation by e-mail. */
export const AddToRosterInputSchema = z.union(
  [
    z.strictObject({
      playerId: z.uuid({ message: 'Not a valid player id' }),
      fieldControl: FieldControlSchema.default({ teamHistory: false, schedule: false, stats: false }),
    }),
    z.strictObject({
      email,
      name: optionalText(120),
      fieldControl: FieldControlSchema.default({ teamHistory: false, schedule: false, stats: false }),
    }),
  ],
  { message: 'Choose a player or enter an email address' },
);
export type AddToRosterInput = z.input<typeof AddToRosterInputSchema>;
export const RosterEntryResponseSchema = z.object({ entry: RosterEntrySchema, message: z.string() });

/** Roster CSV import: the admin import's parser and per-row report. */
const rosterCsv = z.string({ message: 'csvContent is required' }).min(1, 'The file is empty');
export const RosterImportInputSchema = z.strictObject({
  csvContent: rosterCsv,
  fieldControl: FieldControlSchema.default({ teamHistory: false, schedule: false, stats: false }),
});
export type RosterImportInput = z.input<typeof RosterImportInputSchema>;
export const RosterImportRowSchema = z.object({
  row: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export const RosterImportValidateResponseSchema = z.object({
  success: z.boolean(),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  /** The first 10 valid rows. */
  rows: z.array(RosterImportRowSchema),
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
  errorCount: z.number().int(),
  /** Addresses already invited or on the roster: skipped by the import. */
  alreadyInvited: z.array(RosterImportRowSchema),
});
export type RosterImportValidateResponse = z.infer<typeof RosterImportValidateResponseSchema>;
export const RosterImportExecuteResponseSchema = z.object({
  invited: z.number().int(),
  skipped: z.number().int(),
  message: z.string(),
});

/** The family's side: GET /api/sponsorships/mine. */
export const SponsorshipSchema = z.object({
  id: z.string(),
  status: z.enum(ROSTER_STATUSES),
  endReason: z.enum(SPONSORSHIP_END_REASONS).nullable(),
  organization: OrganizationSchema.pick({ id: true, name: true, slug: true, type: true, logoUrl: true }),
  /** The profile it concerns (null: an invitation by e-mail; accepting picks the profile). */
  player: z
    .object({ id: z.string(), slug: z.string(), firstName: z.string(), lastName: z.string() })
    .nullable(),
  fieldControl: FieldControlSchema,
  inviterName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  /** Whether the caller may answer it (the player 17 and over, or a linked parent for a minor). */
  canRespond: z.boolean(),
});
export type Sponsorship = z.infer<typeof SponsorshipSchema>;
export const MySponsorshipsResponseSchema = z.object({
  sponsorships: z.array(SponsorshipSchema),
  /** The profiles the caller manages, for choosing which one answers an invitation by e-mail. */
  profiles: z.array(
    z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      birthYear: z.number().int(),
      /** Why this profile cannot join now (e.g. parental consent missing), or null. */
      blockedReason: z.string().nullable(),
    }),
  ),
});

/** By id (signed in) or by the e-mailed token (the invitation page). */
export const SponsorshipIdParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid id' }) });
export const SponsorshipTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
/** Accepting an invitation by e-mail names the profile that joins; otherwise no body. */
export const AcceptSponsorshipInputSchema = z
  .strictObject({ playerId: z.uuid({ message: 'Not a valid player id' }).optional() })
  .nullish();
export const SponsorshipAnswerResponseSchema = z.object({
  sponsorship: SponsorshipSchema,
  message: z.string(),
});

// ---------------------------------------------------------------------------------------------------------
// Dashboard and public page

export const OrgDashboardResponseSchema = z.object({
  organization: OrganizationSchema,
  membership: MembershipSchema.nullable(),
  roster: z.object({
    active: z.number().int(),
    invited: z.number().int(),
    pending: z.number().int(),
    expired: z.number().int(),
    revoked: z.number().int(),
  }),
  /** Profile views of active roster players in the last 30 days (viewer-days, as recorded). */
  profileViews30d: z.number().int(),
  /** Recruiter list items that hold an active roster player. */
  listSaves: z.number().int(),
  /** Mean profile strength (0-100) of active roster players; null without any. */
  averageProfileStrength: z.number().int().nullable(),
  /** Evidence of roster players waiting for review (staff with the verification scope). */
  pendingVerifications: z.number().int(),
});
export type OrgDashboard = z.infer<typeof OrgDashboardResponseSchema>;

export const PublicOrganizationResponseSchema = z.object({
  organization: OrganizationSchema,
  /** Active roster players whose profiles are visible (decisions §1, §4). */
  roster: z.array(SearchResultPlayerSchema),
});
export type PublicOrganization = z.infer<typeof PublicOrganizationResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Verification evidence and attested stats

export const SubmitEvidenceInputSchema = z
  .strictObject({
    url: optionalUrl,
    /** The publicPath of an image uploaded through POST /api/media/upload. */
    screenshotPath: z.preprocess(
      (v) => (v === '' ? null : v),
      text(300)
        .regex(/^\/media\/[A-Za-z0-9._-]+$/, 'Upload the screenshot first')
        .nullish(),
    ),
  })
  .refine((v) => Boolean(v.url || v.screenshotPath), {
    message: 'Add a team roster link or a screenshot',
    path: ['url'],
  });
export type SubmitEvidenceInput = z.input<typeof SubmitEvidenceInputSchema>;

export const EvidenceSchema = z.object({
  id: z.string(),
  player: z.object({
    id: z.string(),
    slug: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    birthYear: z.number().int(),
    currentTeamName: z.string().nullable(),
  }),
  url: z.string().nullable(),
  screenshotUrl: z.string().nullable(),
  status: z.enum(VERIFICATION_STATUSES),
  submittedByName: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewerName: z.string().nullable(),
  /** The organization whose staff reviewed it (null: an admin, or not reviewed). */
  reviewedByOrganization: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Evidence = z.infer<typeof EvidenceSchema>;
export const EvidenceResponseSchema = z.object({ evidence: EvidenceSchema, message: z.string() });
export const EvidenceListResponseSchema = z.object({ evidence: z.array(EvidenceSchema) });
export const EvidenceQuerySchema = z.object({
  status: z
    .enum(VERIFICATION_STATUSES, { message: 'Status must be pending, verified or rejected' })
    .default('pending'),
});
export const ReviewEvidenceInputSchema = z.strictObject({ notes: optionalMultilineText(1000) });
export const RejectEvidenceInputSchema = z.strictObject({
  notes: requiredMultilineText(1000, 'Say why the evidence is rejected'),
});

export const GameVerifyResponseSchema = z.object({
  gameId: z.string(),
  verifiedStatus: z.enum(STATS_VERIFIED_STATUSES),
  verifiedByOrganization: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  message: z.string(),
});
