import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { needsParentalConsent } from '#common/age.ts';
import type { ContactPreferences, ContactPreferencesInput } from '#common/contracts/messaging.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { playerContactBlocks, playerContactPreferences, recruiters, users } from '#server/db/schema/index.ts';
import type { PlayerRow } from '#server/features/players/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { AppError } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';

/**
 * A family's contact controls (guardian controls): who manages the player (the player:manage
 * policy: the player's own account, linked parents, admins) reads them; a player under 17 reads but does
 * not change them, a parent does (MAAPP: a guardian may ask that their child not be contacted).
 */
export const UNDER_17_CONTROLS_MESSAGE =
  'A parent or guardian manages the contact settings of players under 17.';

export async function contactPreferencesOf(db: DbOrTx, playerId: string): Promise<ContactPreferences> {
  const [[prefs], blocked] = await Promise.all([
    db.select().from(playerContactPreferences).where(eq(playerContactPreferences.playerId, playerId)),
    db
      .select({
        userId: playerContactBlocks.blockedUserId,
        name: users.name,
        organization: recruiters.orgName,
        blockedAt: playerContactBlocks.createdAt,
      })
      .from(playerContactBlocks)
      .innerJoin(users, eq(users.id, playerContactBlocks.blockedUserId))
      .leftJoin(recruiters, eq(recruiters.userId, playerContactBlocks.blockedUserId))
      .where(eq(playerContactBlocks.playerId, playerId))
      .orderBy(playerContactBlocks.createdAt),
  ]);
  return {
    playerId,
    allowRecruiterContact: prefs?.allowRecruiterContact ?? true,
    blocked: blocked.map((b) => ({ ...b, blockedAt: b.blockedAt.toISOString() })),
    updatedAt: prefs?.updatedAt.toISOString() ?? null,
  };
}

export async function updateContactPreferences(
  db: Db,
  user: AuthUser,
  player: PlayerRow,
  input: ContactPreferencesInput,
  info: RequestInfo,
): Promise<ContactPreferences> {
  if (user.id === player.userId && user.role !== 'ADMIN' && needsParentalConsent(player)) {
    throw new AppError('FORBIDDEN', UNDER_17_CONTROLS_MESSAGE);
  }
  const wanted = input.blockedUserIds;
  if (wanted.length > 0) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, wanted), eq(users.role, 'RECRUITER')));
    const known = new Set(found.map((u) => u.id));
    const unknown = wanted.findIndex((id) => !known.has(id));
    if (unknown !== -1) {
      const message = 'Only recruiters can be blocked';
      throw new AppError('VALIDATION_ERROR', message, {
        issues: [{ path: `blockedUserIds.${unknown}`, message }],
      });
    }
  }
  await db.transaction(async (tx) => {
    const before = await contactPreferencesOf(tx, player.id);
    const had = new Set(before.blocked.map((b) => b.userId));
    const added = wanted.filter((id) => !had.has(id));
    const removed = [...had].filter((id) => !wanted.includes(id));
    await tx
      .insert(playerContactPreferences)
      .values({
        playerId: player.id,
        allowRecruiterContact: input.allowRecruiterContact,
        updatedByUserId: user.id,
      })
      .onConflictDoUpdate({
        target: playerContactPreferences.playerId,
        set: {
          allowRecruiterContact: input.allowRecruiterContact,
          updatedByUserId: user.id,
          updatedAt: new Date(),
        },
      });
    await tx
      .delete(playerContactBlocks)
      .where(
        and(
          eq(playerContactBlocks.playerId, player.id),
          wanted.length ? notInArray(playerContactBlocks.blockedUserId, wanted) : undefined,
        ),
      );
    if (added.length) {
      await tx
        .insert(playerContactBlocks)
        .values(added.map((id) => ({ playerId: player.id, blockedUserId: id, blockedByUserId: user.id })))
        .onConflictDoNothing();
    }
    await recordAudit(
      tx,
      {
        eventType: 'contact_preferences_changed',
        userId: user.id,
        targetUserId: player.userId,
        targetType: 'player',
        targetId: player.id,
        metadata: {
          allowRecruiterContact: {
            from: before.allowRecruiterContact,
            to: input.allowRecruiterContact,
          },
          blocked: added,
          unblocked: removed,
        },
      },
      info,
    );
  });
  return contactPreferencesOf(db, player.id);
}
