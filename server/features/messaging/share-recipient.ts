import { and, eq, sql } from 'drizzle-orm';
import { isMinor } from '#common/age.ts';
import type { Role } from '#common/enums.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { coParentInvitations, parentalApprovalRequests, playerParents } from '#server/db/schema/index.ts';
import { findUserByEmail, normalizeEmail } from '#server/features/auth/index.ts';
import { isMinorAccount, type PlayerRow } from '#server/features/players/index.ts';
import { AppError } from '#server/lib/errors.ts';

/**
 * D131: SHARE PLAYER reaches colleagues, never the family around the contact rules, and
 * never puts an adult's free text in front of a minor. One refusal message for every family or minor
 * address, so the answer does not say which kind of account an address is.
 */
export const SHARE_RECIPIENT_REFUSED =
  'This address belongs to the player, their family or a player under 18, so the profile cannot be e-mailed to it. To reach a family, start a conversation: it follows the contact rules and includes a parent.';

/** The accounts a note may reach: recruiters and organization members (a colleague). */
const COLLEAGUE_ROLES: readonly Role[] = ['RECRUITER', 'ORG_ADMIN', 'ORG_STAFF'];

/** Whether an address is the player's own, a linked parent's, or one the family invited or named. */
async function isFamilyAddress(
  db: DbOrTx,
  player: PlayerRow,
  email: string,
  account: { id: string } | undefined,
): Promise<boolean> {
  if (account && account.id === player.userId) return true;
  if (account) {
    const [linked] = await db
      .select({ id: playerParents.id })
      .from(playerParents)
      .where(and(eq(playerParents.playerId, player.id), eq(playerParents.parentUserId, account.id)))
      .limit(1);
    if (linked) return true;
  }
  // A co-parent invited or a parent asked for approval is family before any account is linked.
  const [invited] = await db
    .select({ id: coParentInvitations.id })
    .from(coParentInvitations)
    .where(
      and(
        eq(coParentInvitations.playerId, player.id),
        sql`lower(${coParentInvitations.invitedEmail}) = ${email}`,
      ),
    )
    .limit(1);
  if (invited) return true;
  const [asked] = await db
    .select({ id: parentalApprovalRequests.id })
    .from(parentalApprovalRequests)
    .where(
      and(
        eq(parentalApprovalRequests.playerId, player.id),
        sql`lower(${parentalApprovalRequests.parentEmail}) = ${email}`,
      ),
    )
    .limit(1);
  return Boolean(asked);
}

/**
 * Checks the address a player is shared with and says whether the note may go with the link. Refuses
 * (403) the family's addresses, and for a minor's profile any account under 18; the note is kept only
 * for a recruiter or organization account.
 */
export async function checkShareRecipient(
  db: DbOrTx,
  player: PlayerRow,
  rawEmail: string,
): Promise<{ email: string; keepNote: boolean }> {
  const email = normalizeEmail(rawEmail);
  const account = await findUserByEmail(db, email);
  if (await isFamilyAddress(db, player, email, account)) {
    throw new AppError('FORBIDDEN', SHARE_RECIPIENT_REFUSED);
  }
  if (account && isMinor(player) && (await isMinorAccount(db, account))) {
    throw new AppError('FORBIDDEN', SHARE_RECIPIENT_REFUSED);
  }
  const keepNote = Boolean(account && !account.suspended && COLLEAGUE_ROLES.includes(account.role));
  return { email, keepNote };
}

export const isShareRefusal = (err: unknown): boolean =>
  err instanceof AppError && err.message === SHARE_RECIPIENT_REFUSED;
