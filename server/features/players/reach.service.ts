import { and, count, countDistinct, eq, gte, lte, or, sql } from 'drizzle-orm';
import type {
  AnalyticsBucket,
  ProfileAnalytics,
  ProfileUrlResponse,
} from '#common/contracts/player-reach.ts';
import { VIEWER_GROUPS, type ViewerGroup } from '#common/contracts/player-reach.ts';
import { ANALYTICS_LOCKED_MESSAGE, CUSTOM_URL_LOCKED_MESSAGE } from '#common/profile-url.ts';
import type { FeatureKey } from '#common/tier-limits.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { playerSlugHistory, players, profileViews } from '#server/db/schema/index.ts';
import { DEMO_PLAYER_SLUGS } from '#server/db/seed/demo.ts';
import { featureAccessForPlayerMany } from '#server/features/subscriptions/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { todayIsoDate } from '#server/lib/dates.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { AppError } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import type { PlayerRow } from './player-access.ts';

/**
 * The paid profile features (D114, D115): a custom profile URL and advanced analytics. Both are gated by the
 * feature-access function (the player's plan or a linked parent's, decisions §5) on every call: 403 with a
 * message naming the plans that include them.
 */

async function assertFeature(db: DbOrTx, player: PlayerRow, key: FeatureKey, message: string) {
  const access = (await featureAccessForPlayerMany(db, player, [key])).get(key)!;
  if (!access.hasAccess) throw new AppError('FORBIDDEN', message);
}

export const SLUG_TAKEN_MESSAGE = 'That address is taken. Please choose another.';

/**
 * PUT /api/players/{id}/profile-url: the player's new address (already checked by customSlugError). The
 * old address goes to player_slug_history and redirects for good; nobody else may take it (a slug freed
 * by a rename stays its player's, D114), but the player may take it back. One transaction.
 */
