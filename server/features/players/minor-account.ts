import { eq } from 'drizzle-orm';
import { isMinor } from '#common/age.ts';
import type { Role } from '#common/enums.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { players } from '#server/db/schema/index.ts';

/**
 * Whether an account is (or may be) under 18: a PLAYER account whose profile is a minor's, or that has no
 * profile yet (its age is unknown, so the youngest reading applies, decisions §4). Routes that e-mail an
 * address an adult typed use it so that no adult's text reaches a minor outside a conversation with a
 * parent (D131, D132).
 */
export async function isMinorAccount(db: DbOrTx, account: { id: string; role: Role }): Promise<boolean> {
  if (account.role !== 'PLAYER') return false;
  const [profile] = await db
    .select({ birthYear: players.birthYear, birthMonth: players.birthMonth })
    .from(players)
    .where(eq(players.userId, account.id))
    .limit(1);
  return !profile || isMinor(profile);
}
