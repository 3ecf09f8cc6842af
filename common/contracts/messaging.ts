import { z } from 'zod';
import {
  CONVERSATION_ROLES,
  MESSAGE_REPORT_STATUSES,
  NCAA_DIVISIONS,
  PROGRAM_GENDERS,
  PROGRAM_KINDS,
  ROLES,
} from '../enums.ts';
import { MESSAGE_MAX, REPORT_REASON_MAX, SHARE_NOTE_MAX } from '../messaging.ts';
import { VerifiedProgramSchema } from './recruiters.ts';
import {
  CONTROL_MESSAGE,
  hasNoControl,
  multilineText,
  optionalMultilineText,
  optionalText,
  optionalUrl,
} from './text.ts';

/** D111-D113: conversations, contact preferences, the recruiter profile, sharing and reports. */

const id = (message = 'Not a valid id') => z.uuid({ message });

export const MessageBodySchema = z
  .string({ error: 'Message is required' })
  .trim()
  .min(1, 'Message is required')
  .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`)
  .refine(hasNoControl, CONTROL_MESSAGE);

/**
 * POST /api/conversations. A recruiter names the player; a family member (the player or a linked parent)
 * names the player and the recruiter, by the e-mail address of the recruiter's account (decisions D112).
 */
export const StartConversationInputSchema = z.strictObject({
  playerId: id('Choose a player'),
  body: MessageBodySchema,
  recruiterEmail: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email('Must be a valid email address').max(254))
    .optional(),
});
export type StartConversationInput = z.infer<typeof StartConversationInputSchema>;

export const SendMessageInputSchema = z.strictObject({ body: MessageBodySchema });
export type SendMessageInput = z.infer<typeof SendMessageInputSchema>;

export const ReportConversationInputSchema = z.strictObject({
  reason: z
    .string({ error: 'Tell us what is wrong' })
    .trim()
    .min(1, 'Tell us what is wrong')
    .max(REPORT_REASON_MAX, `Reason must be at most ${REPORT_REASON_MAX} characters`)
    .refine(hasNoControl, CONTROL_MESSAGE),
  /** The message reported, when one message is the problem. */
  messageId: id().optional(),
});
export type ReportConversationInput = z.infer<typeof ReportConversationInputSchema>;

export const ConversationParamsSchema = z.object({ id: id() });

export const ParticipantSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(CONVERSATION_ROLES),
  /** A recruiter's organization and program (null for families). */
  organization: z.string().nullable(),
  division: z.enum(NCAA_DIVISIONS).nullable(),
  programGender: z.enum(PROGRAM_GENDERS).nullable(),
  /** Always true: the server chose every participant (MAAPP). */
  addedByServer: z.boolean(),
  isMe: z.boolean(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

export const ConversationPlayerSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** Under 18: the thread copies every linked parent, and e-mail notices never carry a message. */
  isMinor: z.boolean(),
});

export const MessageSchema = z.object({
  id: z.string(),
  senderUserId: z.string().nullable(),
  senderName: z.string(),
  senderRole: z.enum(CONVERSATION_ROLES).nullable(),
  /** Plain text: show it as text, never as HTML. */
  body: z.string(),
  /** The domains of the links in the text, for the screen to show beside it. */
  linkDomains: z.array(z.string()),
  createdAt: z.string(),
  isMine: z.boolean(),
});
export type Message = z.infer<typeof MessageSchema>;

/** Whether the caller may write in the thread now, and why not. */
export const SendStateSchema = z.object({
  canSend: z.boolean(),
  reason: z.string().nullable(),
  /** For the family: when the recruiter may answer under the NCAA contact dates, if not yet. */
  note: z.string().nullable(),
});

export const ConversationSummarySchema = z.object({
  id: z.string(),
  player: ConversationPlayerSchema,
  myRole: z.enum(CONVERSATION_ROLES),
  startedByUserId: z.string().nullable(),
  participants: z.array(ParticipantSchema),
  lastMessage: z
    .object({ preview: z.string(), senderName: z.string(), createdAt: z.string(), isMine: z.boolean() })
    .nullable(),
  unreadCount: z.number(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
  send: SendStateSchema,
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationsResponseSchema = z.object({
  conversations: z.array(ConversationSummarySchema),
  unreadCount: z.number(),
});

export const ConversationDetailSchema = ConversationSummarySchema.extend({
  messages: z.array(MessageSchema),
});
export const ConversationResponseSchema = z.object({ conversation: ConversationDetailSchema });
export type ConversationDetail = z.infer<typeof ConversationDetailSchema>;

export const StartConversationResponseSchema = z.object({
  conversation: ConversationDetailSchema,
  /** False when the thread already existed and the message was added to it. */
  created: z.boolean(),
});

export const MessageResponseSchema = z.object({ message: MessageSchema });
export const UnreadCountResponseSchema = z.object({ unreadCount: z.number() });
export const ReadResponseSchema = z.object({ unreadCount: z.number() });
export const ReportResponseSchema = z.object({
  report: z.object({ id: z.string(), status: z.enum(MESSAGE_REPORT_STATUSES), createdAt: z.string() }),
  message: z.string(),
});

// ---------------------------------------------------------------------------------------------------------
// A recruiter's view of whether they may write about a player (the MESSAGE PLAYER composer)

export const CONTACT_REFUSALS = [
  'email_not_verified',
  'program_required',
  /** An administrator has not verified the recruiter's program (minors only). */
  'not_verified',
  'class_year_required',
  'before_contact_date',
  'contact_turned_off',
  'blocked',
  'no_parent_linked',
  // D154: committed to another NCAA program.
  'committed_elsewhere',
] as const;
export type ContactRefusal = (typeof CONTACT_REFUSALS)[number];

export const ContactStatusSchema = z.object({
  canStart: z.boolean(),
  reason: z.enum(CONTACT_REFUSALS).nullable(),
  message: z.string().nullable(),
  /** The first day (YYYY-MM-DD) the recruiter may start, when the NCAA date is what stops them. */
  allowedFrom: z.string().nullable(),
  /** The family may write to the recruiter first. */
  familyMayWriteFirst: z.boolean(),
  /** The thread the recruiter already has about the player: write there instead. */
  existingConversationId: z.string().nullable(),
  /** The NCAA rule applied to the recruiter's program, with its source. */
  rule: z
    .object({ summary: z.string(), sourceTitle: z.string(), sourceUrl: z.string(), read: z.string() })
    .nullable(),
  /** Who would take part besides the recruiter (names and roles), so the composer can say so. */
  participants: z.array(z.object({ name: z.string(), role: z.enum(CONVERSATION_ROLES) })),
});
export type ContactStatus = z.infer<typeof ContactStatusSchema>;
export const ContactStatusResponseSchema = z.object({ status: ContactStatusSchema });

// ---------------------------------------------------------------------------------------------------------
// Contact preferences (guardian controls)

export const BLOCKED_MAX = 200;

export const ContactPreferencesInputSchema = z.strictObject({
  allowRecruiterContact: z.boolean({ error: 'Choose whether recruiters may contact this player' }),
  blockedUserIds: z
    .array(id(), { error: 'Blocked users must be a list' })
    .max(BLOCKED_MAX, `At most ${BLOCKED_MAX} blocked users`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each blocked user once'),
});
export type ContactPreferencesInput = z.infer<typeof ContactPreferencesInputSchema>;

export const ContactPreferencesSchema = z.object({
  playerId: z.string(),
  allowRecruiterContact: z.boolean(),
  blocked: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      organization: z.string().nullable(),
      blockedAt: z.string(),
    }),
  ),
  updatedAt: z.string().nullable(),
});
export type ContactPreferences = z.infer<typeof ContactPreferencesSchema>;
export const ContactPreferencesResponseSchema = z.object({ preferences: ContactPreferencesSchema });

// ---------------------------------------------------------------------------------------------------------
// The recruiter profile

export const RecruiterProfileSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** The program's name (a directory program's school). */
  orgName: z.string().nullable(),
  /** The program's website or staff page (the evidence an administrator checks). */
  website: z.string().nullable(),
  /** The program's kind and level, and the NCAA directory row. */
  programKind: z.enum(PROGRAM_KINDS).nullable(),
  programLevel: z.string().nullable(),
  ncaaProgramId: z.string().nullable(),
  title: z.string().nullable(),
  division: z.enum(NCAA_DIVISIONS).nullable(),
  programGender: z.enum(PROGRAM_GENDERS).nullable(),
  /** Reviewed by the Rinkside team (recruiters.verified). */
  verified: z.boolean(),
  /** The program as last verified; its rule applies while a change waits for verification. */
  verifiedProgram: VerifiedProgramSchema.nullable(),
  /** An administrator's refusal, until the recruiter changes their program or evidence. */
  rejectionReason: z.string().nullable(),
  rejected: z.boolean(),
  emailVerified: z.boolean(),
});
export type RecruiterProfile = z.infer<typeof RecruiterProfileSchema>;
export const RecruiterProfileResponseSchema = z.object({ recruiter: RecruiterProfileSchema });

/**
 * PATCH /api/recruiters/me: every field optional; null or '' clears. Changing the program (its kind, level,
 * directory row, name, division or side) sends a verified recruiter back to verification.
 */
export const UpdateRecruiterProfileInputSchema = z.strictObject({
  orgName: optionalText(120),
  website: optionalUrl,
  programKind: z.preprocess(
    (v) => (v === '' ? null : v),
    z.enum(PROGRAM_KINDS, { error: 'Choose the kind of program' }).nullish(),
  ),
  programLevel: z.preprocess((v) => (v === '' ? null : v), optionalText(80)),
  ncaaProgramId: z.preprocess(
    (v) => (v === '' ? null : v),
    z.uuid('Choose a program from the list').nullish(),
  ),
  title: optionalText(80),
  division: z.preprocess(
    (v) => (v === '' ? null : v),
    z.enum(NCAA_DIVISIONS, { error: 'Division must be D1, D2 or D3' }).nullish(),
  ),
  programGender: z.preprocess(
    (v) => (v === '' ? null : v),
    z.enum(PROGRAM_GENDERS, { error: "Choose the men's or women's program" }).nullish(),
  ),
});
export type UpdateRecruiterProfileInput = z.infer<typeof UpdateRecruiterProfileInputSchema>;

// ---------------------------------------------------------------------------------------------------------
// SHARE PLAYER

export const SharePlayerInputSchema = z.strictObject({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Must be a valid email address').max(254)),
  note: multilineText(SHARE_NOTE_MAX)
    .max(SHARE_NOTE_MAX, `Note must be at most ${SHARE_NOTE_MAX} characters`)
    .nullish(),
});
export type SharePlayerInput = z.infer<typeof SharePlayerInputSchema>;
export const SharePlayerResponseSchema = z.object({ message: z.string() });

// ---------------------------------------------------------------------------------------------------------
// Admin: reported threads

export const ReportListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(MESSAGE_REPORT_STATUSES, { error: 'Status must be open, resolved or dismissed' }).default('open'),
  ),
});

export const AdminReportSchema = z.object({
  id: z.string(),
  status: z.enum(MESSAGE_REPORT_STATUSES),
  reason: z.string(),
  createdAt: z.string(),
  reporter: z.object({ userId: z.string(), name: z.string(), email: z.string() }).nullable(),
  messageId: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  conversation: z.object({
    id: z.string(),
    player: ConversationPlayerSchema,
    participants: z.array(
      z.object({
        userId: z.string(),
        name: z.string(),
        email: z.string(),
        role: z.enum(CONVERSATION_ROLES),
        accountRole: z.enum(ROLES),
        suspended: z.boolean(),
      }),
    ),
    messages: z.array(MessageSchema.omit({ isMine: true })),
  }),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;
export const AdminReportsResponseSchema = z.object({ reports: z.array(AdminReportSchema) });

export const ResolveReportInputSchema = z.strictObject({
  status: z.enum(['resolved', 'dismissed'], { error: 'Status must be resolved or dismissed' }),
  note: optionalMultilineText(1000),
});
export const AdminReportResponseSchema = z.object({ report: AdminReportSchema });
