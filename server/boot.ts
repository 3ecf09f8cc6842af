import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { seedDemoData } from './db/seed/demo.ts';
import type { Env } from './env.ts';
import { findUserByEmail } from './features/auth/index.ts';
import { seedSubscriptionData } from './features/subscriptions/index.ts';
import { hashPassword } from './lib/password.ts';
import { createStorage } from './lib/storage/index.ts';

/**
 * Start-up data, the one place that decides which seeds run: tiers always (idempotent), the bootstrap
 * admin, and demo data when SEED_DEMO is on (after the tiers it refers to). Safe to run at every start:
 * each step leaves existing rows as they are.
 */
export async function prepareData(db: Db, env: Env, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) {
  await seedSubscriptionData(db);
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const existing = await findUserByEmail(db, env.ADMIN_EMAIL);
    if (!existing) {
      await db.insert(users).values({
        email: env.ADMIN_EMAIL.toLowerCase(),
        name: 'Administrator',
        role: 'ADMIN',
        emailVerified: true,
        passwordHash: await hashPassword(env.ADMIN_PASSWORD),
      });
      log.info(`bootstrap admin ${env.ADMIN_EMAIL} created`);
    } else if (existing.role !== 'ADMIN') {
      // Never promote: whoever registered this address first would become an administrator.
      log.warn(
        `ADMIN_EMAIL ${env.ADMIN_EMAIL} belongs to an existing ${existing.role} account; it was not made an administrator. Choose another ADMIN_EMAIL, or change the role in the database.`,
      );
    }
  }
  if (env.NODE_ENV === 'production') {
    // Demo accounts have published passwords (README): never in production, whatever the driver.
    if (env.SEED_DEMO_REFUSED) log.warn('SEED_DEMO=true is ignored: demo data is never seeded in production');
    log.info('NODE_ENV=production: no demo data is seeded');
    return;
  }
  // Demo photos go where the app keeps uploads (the same storage the app is built with).
  if (env.SEED_DEMO) await seedDemoData(db, createStorage(env), (m: string) => log.info(m));
}
