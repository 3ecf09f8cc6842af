import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { SearchResultPlayer } from '#common/contracts/search.ts';
import type { JobPeriod } from '#common/jobs.ts';
import { savedSearches, savedSearchMatches, users } from '#server/db/schema/index.ts';
import { unsubscribeLink, wantsEmail } from '#server/features/notifications/index.ts';
import { enqueueEmail } from '#server/lib/email/queue.ts';
import { savedSearchAlertEmail } from '#server/lib/email/recruiting-templates.ts';
import { claimPeriodEmail, type JobContext, type JobResult, type ScheduledJob } from '#server/lib/jobs.ts';
import { searchAs } from './search-as.ts';

/** At most this many players per search are named in an e-mail; the rest are counted. */
const LISTED_PER_SEARCH = 20;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * D307: a saved-search alert run. Each saved search the period covers is run as its recruiter (search-as.ts),
 * and the players it finds for the first time are recorded. Then each recruiter with new players in
 * searches alerting at this period gets ONE e-mail for the period (job_emails, D302), naming only players
 * the search still shows them now. The daily run also refreshes searches without an alert, for the
 * dashboard's "new since your last visit" (D308).
 */
async function runAlerts(
  ctx: JobContext,
  job: string,
  period: JobPeriod,
  periodStart: string,
): Promise<JobResult> {
  const { app, db } = ctx;
  const appUrl = app.ctx.env.APP_URL;
  const covered = period === 'daily' ? ['none', 'daily'] : ['weekly'];
  const searches = await db
    .select({
      id: savedSearches.id,
      ownerUserId: savedSearches.ownerUserId,
      name: savedSearches.name,
      query: savedSearches.query,
      alert: savedSearches.alert,
      email: users.email,
      ownerName: users.name,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.ownerUserId))
    .where(
      and(inArray(savedSearches.alert, covered), eq(users.role, 'RECRUITER'), eq(users.suspended, false)),
    )
    .orderBy(savedSearches.ownerUserId, savedSearches.createdAt);
  const byOwner = new Map<string, typeof searches>();
  for (const search of searches)
    byOwner.set(search.ownerUserId, [...(byOwner.get(search.ownerUserId) ?? []), search]);
  const counts = {
    recruiters: byOwner.size,
    searches: searches.length,
    emailsSent: 0,
    playersNamed: 0,
    alreadySent: 0,
    optedOut: 0,
  };

  for (const [ownerUserId, own] of byOwner) {
    const visible = new Map<string, SearchResultPlayer[]>();
    for (const search of own) {
      const found = await searchAs(app, ownerUserId, search.query);
      if (!found) continue;
      visible.set(search.id, found);
      if (found.length > 0) {
        await db
          .insert(savedSearchMatches)
          .values(found.map((p) => ({ savedSearchId: search.id, playerId: p.id })))
          .onConflictDoNothing();
      }
    }
    const alerting = own.filter((s) => s.alert === period && visible.has(s.id));
    if (alerting.length === 0) continue;
    const pending = await db
      .select({ savedSearchId: savedSearchMatches.savedSearchId, playerId: savedSearchMatches.playerId })
      .from(savedSearchMatches)
      .where(
        and(
          inArray(
            savedSearchMatches.savedSearchId,
            alerting.map((s) => s.id),
          ),
          isNull(savedSearchMatches.alertedAt),
        ),
      );
    // Only players the search shows the recruiter now: consent withdrawn or a profile hidden since is never named.
    const parts = alerting
      .map((search) => {
        const shown = visible.get(search.id)!;
        const ids = new Set(pending.filter((m) => m.savedSearchId === search.id).map((m) => m.playerId));
        return { search, players: shown.filter((p) => ids.has(p.id)) };
      })
      .filter((part) => part.players.length > 0);
    if (parts.length === 0) continue;
    const owner = own[0]!;
    await db.transaction(async (tx) => {
      if (!(await wantsEmail(tx, ownerUserId, 'savedSearchAlerts'))) {
        counts.optedOut++;
        return;
      }
      if (!(await claimPeriodEmail(tx, { job, periodStart, userId: ownerUserId }))) {
        counts.alreadySent++;
        return;
      }
      const unsubscribe = await unsubscribeLink(tx, appUrl, ownerUserId, 'savedSearchAlerts');
      const total = parts.reduce((sum, part) => sum + part.players.length, 0);
      await enqueueEmail(tx, {
        ...savedSearchAlertEmail({
          to: owner.email,
          recruiterName: owner.ownerName,
          period,
          total,
          unsubscribeUrl: unsubscribe.pageUrl,
          parts: parts.map(({ search, players }) => ({
            name: search.name,
            searchUrl: `${appUrl}/recruiter/search${search.query ? `?${search.query}` : ''}`,
            players: players.slice(0, LISTED_PER_SEARCH).map((p) => ({
              name: `${p.firstName} ${p.lastName}`,
              detail: [String(p.birthYear), p.positions.join('/')].filter(Boolean).join(', '),
              url: `${appUrl}/player/${p.slug}`,
            })),
            more: Math.max(0, players.length - LISTED_PER_SEARCH),
          })),
        }),
        metadata: { savedSearchIds: parts.map((p) => p.search.id), ...unsubscribe.metadata },
      });
      const now = new Date();
      for (const { search, players } of parts) {
        await tx
          .update(savedSearchMatches)
          .set({ alertedAt: now })
          .where(
            and(
              eq(savedSearchMatches.savedSearchId, search.id),
              inArray(
                savedSearchMatches.playerId,
                players.map((p) => p.id),
              ),
            ),
          );
      }
      counts.emailsSent++;
      counts.playersNamed += total;
    });
  }
  app.ctx.mail.nudge();
  const summary = [
    `Sent ${plural(counts.emailsSent, 'e-mail')} naming ${plural(counts.playersNamed, 'new player')}`,
    `${plural(counts.searches, 'saved search', 'saved searches')} checked`,
    ...(counts.alreadySent > 0
      ? [`${plural(counts.alreadySent, 'recruiter')} already had this period’s e-mail`]
      : []),
    ...(counts.optedOut > 0 ? [`${plural(counts.optedOut, 'recruiter')} turned these e-mails off`] : []),
  ].join('; ');
  return { summary: `${summary}.`, counts };
}

export const SAVED_SEARCH_ALERT_JOBS = {
  daily: 'saved-search-alerts-daily',
  weekly: 'saved-search-alerts-weekly',
} as const;

const alertJob = (period: JobPeriod): ScheduledJob<JobContext> => ({
  name: SAVED_SEARCH_ALERT_JOBS[period],
  title: period === 'daily' ? 'Saved-search alerts (daily)' : 'Saved-search alerts (weekly)',
  period,
  run: (ctx, run) => runAlerts(ctx, SAVED_SEARCH_ALERT_JOBS[period], period, run.periodStart),
});

export const savedSearchAlertJobs = [alertJob('daily'), alertJob('weekly')];
