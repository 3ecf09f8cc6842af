import { and, eq, gte, inArray, lt, lte, min, sql } from 'drizzle-orm';
import type {
  InterestFunnel,
  InterestProgramRow,
  InterestWeek,
  InterestWeeks,
  NamedConversation,
} from '#common/contracts/interest.ts';
import { VIEWER_GROUPS, type ViewerGroup } from '#common/contracts/player-reach.ts';
import { ANALYTICS_LOCKED_MESSAGE } from '#common/profile-url.ts';
import {
  type FunnelProgram,
  GROUP_MINIMUM,
  type GroupCounts,
  poolProgramGroups,
  programGroupKey,
  UNKNOWN_GROUP,
} from '#common/program-groups.ts';
import type { DbOrTx } from '#server/db/client.ts';
import {
  conversationParticipants,
  conversations,
  profileViews,
  recruiterListItems,
  recruiterLists,
  recruiters,
  users,
} from '#server/db/schema/index.ts';
import { featureAccessForPlayerMany } from '#server/features/subscriptions/index.ts';
import { todayIsoDate } from '#server/lib/dates.ts';
import { AppError } from '#server/lib/errors.ts';
import type { PlayerRow } from './player-access.ts';

/**
 * D330-D334: the interest funnel of a player: different viewers (from profile_views, recorded as before),
 * recruiters who first saved the profile to a list, and conversations a recruiter started, per Monday week
 * (UTC) and by program group (common/program-groups.ts, small groups pooled). A recruiter is named only in a
 * conversation the reader is in; who saved is never said.
 */

const DAY_MS = 86_400_000;
const dayStart = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const addDays = (iso: string, days: number) =>
  new Date(dayStart(iso) + days * DAY_MS).toISOString().slice(0, 10);
/** The Monday (UTC) of an ISO date's week (D330: weeks start on Monday). */
export const mondayOf = (iso: string) => addDays(iso, -((new Date(dayStart(iso)).getUTCDay() + 6) % 7));
const isoOf = (at: Date) => at.toISOString().slice(0, 10);

/** The ISO Monday of a stored day, as text (so no driver turns it into a Date in some time zone). */
const weekOfView = sql<string>`to_char(${profileViews.viewedOn} - (extract(isodow from ${profileViews.viewedOn})::int - 1), 'YYYY-MM-DD')`;

type Activity = { viewed: boolean; saved: boolean; wrote: number };

export interface FunnelPeriod {
  /** A Monday. */
  from: string;
  /** The last day counted (today for the screen, the Sunday for a digest). */
  to: string;
  /** Saves and conversations before this instant count (now, or the Monday after a digest's week). */
  until: Date;
  /** Who reads it: recruiters are named only in conversations this user is in (null: nobody is named). */
  readerUserId: string | null;
}

export interface FunnelFigures {
  from: string;
  to: string;
  totals: InterestFunnel['totals'];
  series: InterestWeek[];
  byRole: InterestFunnel['byRole'];
  named: NamedConversation[];
}

