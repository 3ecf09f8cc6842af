import { asc, eq } from 'drizzle-orm';
import type { AdminParentDetails } from '#common/contracts/admin.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { playerParents, players, users } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';

export const USER_NOT_FOUND = 'User not found';
export const PARENT_NOT_FOUND = 'Parent not found';

/** The user an admin acts on or reads, or 404 'User not found' (every admin call on one user). */
export async function findUserOr404(db: DbOrTx, id: string): Promise<typeof users.$inferSelect> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/**
 * GET /api/admin/parents/:id/details (spec 3 §2 "parent details dialog"): the parent's players, each with
 * the link's relationship, isPrimary and consent record (decisions §4: who, when, from which address).
 */
export async function parentDetails(db: DbOrTx, id: string): Promise<AdminParentDetails> {
  const user = await findUserOr404(db, id);
  if (user.role !== 'PARENT') throw notFound(PARENT_NOT_FOUND);
  const rows = await db
    .select({ player: players, link: playerParents })
    .from(playerParents)
    .innerJoin(players, eq(players.id, playerParents.playerId))
    .where(eq(playerParents.parentUserId, id))
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id));
  return {
    parent: { id: user.id, name: user.name, email: user.email },
    players: rows.map(({ player, link }) => ({
      id: player.id,
      slug: player.slug,
      firstName: player.firstName,
      lastName: player.lastName,
      birthYear: player.birthYear,
      profileStatus: player.profileStatus,
      relationship: link.relationship,
      isPrimary: link.isPrimary,
      consentGiven: link.consentGiven,
      consentParentName: link.consentParentName,
      consentDate: link.consentDate?.toISOString() ?? null,
      consentIpAddress: link.consentIpAddress,
    })),
  };
}
