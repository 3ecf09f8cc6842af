import type {
  MeasurablesResponse,
  PlayerDetail,
  SeasonStatList,
  UpcomingEventList,
} from '#client/features/players/index.ts';
import { formatMediumDate, positionsLabel, shootsLabel } from '#client/lib/format.ts';
import { type Better, bestIndexes, statNumber } from '#common/compare.ts';
import { careerTotals, pointsPerGame } from '#common/stats.ts';
import { formatHeightBoth, formatLengthBoth, formatMassBoth, formatWeightBoth } from '#common/units.ts';

/** One player's column: the reads the recruiter gets on the player's profile (D297), nothing more. */
export interface CompareColumn {
  detail: PlayerDetail;
  stats: SeasonStatList | undefined;
  measurables: MeasurablesResponse['measurables'] | undefined;
  events: UpcomingEventList['events'] | undefined;
}

export interface CompareRow {
  label: string;
  /** The text of each player's cell ('—' when the player has none). */
  cells: string[];
  /** The players whose value is the better one (bold, with a visually hidden "best"). */
  best: Set<number>;
}

export interface CompareGroup {
  title: string;
  rows: CompareRow[];
}

const NONE = '—';

/** A row of figures: the text shown and the number compared, `better` saying which way wins. */
function figureRow(
  label: string,
  values: (number | null | undefined)[],
  better: Better | null,
  show: (n: number) => string = String,
): CompareRow {
  return {
    label,
    cells: values.map((v) => (v == null ? NONE : show(v))),
    best: better ? bestIndexes(values, better) : new Set(),
  };
}

const textRow = (label: string, cells: (string | null | undefined)[]): CompareRow => ({
  label,
  cells: cells.map((c) => c || NONE),
  best: new Set(),
});

const latest = <T extends { season: string }>(lines: readonly T[]): T | undefined =>
  [...lines].sort((a, b) => b.season.localeCompare(a.season))[0];

/** The season each column's line is of (a career total has none). */
const seasonRow = (lines: readonly (object | null)[]): CompareRow =>
  textRow(
    'Season',
    lines.map((l) => (l && 'season' in l ? String(l.season) : null)),
  );

function statGroups(columns: CompareColumn[]): CompareGroup[] {
  const skaterLines = columns.map((c) => c.stats?.stats ?? []);
  const goalieLines = columns.map((c) => c.stats?.goalieStats ?? []);
  const groups: CompareGroup[] = [];
  if (skaterLines.some((l) => l.length)) {
    const skaterRows = (title: string, pick: (i: number) => SeasonLine | null, season?: boolean) => {
      const lines = columns.map((_, i) => pick(i));
      const rows: CompareRow[] = season ? [seasonRow(lines)] : [];
      rows.push(
        figureRow(
          'GP',
          lines.map((l) => l?.gamesPlayed),
          'higher',
        ),
        figureRow(
          'G',
          lines.map((l) => l?.goals),
          'higher',
        ),
        figureRow(
          'A',
          lines.map((l) => l?.assists),
          'higher',
        ),
        figureRow(
          'PTS',
          lines.map((l) => l?.points),
          'higher',
        ),
        figureRow(
          'PPG',
          lines.map((l) => statNumber(l ? pointsPerGame(l) : null)),
          'higher',
          (n) => n.toFixed(2),
        ),
        figureRow(
          'PIM',
          lines.map((l) => l?.penaltyMinutes),
          'lower',
        ),
      );
      return { title, rows };
    };
    groups.push(
      skaterRows('Skater stats, latest season', (i) => latest(skaterLines[i]!) ?? null, true),
      skaterRows('Skater stats, career', (i) => careerTotals(skaterLines[i]!, []).skater),
    );
  }
  if (goalieLines.some((l) => l.length)) {
    const goalieRows = (title: string, pick: (i: number) => GoalieLine | null, season?: boolean) => {
      const lines = columns.map((_, i) => pick(i));
      const rows: CompareRow[] = season ? [seasonRow(lines)] : [];
      rows.push(
        figureRow(
          'GP',
          lines.map((l) => l?.gamesPlayed),
          'higher',
        ),
        figureRow(
          'GAA',
          lines.map((l) => statNumber(l?.gaa)),
          'lower',
          (n) => n.toFixed(2),
        ),
        figureRow(
          'SV%',
          lines.map((l) => statNumber(l?.savePct)),
          'higher',
          (n) => n.toFixed(1),
        ),
      );
      return { title, rows };
    };
    groups.push(
      goalieRows('Goalie stats, latest season', (i) => latest(goalieLines[i]!) ?? null, true),
      goalieRows('Goalie stats, career', (i) => careerTotals([], goalieLines[i]!).goalie),
    );
  }
  return groups;
}

