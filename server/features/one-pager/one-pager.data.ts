import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { isAdult } from '#common/age.ts';
import { handednessLabel, POSITION_LABELS, type Position } from '#common/enums.ts';
import { hockeySeasonOf } from '#common/season.ts';
import { formatHeightBoth, formatLengthBoth, formatMassBoth, formatWeightBoth } from '#common/units.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { games, goalieGameStats, skaterGameStats } from '#server/db/schema/index.ts';
import { keyFromPublicPath } from '#server/features/media/index.ts';
import {
  getMeasurables,
  listScheduleEvents,
  listSeasonStats,
  listUpcomingEvents,
  type PlayerRow,
  playerExtras,
} from '#server/features/players/index.ts';
import { todayIsoDate } from '#server/lib/dates.ts';
import type { Storage } from '#server/lib/storage/index.ts';

/** The most upcoming events one page holds (the soonest first). */
export const MAX_EVENTS = 6;
/** The most seasons per table (the newest first): the page stays one page for the richest profile. */
export const MAX_SEASONS = 6;

/** Who stands behind a season's numbers (D293), from the lines of the games logged in it (D091). */
export type SeasonSource = { kind: 'verified' | 'partly' | 'self'; label: string };

export interface OnePagerSeasonRow {
  season: string;
  league: string | null;
  cells: string[];
  source: SeasonSource;
}

/** Everything printed on the one-pager, already in words: the renderer only lays it out. */
export interface OnePagerContent {
  name: string;
  nicknames: string | null;
  jersey: string | null;
  verified: boolean;
  /** PNG or JPEG bytes, or null: no photo, or a minor's without the parent's switch (D293). */
  photo: Buffer | null;
  /** `wide`: a value that takes two cells (the team's name). */
  facts: Array<{ label: string; value: string; wide?: boolean }>;
  skaterSeasons: OnePagerSeasonRow[];
  goalieSeasons: OnePagerSeasonRow[];
  measurables: Array<{ label: string; value: string }>;
  measurablesNote: string | null;
  events: Array<{ date: string; title: string; detail: string | null }>;
  profileUrl: string;
}

export const SKATER_HEADERS = ['GP', 'G', 'A', 'PTS', 'PIM', '+/-'];
export const GOALIE_HEADERS = ['GP', 'W', 'L', 'GAA', 'SV%', 'SO'];

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const isoDay = (iso: string) => shortDate.format(new Date(`${iso}T00:00:00Z`));

/** Per season and kind: how many logged lines, how many of them verified (the game log's badge, D091). */
async function seasonSources(db: DbOrTx, playerId: string) {
  const [skater, goalie] = await Promise.all(
    [skaterGameStats, goalieGameStats].map((table) =>
      db
        .select({ gameDate: games.gameDate, status: table.verifiedStatus })
        .from(table)
        .innerJoin(games, eq(games.id, table.gameId))
        .where(eq(table.playerId, playerId)),
    ),
  );
  const tally = (rows: Array<{ gameDate: string; status: string }>) => {
    const bySeason = new Map<string, { lines: number; verified: number }>();
    for (const row of rows) {
      const season = hockeySeasonOf(row.gameDate);
      const entry = bySeason.get(season) ?? { lines: 0, verified: 0 };
      entry.lines += 1;
      if (row.status === 'verified') entry.verified += 1;
      bySeason.set(season, entry);
    }
    return (season: string): SeasonSource => {
      const entry = bySeason.get(season);
      if (!entry || entry.verified === 0) return { kind: 'self', label: 'Self-reported' };
      if (entry.verified === entry.lines) return { kind: 'verified', label: 'Team verified' };
      return { kind: 'partly', label: `Verified ${entry.verified}/${entry.lines} GP` };
    };
  };
  return { skater: tally(skater ?? []), goalie: tally(goalie ?? []) };
}

const plusMinus = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * The photo as the one-pager may print it (D293): an adult's always, a minor's only with the parent's
 * switch on. Read from the project's storage and made a small JPEG (pdfkit reads JPEG and PNG only).
 */
