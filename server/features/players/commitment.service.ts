import { eq } from 'drizzle-orm';
import type { Commitment, CommitmentValues } from '#common/contracts/commitment.ts';
import type { Db } from '#server/db/client.ts';
import { playerCommitments } from '#server/db/schema/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import type { PlayerRow } from './player-access.ts';
import { toCommitmentDto } from './profile-read.ts';

/**
 * A player's commitment to a program (D153): one per player, set (created or replaced)
 * and removed by those who manage the player (the player:manage policy: the player, a linked parent, an
 * admin). The profile document follows by trigger (migration 0018); the audit row names who and what.
 */

type CommitmentRow = typeof playerCommitments.$inferSelect;

const toDto = (row: CommitmentRow): Commitment =>
  toCommitmentDto({
    kind: row.kind,
    programName: row.programName,
    division: row.division,
    programGender: row.programGender,
    committedOn: row.committedOn,
  })!;

/** PUT /api/players/{id}/commitment: creates or replaces the commitment; audited as commitment_set. */
export async function setCommitment(
  db: Db,
  user: AuthUser,
  player: Pick<PlayerRow, 'id'>,
  input: CommitmentValues,
  info: RequestInfo,
): Promise<Commitment> {
  const ncaa = input.kind === 'ncaa';
  const values = {
    kind: input.kind,
    programName: input.programName,
    division: ncaa ? (input.division ?? null) : null,
    programGender: ncaa ? (input.programGender ?? null) : null,
    committedOn: input.committedOn,
    setByUserId: user.id,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(playerCommitments)
      .where(eq(playerCommitments.playerId, player.id));
    const [row] = await tx
      .insert(playerCommitments)
      .values({ playerId: player.id, ...values })
      .onConflictDoUpdate({ target: playerCommitments.playerId, set: values })
      .returning();
    const commitment = toDto(row!);
    await recordAudit(
      tx,
      {
        eventType: 'commitment_set',
        userId: user.id,
        targetType: 'player',
        targetId: player.id,
        changes: { before: before ? toDto(before) : null, after: commitment },
      },
      info,
    );
    return commitment;
  });
}

/**
 * DELETE /api/players/{id}/commitment: the family undoes it. Removing none is not an error (the caller ends
 * with none either way); only an actual removal is audited, as commitment_removed with what was removed.
 */
export async function removeCommitment(
  db: Db,
  user: AuthUser,
  player: Pick<PlayerRow, 'id'>,
  info: RequestInfo,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(playerCommitments)
      .where(eq(playerCommitments.playerId, player.id))
      .returning();
    if (!removed) return;
    await recordAudit(
      tx,
      {
        eventType: 'commitment_removed',
        userId: user.id,
        targetType: 'player',
        targetId: player.id,
        changes: { before: toDto(removed), after: null },
      },
      info,
    );
  });
}