type SeasonLine = Pick<
  SeasonStatList['stats'][number],
  'gamesPlayed' | 'goals' | 'assists' | 'points' | 'penaltyMinutes'
> &
  Partial<Pick<SeasonStatList['stats'][number], 'season'>>;
type GoalieLine = Pick<SeasonStatList['goalieStats'][number], 'gamesPlayed' | 'gaa' | 'savePct'> &
  Partial<Pick<SeasonStatList['goalieStats'][number], 'season'>>;

type Measurables = NonNullable<MeasurablesResponse['measurables']>;
const MEASURABLES: { key: keyof Measurables; label: string; better: Better; show: (n: number) => string }[] =
  [
    { key: 'fortyYardTime', label: '40-yard dash', better: 'lower', show: (n) => `${n.toFixed(2)} s` },
    { key: 'proAgilityTime', label: 'Pro agility', better: 'lower', show: (n) => `${n.toFixed(2)} s` },
    { key: 'wingspan', label: 'Wingspan', better: 'higher', show: (n) => formatLengthBoth(n).metric },
    { key: 'benchPress', label: 'Bench press', better: 'higher', show: (n) => formatMassBoth(n).metric },
    { key: 'squat', label: 'Squat', better: 'higher', show: (n) => formatMassBoth(n).metric },
    {
      key: 'verticalJump',
      label: 'Vertical jump',
      better: 'higher',
      show: (n) => formatLengthBoth(n).metric,
    },
  ];

function measurableRows(columns: CompareColumn[]): CompareRow[] {
  return MEASURABLES.flatMap(({ key, label, better, show }) => {
    const values = columns.map((c) => {
      const v = c.measurables?.[key];
      return typeof v === 'number' ? v : null;
    });
    // Only the measurables some profile has.
    return values.some((v) => v !== null) ? [figureRow(label, values, better, show)] : [];
  });
}

/** The upcoming events as the profile answers them: the date and the opponent or event name only. */
function eventsText(events: UpcomingEventList['events'] | undefined): string | null {
  if (!events?.length) return null;
  return events
    .slice(0, 3)
    .map((e) => `${formatMediumDate(e.date)}: ${e.eventName}`)
    .join('\n');
}

/** The table's groups of rows, one cell per column, in the columns' order. */
export function compareGroups(columns: CompareColumn[]): CompareGroup[] {
  const players = columns.map((c) => c.detail.player);
  const history = columns.map((c) => c.detail.teamHistory);
  const groups: CompareGroup[] = [
    {
      title: 'Physicals',
      rows: [
        textRow(
          'Height',
          players.map((p) => formatHeightBoth(p.heightCm)),
        ),
        textRow(
          'Weight',
          players.map((p) => formatWeightBoth(p.weightKg)),
        ),
        textRow(
          'Shoots / catches',
          players.map((p) => shootsLabel(p.shoots)),
        ),
        textRow(
          'Positions',
          players.map((p) => positionsLabel(p.positions)),
        ),
        textRow(
          'Birth year / class',
          players.map((p) => `${p.birthYear}${p.graduationYear ? ` / ${p.graduationYear}` : ''}`),
        ),
      ],
    },
    ...statGroups(columns),
  ];
  const measurables = measurableRows(columns);
  if (measurables.length) groups.push({ title: 'Measurables', rows: measurables });
  groups.push(
    {
      title: 'Team history',
      rows: [
        textRow(
          'Current team',
          players.map((p) => p.currentTeamName),
        ),
        textRow(
          'Previous teams',
          history.map((h) =>
            [...new Set(h.filter((e) => !e.isCurrent).map((e) => e.teamName))].slice(0, 4).join(', '),
          ),
        ),
      ],
    },
    {
      title: 'Upcoming events',
      rows: [
        textRow(
          'Next events',
          columns.map((c) => eventsText(c.events)),
        ),
      ],
    },
  );
  return groups;
}
