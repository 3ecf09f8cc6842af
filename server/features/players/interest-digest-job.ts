import { and, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import { type BirthDate, isAdult } from '#common/age.ts';
import { formatIsoDay } from '#common/calendar.ts';
import { previousPeriodStart } from '#common/jobs.ts';
import type { DbOrTx } from '#server/db/client.ts';
import {
  conversations,
  playerParents,
  players,
  profileViews,
  recruiterListItems,
  users,
} from '#server/db/schema/index.ts';
import { unsubscribeLink, wantsEmail } from '#server/features/notifications/index.ts';
import { featureAccessForPlayerMany } from '#server/features/subscriptions/index.ts';
import { enqueueEmail } from '#server/lib/email/queue.ts';
import { claimPeriodEmail, type JobContext, type JobResult, type ScheduledJob } from '#server/lib/jobs.ts';
import { interestDigest } from './interest-digest.ts';

export const INTEREST_DIGEST_JOB = 'interest-digest-weekly';

const DAY_MS = 86_400_000;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * D335: who receives a player's digest. An adult with an account of their own: that account alone. A
 * minor (under 18 by the month rule, decisions §4): the linked parents, never the minor. An adult without
 * an account: the linked parents, who manage the profile until it is claimed (D142).
 */
export function digestRecipients(
  player: BirthDate & { userId: string | null },
  parentUserIds: readonly string[],
  now: Date,
): string[] {
  if (player.userId && isAdult(player, now)) return [player.userId];
  return [...new Set(parentUserIds)];
}

/**
 * The players with anything in the week that the digest counts: a view, a list item added, a conversation
 * started. A superset of the non-quiet ones (interestDigest decides), so the quiet majority costs one read.
 */
async function playersWithActivity(db: DbOrTx, weekStart: string, weekEnd: string): Promise<string[]> {
  const since = new Date(Date.parse(`${weekStart}T00:00:00Z`));
  const until = new Date(since.getTime() + 7 * DAY_MS);
  const [viewed, saved, written] = await Promise.all([
    db
      .selectDistinct({ id: profileViews.playerId })
      .from(profileViews)
      .where(and(gte(profileViews.viewedOn, weekStart), lte(profileViews.viewedOn, weekEnd))),
    db
      .selectDistinct({ id: recruiterListItems.playerId })
      .from(recruiterListItems)
      .where(and(gte(recruiterListItems.addedAt, since), lt(recruiterListItems.addedAt, until))),
    db
      .selectDistinct({ id: conversations.playerId })
      .from(conversations)
      .where(
        and(
          eq(conversations.startedByUserId, conversations.recruiterUserId),
          gte(conversations.createdAt, since),
          lt(conversations.createdAt, until),
        ),
      ),
  ]);
  return [...new Set([...viewed, ...saved, ...written].map((r) => r.id))].sort();
}

/**
 * D335-D337: the weekly interest digest. For the Monday-to-Sunday week (UTC) before the run, each player
 * with a non-quiet week whose plan has the Analytics tab gets one e-mail per recipient (digestRecipients),
 * each only if the recipient wants it (D304: off by default about a player under 13), with a one-click
 * unsubscribe (D305), claimed once per recipient, player and week in the transaction that queues it (D302).
 */
async function runDigests(ctx: JobContext, now: Date): Promise<JobResult> {
  const { app, db } = ctx;
  const appUrl = app.ctx.env.APP_URL;
  const weekStart = previousPeriodStart('weekly', now);
  const weekEnd = new Date(Date.parse(`${weekStart}T00:00:00Z`) + 6 * DAY_MS).toISOString().slice(0, 10);
  const counts = {
    profilesWithActivity: 0,
    withoutAnalytics: 0,
    emailsSent: 0,
    alreadySent: 0,
    optedOut: 0,
  };
  const ids = await playersWithActivity(db, weekStart, weekEnd);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: players.id,
            userId: players.userId,
            birthYear: players.birthYear,
            birthMonth: players.birthMonth,
            ownerSuspended: users.suspended,
          })
          .from(players)
          .leftJoin(users, eq(users.id, players.userId))
          .where(inArray(players.id, ids))
          .orderBy(players.id);
  const parentRows =
    ids.length === 0
      ? []
      : await db
          .select({ playerId: playerParents.playerId, userId: playerParents.parentUserId })
          .from(playerParents)
          .innerJoin(users, eq(users.id, playerParents.parentUserId))
          .where(and(inArray(playerParents.playerId, ids), eq(users.suspended, false)))
          .orderBy(playerParents.parentUserId);

  for (const player of rows) {
    const parents = parentRows.filter((p) => p.playerId === player.id).map((p) => p.userId);
    const recipients = digestRecipients(player, parents, now).filter(
      (id) => id !== player.userId || !player.ownerSuspended,
    );
    if (recipients.length === 0) continue;
    // D336: the same gate as the Analytics tab, so the e-mail never shows what the screen would lock.
    const access = (await featureAccessForPlayerMany(db, player, ['advanced_analytics'])).get(
      'advanced_analytics',
    );
    if (!access?.hasAccess) {
      counts.withoutAnalytics++;
      continue;
    }
    // D335: a quiet week (no viewer, save or conversation) sends nothing.
    if ((await interestDigest(db, player.id, weekStart)).quiet) continue;
    counts.profilesWithActivity++;
    for (const userId of recipients) {
      await db.transaction(async (tx) => {
        if (!(await wantsEmail(tx, userId, 'interestDigests', { playerId: player.id }))) {
          counts.optedOut++;
          return;
        }
        // D337: job_emails holds one row per job, period and account; the player goes in the job's key.
        const claim = { job: `${INTEREST_DIGEST_JOB}:${player.id}`, periodStart: weekStart, userId };
        if (!(await claimPeriodEmail(tx, claim))) {
          counts.alreadySent++;
          return;
        }
        const [recipient] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
        const unsubscribe = await unsubscribeLink(tx, appUrl, userId, 'interestDigests');
        const digest = await interestDigest(tx, player.id, weekStart, {
          recipientUserId: userId,
          appUrl,
          unsubscribeUrl: unsubscribe.pageUrl,
        });
        await enqueueEmail(tx, {
          to: recipient!.email,
          subject: digest.subject,
          body: digest.text,
          emailType: 'interest_digest',
          metadata: { playerId: player.id, weekStart, ...unsubscribe.metadata },
        });
        counts.emailsSent++;
      });
    }
  }
  app.ctx.mail.nudge();
  const summary = [
    `Sent ${plural(counts.emailsSent, 'e-mail')} for the week of ${formatIsoDay(weekStart)} to ${formatIsoDay(weekEnd)}`,
    `${plural(counts.profilesWithActivity, 'profile')} had interest`,
    ...(counts.withoutAnalytics > 0
      ? [`${plural(counts.withoutAnalytics, 'profile')} on a plan without the Analytics tab`]
      : []),
    ...(counts.alreadySent > 0
      ? [`${plural(counts.alreadySent, 'recipient')} already had this week’s e-mail`]
      : []),
    ...(counts.optedOut > 0 ? [`${plural(counts.optedOut, 'recipient')} did not want it`] : []),
  ].join('; ');
  return { summary: `${summary}.`, counts };
}

export const interestDigestJob: ScheduledJob<JobContext> = {
  name: INTEREST_DIGEST_JOB,
  title: 'Interest digest (weekly)',
  period: 'weekly',
  run: (ctx, run) => runDigests(ctx, run.now),
};
