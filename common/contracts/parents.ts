import { z } from 'zod';
import { CATEGORIES, PARENT_RELATIONSHIPS, ROLES, SHOOTS } from '../enums.ts';
import {
  BirthMonthSchema,
  BirthYearSchema,
  PlayerSchema,
  PositionSchema,
  PositionsSchema,
} from './players.ts';
import { SubscriptionSummarySchema } from './subscriptions.ts';
import { oneLine } from './text.ts';

/**
 * Contracts of the parent areas (spec 2 §2, §3, §7): child profile creation, parental approval and
 * consent, co-parent invitations, the parent dashboard and activity log. Inputs are strict.
 * Raw tokens appear only in e-mail links and URL paths, never in an answer.
 */

const text = (max: number) => oneLine(z.string().trim().max(max));
const requiredText = (max: number, message: string) => z.string({ message }).pipe(text(max).min(1, message));
const emptyToNull = (v: unknown) => (v === '' ? null : v);
const email = (message: string) =>
  z.string({ message }).trim().toLowerCase().pipe(z.email(message).max(254, 'Email is too long'));

export const MessageSchema = z.object({ message: z.string() });

/** A token from an e-mail link (/approve-profile/{token}, /co-parent-invite/{token}). */
export const TokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const IdParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid id' }) });
/** Approve, accept and decline take no payload: no body, or `{}` (what the client sends). */
export const EmptyBodySchema = z.strictObject({}).nullish();

// ---------------------------------------------------------------------------------------------------------
// POST /api/players/parent-create (/create-player-profile)

/** One of the fixed relationships (spec 2 §9); empty or absent is a parent who did not say (null). */
export const ParentRelationshipSchema = z.enum(PARENT_RELATIONSHIPS, {
  message: `Choose a relationship: ${PARENT_RELATIONSHIPS.join(', ')}`,
});
/** Letter case and spaces do not matter ("Mother" is mother). */
const OptionalRelationshipSchema = z.preprocess(
  (v) => (typeof v === 'string' ? emptyToNull(v.trim().toLowerCase()) : v),
  ParentRelationshipSchema.nullish(),
);

/**
 * The create-form fields plus relationship (spec 2 §2, §5). The primary position is `preferredPosition`
 * (C, LW, RW, D or G); `positions` may add more. userId, verificationStatus and slug are refused.
 */
export const ParentCreatePlayerInputSchema = z
  .strictObject({
    firstName: requiredText(60, 'First name is required'),
    lastName: requiredText(60, 'Last name is required'),
    birthYear: BirthYearSchema,
    birthMonth: BirthMonthSchema,
    category: z.enum(CATEGORIES).default('MALE'),
    preferredPosition: PositionSchema.optional(),
    positions: PositionsSchema.optional(),
    shoots: z.preprocess(emptyToNull, z.enum(SHOOTS).nullish()),
    /** One of the fixed list, or none (shown as "Parent", the form's default). */
    relationship: OptionalRelationshipSchema,
  })
  .refine((v) => v.preferredPosition !== undefined || (v.positions?.length ?? 0) > 0, {
    message: 'Select a position',
    path: ['preferredPosition'],
  });
export type ParentCreatePlayerInput = z.input<typeof ParentCreatePlayerInputSchema>;

export const ParentCreatePlayerResponseSchema = z.object({ player: PlayerSchema });
export type ParentCreatePlayerResponse = z.infer<typeof ParentCreatePlayerResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Parental approval (/approve-profile/{token}, "Request Parental Approval")

export const RequestApprovalInputSchema = z.strictObject({
  parentEmail: email('Must be a valid email address'),
});
export type RequestApprovalInput = z.infer<typeof RequestApprovalInputSchema>;

export const RequestApprovalResponseSchema = z.object({
  message: z.string(),
  /** ISO date-time the link stops working (7 days). */
  expiresAt: z.string(),
});

