import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { coParentInvitations } from '#server/db/schema/index.ts';
import { findPlayerForView, isLinkedParent, type PlayerRow } from '#server/features/players/index.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import {
  type FoundInvitation,
  findInvitation,
  INVITATION_INVALID,
  type InvitationRow,
} from './co-parents.service.ts';

/**
 * Who may act on a co-parent invitation named in the path (decisions §1): the loads of the co-parents
 * policies (co-parent-policies.ts, D277).
 */

/** Linked parents and admins manage a player's invitations. */
async function mayManageInvitations(db: DbOrTx, user: AuthUser, playerId: string): Promise<boolean> {
  if (user.role === 'ADMIN') return true;
  return user.role === 'PARENT' && isLinkedParent(db, user.id, playerId);
}

/** A player whose invitations the caller manages: hidden 404, visible but not theirs 403. */
export async function findPlayerForInvitations(db: DbOrTx, user: AuthUser, ref: string): Promise<PlayerRow> {
  const { player } = await findPlayerForView(db, user, ref);
  if (!(await mayManageInvitations(db, user, player.id))) {
    throw forbidden("Only the player's parents can see its co-parent invitations.");
  }
  return player;
}

/** An invitation whose player the caller manages; anyone else 404, as if it did not exist. */
export async function findInvitationForManager(
  db: DbOrTx,
  user: AuthUser,
  id: string,
): Promise<InvitationRow> {
  const [row] = await db.select().from(coParentInvitations).where(eq(coParentInvitations.id, id)).limit(1);
  if (!row || !(await mayManageInvitations(db, user, row.playerId))) throw notFound('Invitation not found.');
  return row;
}

/**
 * By id, the invitation exists only for its invitee with a verified address: the id is not a secret
 * the way the e-mailed token is, so the verified address stands in for "received the e-mail".
 */
function isInviteeById(user: AuthUser, row: InvitationRow): boolean {
  return user.emailVerified && row.invitedEmail === user.email.toLowerCase();
}

/** An invitation by its id, for its invitee (isInviteeById); anyone else 404. */
export async function findInvitationForInvitee(
  db: DbOrTx,
  user: AuthUser,
  id: string,
): Promise<FoundInvitation> {
  const row = await findInvitation(db, { invitationId: id });
  if (!row || !isInviteeById(user, row.invitation)) throw notFound(INVITATION_INVALID);
  return row;
}
