import { randomUUID } from 'node:crypto';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Role } from '#common/enums.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { auditLogs, users } from '#server/db/schema/index.ts';
import * as D from '../demo-data.ts';
import { pick, type Rng, randomInt, slugify } from '../factories.ts';
import { DEMO_ACCOUNTS, type DemoRole } from './accounts.ts';
import { DEMO_RECRUITER_LIST_NAME } from './recruiters.ts';
import { DAY_MS, insertInBatches } from './shared.ts';

/** How many community accounts the demo adds beside the demo logins (the admin users table has pages). */
export const DEMO_COMMUNITY_ACCOUNTS = 36;

const DEMO_USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
];

/**
 * A living admin dashboard on a fresh install. Families, players and recruiters beside the demo
 * logins (some unverified, one suspended), and a few weeks of the audit history the app records: logins,
 * failures, profile updates, list changes and the admin's own actions. Addresses are documentation ranges.
 */
export async function seedCommunity(
  tx: DbOrTx,
  rng: Rng,
  ctx: { passwordHashes: string[]; now: Date; accounts: Record<DemoRole, { id: string; name: string }> },
) {
  const { now } = ctx;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const roles: Role[] = ['PARENT', 'PARENT', 'PLAYER', 'PLAYER', 'PARENT', 'RECRUITER'];
  const rows: PgInsertValue<typeof users>[] = [];
  for (let i = 0; i < DEMO_COMMUNITY_ACCOUNTS; i++) {
    const role = roles[i % roles.length]!;
    const first = pick(rng, i % 2 === 0 ? D.MALE_FIRST_NAMES : D.FEMALE_FIRST_NAMES);
    const last = pick(rng, D.LAST_NAMES);
    const joined = ago(randomInt(rng, 2, 300));
    const verified = i % 5 !== 3;
    const suspended = i === 7;
    rows.push({
      id: randomUUID(),
      email: `${slugify(first)}.${slugify(last)}${i + 1}@${role === 'RECRUITER' ? 'college' : 'family'}.example`,
      name: `${first} ${last}`,
      role,
      passwordHash: ctx.passwordHashes[i]!,
      emailVerified: verified,
      suspended,
      suspendedAt: suspended ? ago(4) : null,
      suspendedReason: suspended ? 'Repeated spam messages to families, reported by two parents.' : null,
      lastLoginAt: i % 4 === 0 ? null : ago(Math.min(randomInt(rng, 0, 30), verified ? 30 : i % 5)),
      // An address never confirmed is deleted 7 days after sign-up (common/retention.ts): these signed up lately.
      createdAt: verified ? joined : ago(1 + (i % 5)),
    });
  }
  await insertInBatches(tx, users, rows);

  const ip = () => `203.0.113.${randomInt(rng, 2, 250)}`;
  const ua = () => pick(rng, DEMO_USER_AGENTS);
  const audit: PgInsertValue<typeof auditLogs>[] = [];
  const people = [
    ...rows.map((r) => ({ id: r.id!, email: r.email })),
    ...DEMO_ACCOUNTS.map((a) => ({ id: ctx.accounts[a.role].id, email: a.email })),
  ];
  for (let i = 0; i < 80; i++) {
    const who = pick(rng, people);
    const at = new Date(now.getTime() - rng() * 28 * DAY_MS);
    const kind = rng();
    const base = { userId: who.id, email: who.email, ipAddress: ip(), userAgent: ua(), createdAt: at };
    if (kind < 0.55) audit.push({ ...base, eventType: 'login_success' });
    else if (kind < 0.68)
      audit.push({
        ...base,
        userId: null,
        eventType: 'login_failure',
        errorMessage: 'Invalid email or password',
      });
    else if (kind < 0.8) audit.push({ ...base, eventType: 'logout' });
    else
      audit.push({ ...base, eventType: 'player_profile_updated', changes: { fields: ['bio', 'heightCm'] } });
  }
  const recruiter = DEMO_ACCOUNTS.find((a) => a.role === 'RECRUITER')!;
  audit.push({
    eventType: 'list_created',
    userId: ctx.accounts.RECRUITER.id,
    email: recruiter.email,
    ipAddress: ip(),
    userAgent: ua(),
    metadata: { name: DEMO_RECRUITER_LIST_NAME },
    createdAt: ago(21),
  });
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'ADMIN')!;
  const suspendedUser = rows[7]!;
  audit.push({
    eventType: 'user_suspended',
    userId: ctx.accounts.ADMIN.id,
    targetUserId: suspendedUser.id,
    email: admin.email,
    ipAddress: '198.51.100.7',
    userAgent: DEMO_USER_AGENTS[1],
    changes: { suspended: { from: false, to: true } },
    metadata: { reason: suspendedUser.suspendedReason },
    createdAt: ago(4),
  });
  await insertInBatches(tx, auditLogs, audit);
}