/** The funnel of one player over whole Monday weeks from `from` to `to` (D330-D333). */
export async function interestFigures(
  db: DbOrTx,
  playerId: string,
  period: FunnelPeriod,
): Promise<FunnelFigures> {
  const { from, to, until, readerUserId } = period;
  const since = new Date(dayStart(from));
  const viewsInPeriod = and(
    eq(profileViews.playerId, playerId),
    gte(profileViews.viewedOn, from),
    lte(profileViews.viewedOn, to),
  );
  const distinctViewers = sql<number>`count(distinct ${profileViews.viewerKey})`.mapWith(Number);
  const distinctRecruiters =
    sql<number>`count(distinct ${profileViews.viewerKey}) filter (where ${profileViews.viewerRole} = 'RECRUITER')`.mapWith(
      Number,
    );
  const [perWeek, [whole], perRole, recruiterViews, firstSaves, started] = await Promise.all([
    db
      .select({ week: weekOfView, viewers: distinctViewers, recruiterViewers: distinctRecruiters })
      .from(profileViews)
      .where(viewsInPeriod)
      .groupBy(weekOfView),
    db
      .select({ viewers: distinctViewers, recruiterViewers: distinctRecruiters })
      .from(profileViews)
      .where(viewsInPeriod),
    db
      .select({ role: profileViews.viewerRole, viewers: distinctViewers })
      .from(profileViews)
      .where(viewsInPeriod)
      .groupBy(profileViews.viewerRole),
    db
      .selectDistinct({ week: weekOfView, key: profileViews.viewerKey, userId: profileViews.viewerUserId })
      .from(profileViews)
      .where(and(viewsInPeriod, eq(profileViews.viewerRole, 'RECRUITER'))),
    // D331: a recruiter counts once, when the profile first went on one of their lists (still there).
    db
      .select({ userId: recruiterLists.ownerUserId, first: min(recruiterListItems.addedAt) })
      .from(recruiterListItems)
      .innerJoin(recruiterLists, eq(recruiterLists.id, recruiterListItems.listId))
      .where(eq(recruiterListItems.playerId, playerId))
      .groupBy(recruiterLists.ownerUserId),
    // D331: conversations a recruiter started (a family's first message to a recruiter is not interest).
    db
      .select({
        id: conversations.id,
        userId: conversations.recruiterUserId,
        createdAt: conversations.createdAt,
        name: users.name,
        orgName: recruiters.orgName,
        verifiedProgram: recruiters.verifiedProgram,
        readerIsIn: readerUserId
          ? sql<boolean>`exists (select 1 from ${conversationParticipants} where ${conversationParticipants.conversationId} = ${conversations.id} and ${conversationParticipants.userId} = ${readerUserId})`
          : sql<boolean>`false`,
      })
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.recruiterUserId))
      .leftJoin(recruiters, eq(recruiters.userId, conversations.recruiterUserId))
      .where(
        and(
          eq(conversations.playerId, playerId),
          eq(conversations.startedByUserId, conversations.recruiterUserId),
          gte(conversations.createdAt, since),
          lt(conversations.createdAt, until),
        ),
      ),
  ]);
  const saves = firstSaves.filter((s) => s.first !== null && s.first >= since && s.first < until);

  // Every recruiter's verified program, in one read (D331: what an administrator checked, as threads show).
  const userIds = new Set<string>();
  for (const v of recruiterViews) if (v.userId) userIds.add(v.userId);
  for (const s of saves) userIds.add(s.userId);
  for (const c of started) userIds.add(c.userId);
  const programRows =
    userIds.size === 0
      ? []
      : await db
          .select({ userId: recruiters.userId, program: recruiters.verifiedProgram })
          .from(recruiters)
          .where(inArray(recruiters.userId, [...userIds]));
  const groupOfUser = new Map(
    programRows.map((r) => [r.userId, programGroupKey(r.program ? (r.program as FunnelProgram) : null)]),
  );
  const groupOf = (member: string) =>
    member.startsWith('u:') ? (groupOfUser.get(member.slice(2)) ?? programGroupKey(null)) : UNKNOWN_GROUP;

  // Who did what, per week and over the period; a member is a viewer key ('u:' + id for an account).
  const weeks: string[] = [];
  for (let week = from; week <= to; week = addDays(week, 7)) weeks.push(week);
  const perWeekActivity = new Map(weeks.map((w) => [w, new Map<string, Activity>()]));
  const overall = new Map<string, Activity>();
  const touch = (week: string, member: string, change: (a: Activity) => void) => {
    for (const map of [perWeekActivity.get(week), overall]) {
      if (!map) continue;
      const activity = map.get(member) ?? { viewed: false, saved: false, wrote: 0 };
      change(activity);
      map.set(member, activity);
    }
  };
  for (const v of recruiterViews) {
    touch(v.week, v.key, (a) => {
      a.viewed = true;
    });
  }
  for (const s of saves) {
    touch(mondayOf(isoOf(s.first!)), `u:${s.userId}`, (a) => {
      a.saved = true;
    });
  }
  for (const c of started) {
    touch(mondayOf(isoOf(c.createdAt)), `u:${c.userId}`, (a) => {
      a.wrote += 1;
    });
  }

  const programsOf = (activity: Map<string, Activity>): InterestProgramRow[] => {
    const groups = new Map<string, GroupCounts & { members: string[] }>();
    for (const [member, a] of activity) {
      const key = groupOf(member);
      const row = groups.get(key) ?? { key, members: [], viewers: 0, savedBy: 0, conversations: 0 };
      row.members.push(member);
      row.viewers += a.viewed ? 1 : 0;
      row.savedBy += a.saved ? 1 : 0;
      row.conversations += a.wrote;
      groups.set(key, row);
    }
    return poolProgramGroups([...groups.values()], GROUP_MINIMUM);
  };

  const viewersByWeek = new Map(perWeek.map((r) => [r.week, r]));
  const series: InterestWeek[] = weeks.map((start) => {
    const activity = perWeekActivity.get(start)!;
    const views = viewersByWeek.get(start);
    const sum = (pick: (a: Activity) => number) => [...activity.values()].reduce((s, a) => s + pick(a), 0);
    return {
      start,
      viewers: views?.viewers ?? 0,
      recruiterViewers: views?.recruiterViewers ?? 0,
      savedBy: sum((a) => (a.saved ? 1 : 0)),
      conversations: sum((a) => a.wrote),
      programs: programsOf(activity),
    };
  });

  const byGroup = new Map<ViewerGroup, number>(VIEWER_GROUPS.map((g) => [g, 0]));
  for (const row of perRole) {
    const group = (VIEWER_GROUPS as readonly string[]).includes(row.role)
      ? (row.role as ViewerGroup)
      : 'anonymous';
    byGroup.set(group, byGroup.get(group)! + row.viewers);
  }

  const named: NamedConversation[] = started
    .filter((c) => c.readerIsIn)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((c) => ({
      conversationId: c.id,
      recruiterName: c.name,
      // The verified program's name while there is one, as the thread shows (D149).
      organization: c.verifiedProgram?.name ?? c.orgName ?? null,
      group: groupOf(`u:${c.userId}`),
      startedOn: isoOf(c.createdAt),
    }));

  return {
    from,
    to,
    totals: {
      viewers: whole?.viewers ?? 0,
      recruiterViewers: whole?.recruiterViewers ?? 0,
      savedBy: series.reduce((s, w) => s + w.savedBy, 0),
      conversations: series.reduce((s, w) => s + w.conversations, 0),
      programs: programsOf(overall),
    },
    series,
    byRole: [...byGroup]
      .map(([role, viewers]) => ({ role, viewers }))
      .sort((a, b) => b.viewers - a.viewers || VIEWER_GROUPS.indexOf(a.role) - VIEWER_GROUPS.indexOf(b.role)),
    named,
  };
}

/**
 * GET /api/players/{id}/interest: the last 4, 12 or 26 Monday weeks, the current one to today, for the
 * player's managers on a plan with advanced analytics (decisions §5, as GET .../analytics).
 */
export async function interestFunnel(
  db: DbOrTx,
  player: PlayerRow,
  reader: { id: string },
  query: { weeks: InterestWeeks },
  now: Date = new Date(),
): Promise<InterestFunnel> {
  const access = (await featureAccessForPlayerMany(db, player, ['advanced_analytics'])).get(
    'advanced_analytics',
  );
  if (!access?.hasAccess) throw new AppError('FORBIDDEN', ANALYTICS_LOCKED_MESSAGE);
  const weeks = Number(query.weeks);
  const to = todayIsoDate(now);
  const from = addDays(mondayOf(to), -7 * (weeks - 1));
  const figures = await interestFigures(db, player.id, { from, to, until: now, readerUserId: reader.id });
  return { weeks, ...figures, groupMinimum: GROUP_MINIMUM };
}
