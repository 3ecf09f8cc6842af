import { z } from 'zod';
import { CONVERSATION_ROLES, MESSAGE_REPORT_STATUSES } from '../enums.ts';
import { PASSWORD_MAX } from './auth.ts';

/**
 * Families' control of their data: withdraw consent, remove a co-parent, export and
 * delete a child's profile, delete one's own account.
 */

/** DELETE /api/players/{id}/parents/{parentUserId} */
export const PlayerParentParamsSchema = z.object({
  id: z.string().min(1).max(200),
  parentUserId: z.uuid('Must be a valid id'),
});

/** Answer of the writes that only confirm. */
export const DataControlMessageSchema = z.object({ message: z.string() });
export type DataControlMessage = z.infer<typeof DataControlMessageSchema>;

/** DELETE /api/auth/account */
export const DeleteAccountInputSchema = z.strictObject({
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;

const ProfileToDeleteSchema = z.object({ id: z.string(), name: z.string() });

/** GET /api/auth/account/deletion: what deleting the account also deletes (shown before confirming). */
export const AccountDeletionPreviewSchema = z.object({
  /** The user's own player profile (a player's account); a minor's data is managed by a parent. */
  ownProfile: ProfileToDeleteSchema.extend({ isMinor: z.boolean() }).nullable(),
  /** Children for whom the user is the only parent. */
  childProfiles: z.array(ProfileToDeleteSchema),
});
export type AccountDeletionPreview = z.infer<typeof AccountDeletionPreviewSchema>;

const Rows = z.array(z.record(z.string(), z.unknown()));

/**
 * The conversations about the player in the export (decisions D124): the threads the exporter takes part
 * in, with every message. Other people appear by name and role, never by account id or e-mail.
 */
export const ExportedConversationSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  /** Who wrote first; null when that account is deleted. */
  startedBy: z.enum(['recruiter', 'family']).nullable(),
  recruiter: z.object({ name: z.string(), organization: z.string().nullable() }),
  participants: z.array(z.object({ name: z.string(), role: z.enum(CONVERSATION_ROLES) })),
  messages: z.array(
    z.object({
      id: z.string(),
      /** Null: the sender's account is deleted. */
      senderName: z.string().nullable(),
      /** Null: the sender is no longer in the thread (a parent unlinked from the player). */
      senderRole: z.enum(CONVERSATION_ROLES).nullable(),
      sentAt: z.string(),
      body: z.string(),
    }),
  ),
});
export type ExportedConversation = z.infer<typeof ExportedConversationSchema>;

/** The family's contact settings for the player (blocked recruiters by name). */
export const ExportedContactPreferencesSchema = z.object({
  allowRecruiterContact: z.boolean(),
  updatedAt: z.string().nullable(),
  blocked: z.array(
    z.object({ name: z.string(), organization: z.string().nullable(), blockedAt: z.string() }),
  ),
});

/** Reports the family (the player or a parent) filed on the exported threads; no admin's note. */
export const ExportedMessageReportSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  messageId: z.string().nullable(),
  /** Null: the reporter's account is deleted. */
  reporterName: z.string().nullable(),
  reason: z.string(),
  status: z.enum(MESSAGE_REPORT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});

export const PlayerMessagingExportSchema = z.object({
  conversations: z.array(ExportedConversationSchema),
  contactPreferences: ExportedContactPreferencesSchema,
  messageReports: z.array(ExportedMessageReportSchema),
});
export type PlayerMessagingExport = z.infer<typeof PlayerMessagingExportSchema>;

/** GET /api/players/{id}/export: every row about the player, without other people's secrets. */
export const PlayerExportSchema = z.object({
  exportedAt: z.string(),
  format: z.literal('rinkside-player-export/1'),
  player: z.record(z.string(), z.unknown()),
  parents: Rows,
  teamHistory: Rows,
  media: Rows,
  schedule: Rows,
  games: Rows,
  skaterGameStats: Rows,
  goalieGameStats: Rows,
  seasonStats: Rows,
  goals: Rows,
  measurables: Rows,
  upcomingEvents: Rows,
  approvalRequests: Rows,
  coParentInvitations: Rows,
  sponsorships: Rows,
  verificationEvidence: Rows,
  /** The player's commitment (none or one row). */
  commitments: Rows,
  recruiterLists: z.object({ count: z.number().int() }),
  profileViews: z.object({ total: z.number().int(), days: Rows }),
  ...PlayerMessagingExportSchema.shape,
});
export type PlayerExport = z.infer<typeof PlayerExportSchema>;
