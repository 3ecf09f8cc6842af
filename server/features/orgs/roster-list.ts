import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  ROSTER_STATUSES,
  type RosterCounts,
  type RosterEntry,
  type RosterQuery,
  type RosterResponse,
  type RosterStatus,
} from '#common/contracts/orgs.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { orgSponsorships, players, teams } from '#server/db/schema/index.ts';
import {
  IS_ACTIVE_PLAYER,
  PLAYER_CARD_COLUMNS,
  profileStrengthsOf,
  toPlayerCard,
} from '#server/features/players/index.ts';
import { escapeLike } from '#server/lib/sql-like.ts';
import type { OrgRow } from './org-access.ts';
import { fieldControlOf, rosterStatusOf, type SponsorshipRow } from './sponsorships.service.ts';

/**
 * Reading the roster (D249): one page at a time, searched, filtered and sorted in the database, so a club
 * of several hundred players gets the same answer time as one of ten.
 */

/**
 * Roster entries of rows: each with the player's card and profile strength. A profile that is not
 * active does not exist for the organization (decisions §1): its entry shows no player.
 */
export async function toEntries(db: DbOrTx, rows: SponsorshipRow[]): Promise<RosterEntry[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.playerId ? [r.playerId] : [])))];
  const cards = ids.length
    ? await db
        .select({ row: players, card: PLAYER_CARD_COLUMNS })
        .from(players)
        .leftJoin(teams, eq(teams.id, players.currentTeamId))
        .where(and(sql`${players.id} in ${ids}`, IS_ACTIVE_PLAYER))
    : [];
  // Profile strength of every player at once (a fixed number of grouped queries, not four per player).
  const strengths = await profileStrengthsOf(
    db,
    cards.map((c) => c.row),
  );
  const byId = new Map<string, { card: RosterEntry['player']; strength: number | null }>();
  for (const c of cards) {
    byId.set(c.row.id, { card: toPlayerCard(c.card), strength: strengths.get(c.row.id)?.percent ?? null });
  }
  return rows.map((row) => {
    const found = row.playerId ? byId.get(row.playerId) : undefined;
    return {
      id: row.id,
      status: rosterStatusOf(row),
      endReason: row.endReason,
      player: found?.card ?? null,
      profileStrength: found?.strength ?? null,
      invitedEmail: row.invitedEmail,
      invitedName: row.invitedName,
      fieldControl: fieldControlOf(row.fieldControl),
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      startedAt: row.startedAt?.toISOString() ?? null,
      endedAt: row.endedAt?.toISOString() ?? null,
    };
  });
}

const s = orgSponsorships;

/** rosterStatusOf in SQL: the stored status, an invitation past its expiry 'expired', one by e-mail 'pending'. */
function statusSql(now: Date): SQL<RosterStatus> {
  return sql<RosterStatus>`(case
    when ${s.status} <> 'invited' then ${s.status}::text
    when ${s.expiresAt} is not null and ${s.expiresAt} <= ${now.toISOString()}::timestamptz then 'expired'
    when ${s.playerId} is null then 'pending'
    else 'invited' end)`;
}

/** The name a row sorts and searches by: the player's, else the invited name, else the address. */
const playerName = sql`(${players.firstName} || ' ' || ${players.lastName})`;
const sortName = sql`lower(coalesce(${players.lastName} || ' ' || ${players.firstName}, nullif(${s.invitedName}, ''), ${s.invitedEmail}, ''))`;

function orderOf(sort: RosterQuery['sort'], status: SQL<RosterStatus>): SQL[] {
  const newest = [desc(s.createdAt), desc(s.id)];
  switch (sort) {
    case 'name':
      return [asc(sortName), ...newest];
    case 'status': {
      const rank = sql`(case ${status} ${sql.join(
        ROSTER_STATUSES.map((st, i) => sql`when ${st} then ${sql.raw(String(i))}`),
        sql` `,
      )} end)`;
      return [asc(rank), ...newest];
    }
    case 'birthYear':
      return [sql`${players.birthYear} asc nulls last`, asc(sortName), ...newest];
    default:
      return newest;
  }
}

/** GET /api/orgs/{orgId}/roster: one page, its total, the status counts and the filters' choices. */
export async function listRoster(db: DbOrTx, org: OrgRow, query: RosterQuery): Promise<RosterResponse> {
  const now = new Date();
  const status = statusSql(now);
  // Hidden profiles are left out (decisions §1); an invitation by e-mail has no profile yet.
  const visible = sql`(${players.id} is null or ${IS_ACTIVE_PLAYER})`;
  const base: SQL[] = [eq(s.organizationId, org.id), visible];
  const matching: SQL[] = [...base];
  if (query.q) {
    const term = `%${escapeLike(query.q.toLowerCase())}%`;
    matching.push(sql`(lower(coalesce(${playerName}, '')) like ${term}
      or lower(coalesce(${s.invitedName}, '')) like ${term}
      or lower(coalesce(${s.invitedEmail}, '')) like ${term})`);
  }
  if (query.team) matching.push(eq(players.currentTeamId, query.team));
  if (query.birthYear !== undefined) matching.push(eq(players.birthYear, query.birthYear));
  if (query.playerId) matching.push(eq(s.playerId, query.playerId));
  const paged = query.status ? [...matching, sql`${status} = ${query.status}`] : matching;

  const [byStatus, pageRows, teamRows, yearRows] = await Promise.all([
    db
      .select({ status, n: count() })
      .from(s)
      .leftJoin(players, eq(players.id, s.playerId))
      .where(and(...matching))
      // By position: the expression carries its own parameter, which PostgreSQL would not match as equal.
      .groupBy(sql`1`),
    db
      .select({ row: s })
      .from(s)
      .leftJoin(players, eq(players.id, s.playerId))
      .where(and(...paged))
      .orderBy(...orderOf(query.sort, status))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .selectDistinct({ id: teams.id, name: teams.name })
      .from(s)
      .innerJoin(players, eq(players.id, s.playerId))
      .innerJoin(teams, eq(teams.id, players.currentTeamId))
      .where(and(...base))
      .orderBy(asc(teams.name), asc(teams.id)),
    db
      .selectDistinct({ year: players.birthYear })
      .from(s)
      .innerJoin(players, eq(players.id, s.playerId))
      .where(and(...base))
      .orderBy(desc(players.birthYear)),
  ]);

  const counts: RosterCounts = { all: 0, active: 0, invited: 0, pending: 0, expired: 0, revoked: 0 };
  for (const { status: st, n } of byStatus) {
    counts[st] += Number(n);
    counts.all += Number(n);
  }
  return {
    roster: await toEntries(
      db,
      pageRows.map((r) => r.row),
    ),
    total: query.status ? counts[query.status] : counts.all,
    page: query.page,
    pageSize: query.pageSize,
    counts,
    teams: teamRows,
    birthYears: yearRows.map((r) => r.year),
  };
}
