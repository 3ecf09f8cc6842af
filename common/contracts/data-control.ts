import { z } from 'zod';
import { PASSWORD_MAX } from './auth.ts';

/**
 * Families' control of their data (issue 10 item 15): withdraw consent, remove a co-parent, export and
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
  recruiterLists: z.object({ count: z.number().int() }),
  profileViews: z.object({ total: z.number().int(), days: Rows }),
});
export type PlayerExport = z.infer<typeof PlayerExportSchema>;
