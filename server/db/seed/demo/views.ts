import { createHash } from 'node:crypto';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { periodStart } from '#common/jobs.ts';
import { profileViews } from '#server/db/schema/index.ts';
import { randomInt } from '../factories.ts';
import type { DemoAccounts, DemoRole } from './accounts.ts';
import { DAY_MS, type DemoContext, insertInBatches, weightedPick } from './shared.ts';

/**
 * Profile views of the demo player: profile_views rows, at most one per viewer and day (as recorded).
 * Signed-out visitors are keyed like real ones, by a hash of an address and user agent. The first eight fall
 * one in each of the eight Monday weeks before this one, so the funnel's weeks and the weekly digest of the
 * week just ended (D335) always have something to show; the rest are anywhere in the last 60 days.
 */
const WEEKS_WITH_A_VIEW = 8;

export async function seedDemoPlayerViews(ctx: DemoContext, account: DemoAccounts, playerId: string) {
  const { tx, rng, now } = ctx;
  const viewers: { role: DemoRole | null; userId: string | null }[] = [
    { role: 'RECRUITER', userId: account.RECRUITER.id },
    { role: 'ORG_STAFF', userId: account.ORG_STAFF.id },
    { role: 'PARENT', userId: account.PARENT.id },
    { role: null, userId: null },
  ];
  const thisWeek = new Date(`${periodStart('weekly', now)}T00:00:00Z`).getTime();
  const viewRows = new Map<string, PgInsertValue<typeof profileViews>>();
  for (let i = 0; i < 36; i++) {
    const viewer = weightedPick(rng, viewers, (v) => (v.role === 'RECRUITER' ? 5 : v.role === null ? 3 : 1));
    const createdAt =
      i < WEEKS_WITH_A_VIEW
        ? new Date(thisWeek - (i + 1 - rng()) * 7 * DAY_MS)
        : new Date(now.getTime() - rng() * 60 * DAY_MS);
    const viewerKey = viewer.userId
      ? `u:${viewer.userId}`
      : `a:${createHash('sha256')
          .update(`198.51.100.${randomInt(rng, 1, 254)}|Demo browser`)
          .digest('hex')}`;
    const viewedOn = createdAt.toISOString().slice(0, 10);
    viewRows.set(`${viewerKey}|${viewedOn}`, {
      playerId,
      viewerUserId: viewer.userId,
      viewerRole: viewer.role ?? 'anonymous',
      viewerKey,
      viewedOn,
      createdAt,
    });
  }
  await insertInBatches(tx, profileViews, [...viewRows.values()]);
}
