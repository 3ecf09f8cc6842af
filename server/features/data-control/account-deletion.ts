import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { needsParentalConsent } from '#common/age.ts';
import type {
  AccountDeletionPreview,
  DataControlMessage,
  DeleteAccountInput,
} from '#common/contracts/data-control.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { playerParents, players, users } from '#server/db/schema/index.ts';
import { type PlayerRow, playerFullName } from '#server/features/players/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { AppError } from '#server/lib/errors.ts';
import { verifyPassword } from '#server/lib/password.ts';
import type { Storage } from '#server/lib/storage/index.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { ownAccountsOf, purgeAccounts, purgePlayers, removeFiles } from './data-control.service.ts';

/**
 * Account deletion (D062): any user may delete their own account, with their own profile and the
 * children for whom they are the only parent. The caller's own account only: no other is named.
 */

export const WRONG_PASSWORD = 'The password is incorrect.';

/** The user's own profile and the children for whom the user is the only parent. */
async function profilesGoingWithAccount(db: DbOrTx, userId: string): Promise<PlayerRow[]> {
  const onlyParent = db
    .select({ playerId: playerParents.playerId })
    .from(playerParents)
    .groupBy(playerParents.playerId)
    .having(and(eq(count(), 1), sql`bool_or(${playerParents.parentUserId} = ${userId})`));
  return db
    .select()
    .from(players)
    .where(or(eq(players.userId, userId), inArray(players.id, onlyParent)))
    .orderBy(asc(players.firstName), asc(players.lastName));
}

/** GET /api/auth/account/deletion */
export async function accountDeletionPreview(db: DbOrTx, user: AuthUser): Promise<AccountDeletionPreview> {
  const list = await profilesGoingWithAccount(db, user.id);
  const own = list.find((p) => p.userId === user.id);
  return {
    ownProfile: own ? { id: own.id, name: playerFullName(own), isMinor: needsParentalConsent(own) } : null,
    childProfiles: list.filter((p) => p !== own).map((p) => ({ id: p.id, name: playerFullName(p) })),
  };
}

/** DELETE /api/auth/account: with the password; every session ends (the user row goes). */
export async function deleteAccount(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  user: AuthUser,
  input: DeleteAccountInput,
  info: RequestInfo,
): Promise<DataControlMessage> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, input.password))) {
    throw new AppError('FORBIDDEN', WRONG_PASSWORD, {
      issues: [{ path: 'password', message: WRONG_PASSWORD }],
    });
  }
  const keys = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const list = await profilesGoingWithAccount(tx, user.id);
    const accounts = [{ id: user.id, email: user.email }, ...(await ownAccountsOf(tx, list, user.id))];
    const files = await purgePlayers(
      tx,
      list.map((p) => p.id),
    );
    await purgeAccounts(tx, accounts);
    await recordAudit(
      tx,
      {
        eventType: 'account_deleted',
        targetType: 'user',
        metadata: { role: user.role, playersDeleted: list.length },
      },
      info,
    );
    return files;
  });
  await removeFiles(storage, log, keys);
  return { message: 'Your account has been deleted.' };
}