/** GET /api/approval-requests/validate/{token}. */
export const ApprovalValidationSchema = z.object({
  playerName: z.string(),
  requestedByName: z.string(),
  /** The address the request was sent to: the approving account must use it. */
  parentEmail: z.string(),
  expiresAt: z.string(),
  alreadyApproved: z.boolean(),
});
export type ApprovalValidation = z.infer<typeof ApprovalValidationSchema>;

/** Both approve calls (by token, and from the dashboard by request id). */
export const ApproveProfileResponseSchema = z.object({
  message: z.string(),
  /** True when this parent had already approved this request (the call changed nothing). */
  alreadyApproved: z.boolean(),
  playerId: z.string(),
});
export type ApproveProfileResponse = z.infer<typeof ApproveProfileResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Parental consent and the parents of a player

export const ParentalConsentInputSchema = z.strictObject({
  parentName: requiredText(120, 'Your name is required'),
  consentGiven: z.literal(true, { message: 'You must provide consent to proceed' }),
});
export type ParentalConsentInput = z.input<typeof ParentalConsentInputSchema>;

export const ParentalConsentResponseSchema = z.object({ message: z.string(), player: PlayerSchema });

/** Spec 2 §3 "Parent record". */
export const ParentRecordSchema = z.object({
  id: z.string(),
  parentName: z.string(),
  parentEmail: z.string(),
  relationship: ParentRelationshipSchema.nullable(),
  isPrimary: z.boolean(),
  parentUserId: z.string(),
  consentGiven: z.boolean(),
  consentParentName: z.string().nullable(),
  consentDate: z.string().nullable(),
});
export type ParentRecord = z.infer<typeof ParentRecordSchema>;
export const PlayerParentsResponseSchema = z.object({ parents: z.array(ParentRecordSchema) });

// ---------------------------------------------------------------------------------------------------------
// Co-parent invitations (/co-parent-invite/{token}, Parents & Permissions tab)

/**
 * How the player's parents see an invitation: `expired` is a pending one past its date; `removed` an
 * accepted one whose co-parent is no longer linked (removed, left, or gone with their account; D265).
 */
export const CO_PARENT_INVITATION_VIEW_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'expired',
  'removed',
] as const;

export const InviteCoParentInputSchema = z.strictObject({
  email: email('Please enter a valid email address'),
  relationship: OptionalRelationshipSchema,
});
export type InviteCoParentInput = z.input<typeof InviteCoParentInputSchema>;

