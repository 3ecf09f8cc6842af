import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { RETENTION_DAYS } from '#common/retention.ts';
import { players, users } from '#server/db/schema/index.ts';
import { createUser, type User } from '#server/db/seed/factories.ts';
import { runRetention } from '#server/features/data-control/retention.ts';
import type { TestApp } from './test-app.ts';

/**
 * The steps the data-retention API test files share, on the file's app `t`: moments in the past, a rule's
 * period just passed or not, a run of the job, whether a user or a player is still there, and an unconfirmed
 * account signed up some days ago.
 */
export function retentionKit(t: TestApp) {
  const DAY_MS = 86_400_000;
  /** A moment `days` days before now (fractions allowed). */
  const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
  const dayAgo = (days: number) => ago(days).toISOString().slice(0, 10);
  const hash = () => randomBytes(32).toString('hex');
  /** Just past a rule's period, and just within it. */
  const past = (rule: keyof typeof RETENTION_DAYS) => RETENTION_DAYS[rule] + 1;
  const within = (rule: keyof typeof RETENTION_DAYS) => RETENTION_DAYS[rule] - 1;

  const run = () => runRetention({ db: t.db, storage: t.app.ctx.storage, log: t.app.log });

  async function userExists(id: string) {
    return (await t.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;
  }

  async function playerExists(id: string) {
    return (await t.db.select({ id: players.id }).from(players).where(eq(players.id, id))).length === 1;
  }

  /** An account whose e-mail was never confirmed, signed up `days` days ago. */
  async function unverifiedUser(days: number, role: User['role'] = 'PLAYER') {
    const user = await createUser(t.db, { emailVerified: false, role });
    await t.db
      .update(users)
      .set({ createdAt: ago(days) })
      .where(eq(users.id, user.id));
    return user;
  }

  return { DAY_MS, ago, dayAgo, hash, past, within, run, userExists, playerExists, unverifiedUser };
}