export async function changeProfileUrl(
  db: Db,
  user: AuthUser,
  player: PlayerRow,
  slug: string,
  info: RequestInfo,
): Promise<ProfileUrlResponse> {
  await assertFeature(db, player, 'custom_profile_url', CUSTOM_URL_LOCKED_MESSAGE);
  if (slug === player.slug) return { slug, previousSlug: null };
  try {
    return await db.transaction(async (tx) => {
      // The row lock orders two renames of one player; the unique keys settle races between players.
      const [current] = await tx
        .select({ slug: players.slug })
        .from(players)
        .where(eq(players.id, player.id))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND', 'Player not found.');
      if (current.slug === slug) return { slug, previousSlug: null };
      const [[owner], [held]] = await Promise.all([
        tx.select({ id: players.id }).from(players).where(eq(players.slug, slug)).limit(1),
        tx
          .select({ playerId: playerSlugHistory.playerId })
          .from(playerSlugHistory)
          .where(eq(playerSlugHistory.oldSlug, slug))
          .limit(1),
      ]);
      if (owner || (held && held.playerId !== player.id)) throw new AppError('CONFLICT', SLUG_TAKEN_MESSAGE);
      // Taking back one of its own old addresses: it stops redirecting.
      if (held) await tx.delete(playerSlugHistory).where(eq(playerSlugHistory.oldSlug, slug));
      await tx
        .insert(playerSlugHistory)
        .values({ oldSlug: current.slug, playerId: player.id })
        .onConflictDoNothing();
      await tx.update(players).set({ slug }).where(eq(players.id, player.id));
      await recordAudit(
        tx,
        {
          eventType: 'player_profile_updated',
          userId: user.id,
          targetUserId: player.userId,
          targetType: 'player',
          targetId: player.id,
          changes: ['slug'],
          metadata: { slug: { from: current.slug, to: slug } },
        },
        info,
      );
      return { slug, previousSlug: current.slug };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', SLUG_TAKEN_MESSAGE);
    throw err;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The Monday of an ISO date's week. */
const mondayOf = (iso: string) => addDays(iso, -((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7));

/**
 * GET /api/players/{id}/analytics: views over the last 30 or 90 days (UTC days, as profile_views records
 * them, one per viewer and day), per day or week, and per viewer role. Read from profile_views only; no
 * viewer is ever named, for any player (a minor above all, D115).
 */
export async function profileAnalytics(
  db: DbOrTx,
  player: PlayerRow,
  query: { range: '30' | '90'; bucket?: AnalyticsBucket },
  now: Date = new Date(),
): Promise<ProfileAnalytics> {
  await assertFeature(db, player, 'advanced_analytics', ANALYTICS_LOCKED_MESSAGE);
  const range = Number(query.range);
  const bucket: AnalyticsBucket = query.bucket ?? (range > 30 ? 'week' : 'day');
  const to = todayIsoDate(now);
  const from = addDays(to, -(range - 1));
  const previousFrom = addDays(from, -range);
  const inWindow = and(
    eq(profileViews.playerId, player.id),
    gte(profileViews.viewedOn, from),
    lte(profileViews.viewedOn, to),
  );
  const [perDay, perRole, [totals], [previous]] = await Promise.all([
    db
      .select({ day: profileViews.viewedOn, views: count() })
      .from(profileViews)
      .where(inWindow)
      .groupBy(profileViews.viewedOn),
    db
      .select({ role: profileViews.viewerRole, views: count() })
      .from(profileViews)
      .where(inWindow)
      .groupBy(profileViews.viewerRole),
    db
      .select({ views: count(), viewers: countDistinct(profileViews.viewerKey) })
      .from(profileViews)
      .where(inWindow),
    db
      .select({ views: count() })
      .from(profileViews)
      .where(
        and(
          eq(profileViews.playerId, player.id),
          gte(profileViews.viewedOn, previousFrom),
          sql`${profileViews.viewedOn} < ${from}`,
        ),
      ),
  ]);

  const series: ProfileAnalytics['series'] = [];
  const index = new Map<string, number>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const start = bucket === 'day' ? day : mondayOf(day) < from ? from : mondayOf(day);
    if (!index.has(start)) {
      index.set(start, series.length);
      series.push({ start, views: 0 });
    }
  }
  for (const row of perDay) {
    const start = bucket === 'day' ? row.day : mondayOf(row.day) < from ? from : mondayOf(row.day);
    const at = index.get(start);
    if (at !== undefined) series[at]!.views += row.views;
  }

  const byGroup = new Map<ViewerGroup, number>(VIEWER_GROUPS.map((g) => [g, 0]));
  for (const row of perRole) {
    const group = (VIEWER_GROUPS as readonly string[]).includes(row.role)
      ? (row.role as ViewerGroup)
      : 'anonymous';
    byGroup.set(group, byGroup.get(group)! + row.views);
  }
  const byRole = [...byGroup]
    .map(([role, views]) => ({ role, views }))
    .sort((a, b) => b.views - a.views || VIEWER_GROUPS.indexOf(a.role) - VIEWER_GROUPS.indexOf(b.role));

  return {
    range,
    bucket,
    from,
    to,
    totalViews: totals?.views ?? 0,
    uniqueViewers: totals?.viewers ?? 0,
    previousViews: previous?.views ?? 0,
    series,
    byRole,
  };
}

/**
 * The rich demo profile's public address (D116: linked from the landing page), following a custom URL
 * it may have been given; null when there is no demo data (production) or the profile is not public.
 */
export async function demoProfilePath(db: DbOrTx): Promise<string | null> {
  const slug = DEMO_PLAYER_SLUGS.player;
  const [row] = await db
    .select({ slug: players.slug })
    .from(players)
    .leftJoin(playerSlugHistory, eq(playerSlugHistory.playerId, players.id))
    .where(
      and(
        or(eq(players.slug, slug), eq(playerSlugHistory.oldSlug, slug)),
        eq(players.profileStatus, 'active'),
      ),
    )
    .limit(1);
  return row ? `/player/${row.slug}` : null;
}