/** An invitation as the player's parents see it (statuses: CO_PARENT_INVITATION_VIEW_STATUSES). */
export const CoParentInvitationSchema = z.object({
  id: z.string(),
  invitedEmail: z.string(),
  relationship: ParentRelationshipSchema.nullable(),
  status: z.enum(CO_PARENT_INVITATION_VIEW_STATUSES),
  inviterName: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type CoParentInvitation = z.infer<typeof CoParentInvitationSchema>;

/** At most this many children in one invitation (D266): far above any plan's maxPlayers. */
export const MAX_CHILDREN_PER_INVITATION = 20;

/**
 * POST /api/co-parents/invite (D266): one address invited to several of the parent's children at once,
 * one invitation per child, one e-mail.
 */
export const InviteCoParentToChildrenInputSchema = z.strictObject({
  playerIds: z
    .array(z.uuid('Choose the children to invite to'), { message: 'Choose at least one child' })
    .min(1, 'Choose at least one child')
    .max(MAX_CHILDREN_PER_INVITATION, `Choose at most ${MAX_CHILDREN_PER_INVITATION} children`),
  email: email('Please enter a valid email address'),
  relationship: OptionalRelationshipSchema,
});
export type InviteCoParentToChildrenInput = z.input<typeof InviteCoParentToChildrenInputSchema>;

/** The invitations sent (each with its child) and the children skipped, each with the reason. */
export const InviteCoParentToChildrenResponseSchema = z.object({
  message: z.string(),
  invitations: z.array(
    z.object({ playerId: z.string(), playerName: z.string(), invitation: CoParentInvitationSchema }),
  ),
  skipped: z.array(z.object({ playerId: z.string(), playerName: z.string(), reason: z.string() })),
});
export type InviteCoParentToChildrenResponse = z.infer<typeof InviteCoParentToChildrenResponseSchema>;

/** The same answer whether or not the address has an account (docs/security.md). */
export const InviteCoParentResponseSchema = z.object({
  message: z.string(),
  invitation: CoParentInvitationSchema,
});
export const CoParentInvitationListSchema = z.object({ invitations: z.array(CoParentInvitationSchema) });

/** What the invitation page shows (GET .../invitations/{token}/details and .../by-id/{id}/details). */
export const CoParentInvitationDetailsSchema = z.object({
  id: z.string(),
  playerName: z.string(),
  inviterName: z.string(),
  invitedEmail: z.string(),
  relationship: ParentRelationshipSchema.nullable(),
  status: z.enum(['pending', 'accepted', 'declined']),
  expiresAt: z.string(),
});
export type CoParentInvitationDetails = z.infer<typeof CoParentInvitationDetailsSchema>;

/**
 * GET /api/co-parents/my-invitations: pending invitations to the signed-in parent's address. The raw
 * token is not stored, so the dashboard card links to the by-id page (/co-parent-invite/id/{id}) whose
 * calls are .../invitations/by-id/{id}/details|accept|decline. Listed only once the e-mail is verified.
 */
export const MyCoParentInvitationsResponseSchema = z.object({
  invitations: z.array(CoParentInvitationDetailsSchema),
  requiresEmailVerification: z.boolean(),
});

export const CoParentInvitationAnswerSchema = z.object({
  message: z.string(),
  status: z.enum(['accepted', 'declined']),
  playerId: z.string(),
});
export type CoParentInvitationAnswer = z.infer<typeof CoParentInvitationAnswerSchema>;

/** 409 on accept/decline of an invitation already answered: the page shows the matching view. */
export const CoParentInvitationConflictSchema = z.object({
  message: z.string(),
  code: z.literal('CONFLICT'),
  status: z.enum(['accepted', 'declined']),
});

// ---------------------------------------------------------------------------------------------------------
// The parent dashboard (/parent) and activity log (/parent/activity)

export const ActivityEntrySchema = z.object({
  id: z.string(),
  eventType: z.string(),
  /** What happened within the event type, e.g. 'parental_consent', 'co_parent_invited'; else null. */
  action: z.string().nullable(),
  /** What happened, whom it concerned and what changed (common/activity.ts `describeActivity`). */
  title: z.string(),
  subject: z.string().nullable(),
  details: z.string().nullable(),
  createdAt: z.string(),
  ipAddress: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;
export const ParentActivityResponseSchema = z.object({ activity: z.array(ActivityEntrySchema) });

export const ConnectedCoParentSchema = z.object({
  /** The player_parents row (one entry per co-parent and shared child). */
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  relationship: ParentRelationshipSchema.nullable(),
  playerId: z.string(),
  playerName: z.string(),
});

/** Spec 2 §3 "Parent account". */
export const ParentAccountSchema = z.object({
  user: z.object({
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    emailVerified: z.boolean(),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
  }),
  /** The parent's plan (the same summary as GET /api/subscriptions/me). */
  subscription: SubscriptionSummarySchema,
  connectedProfiles: z.object({ players: z.array(PlayerSchema) }),
  connectedUsers: z.object({ coParents: z.array(ConnectedCoParentSchema) }),
  recentActivity: z.array(ActivityEntrySchema),
});
export type ParentAccount = z.infer<typeof ParentAccountSchema>;

/**
 * A pending approval request addressed to the parent's e-mail. Approve it from the dashboard with
 * POST /api/parents/pending-approvals/{id}/approve (no token needed; the e-mail must be verified).
 */
export const PendingApprovalSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  playerName: z.string(),
  requestedByName: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type PendingApproval = z.infer<typeof PendingApprovalSchema>;
export const PendingApprovalsResponseSchema = z.object({
  approvals: z.array(PendingApprovalSchema),
  /** True when the list is withheld until the parent verifies their e-mail address. */
  requiresEmailVerification: z.boolean(),
});