async function readPhoto(storage: Storage, player: PlayerRow, url: string | null): Promise<Buffer | null> {
  if (!url || !(isAdult(player) || player.onePagerPhoto)) return null;
  const key = keyFromPublicPath(url);
  const stored = key ? await storage.get(key) : null;
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return sharp(Buffer.concat(chunks))
    .rotate()
    .resize(360, 360, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const HANDS: Record<string, string> = { L: 'Left', R: 'Right' };

function factsOf(player: PlayerRow, currentTeam: string | null) {
  const positions = player.positions
    .filter((p): p is Position => p in POSITION_LABELS)
    .map((p) => POSITION_LABELS[p]);
  const facts: Array<{ label: string; value: string | null; wide?: boolean }> = [
    { label: 'Class', value: player.graduationYear ? `Class of ${player.graduationYear}` : null },
    { label: 'Born', value: String(player.birthYear) },
    { label: 'Position', value: positions.length ? positions.join(' / ') : null },
    { label: handednessLabel(player.positions), value: HANDS[player.shoots ?? ''] ?? null },
    { label: 'Current team', value: currentTeam ?? 'Independent', wide: true },
    { label: 'Height', value: formatHeightBoth(player.heightCm === null ? null : Number(player.heightCm)) },
    { label: 'Weight', value: formatWeightBoth(player.weightKg === null ? null : Number(player.weightKg)) },
  ];
  return facts.filter((f): f is { label: string; value: string; wide?: boolean } => f.value !== null);
}

async function measurablesOf(db: DbOrTx, playerId: string) {
  const m = await getMeasurables(db, playerId);
  const out: Array<{ label: string; value: string }> = [];
  if (!m) return { rows: out, note: null };
  const length = (label: string, cm: number | null) => {
    if (cm === null) return;
    const both = formatLengthBoth(cm);
    out.push({ label, value: `${both.metric} (${both.imperial})` });
  };
  const mass = (label: string, kg: number | null) => {
    if (kg === null) return;
    const both = formatMassBoth(kg);
    out.push({ label, value: `${both.metric} (${both.imperial})` });
  };
  if (m.fortyYardTime !== null) out.push({ label: '40-yard dash', value: `${m.fortyYardTime.toFixed(2)} s` });
  if (m.proAgilityTime !== null)
    out.push({ label: 'Pro agility', value: `${m.proAgilityTime.toFixed(2)} s` });
  length('Wingspan', m.wingspan);
  mass('Bench press', m.benchPress);
  mass('Squat', m.squat);
  length('Vertical jump', m.verticalJump);
  const by = m.testedBy ? ` by ${m.testedBy}` : '';
  const on = m.testedDate ? ` on ${isoDay(m.testedDate)}` : '';
  return { rows: out, note: by || on ? `Tested${by}${on}` : null };
}

/**
 * The upcoming games and showcases as a signed-out visitor of the public profile sees them (decisions
 * §4, D293): a minor's are the date and the opponent or event only, never a rink, place or time.
 */
async function eventsOf(db: DbOrTx, player: PlayerRow) {
  const today = todayIsoDate();
  const [schedule, showcases] = await Promise.all([
    listScheduleEvents(db, player, null),
    listUpcomingEvents(db, player, null),
  ]);
  const rows = [
    ...schedule
      .filter((e) => e.eventDate >= today)
      .map((e) => ({
        date: e.eventDate,
        title: e.opponent ? `Game vs ${e.opponent}` : 'Game',
        detail: [e.rinkName, e.location, e.eventTime].filter(Boolean).join(' · ') || null,
      })),
    ...showcases.map((e) => ({ date: e.date, title: e.eventName, detail: e.location })),
  ];
  return rows
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, MAX_EVENTS)
    .map((e) => ({ ...e, date: isoDay(e.date) }));
}

export async function onePagerContent(
  ctx: { db: DbOrTx; storage: Storage; appUrl: string },
  player: PlayerRow,
): Promise<OnePagerContent> {
  const { db } = ctx;
  const [extras, seasons, sources, measurables, events] = await Promise.all([
    playerExtras(db, player),
    listSeasonStats(db, player.id),
    seasonSources(db, player.id),
    measurablesOf(db, player.id),
    eventsOf(db, player),
  ]);
  const photo = await readPhoto(ctx.storage, player, extras.profileImageUrl);
  return {
    name: `${player.firstName} ${player.lastName}`,
    nicknames: player.preferredName?.trim() || null,
    jersey: player.preferredJerseyNumber === null ? null : `#${player.preferredJerseyNumber}`,
    verified: player.verificationStatus === 'verified',
    photo,
    facts: factsOf(player, extras.currentTeamName),
    skaterSeasons: seasons.stats.slice(0, MAX_SEASONS).map((s) => ({
      season: s.season,
      league: s.league,
      cells: [s.gamesPlayed, s.goals, s.assists, s.points, s.penaltyMinutes]
        .map(String)
        .concat(plusMinus(s.plusMinus)),
      source: sources.skater(s.season),
    })),
    goalieSeasons: seasons.goalieStats.slice(0, MAX_SEASONS).map((s) => ({
      season: s.season,
      league: s.league,
      cells: [
        String(s.gamesPlayed),
        String(s.wins),
        String(s.losses),
        s.gaa ?? '-',
        s.savePct === null ? '-' : `${s.savePct}%`,
        String(s.shutouts),
      ],
      source: sources.goalie(s.season),
    })),
    measurables: measurables.rows,
    measurablesNote: measurables.note,
    events,
    profileUrl: `${ctx.appUrl}/player/${player.slug}`,
  };
}
