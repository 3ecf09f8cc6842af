import { MapPinIcon, MoveRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  AbbrTh,
  STAT_TD,
  STAT_TD_TEXT,
  STAT_TFOOT_TD,
  STAT_TFOOT_TD_TEXT,
  STAT_TH,
  STAT_TH_TEXT,
  Table,
} from '#client/components/ui/table.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatMediumDate, formatPlusMinus, formatToi, gameResult } from '#client/lib/format.ts';
import {
  careerTotals,
  type GoalieTotals,
  goalieRecord,
  pointsPerGame,
  type SkaterSeasonCounts,
} from '#common/stats.ts';
import type { GameStats } from '../api/get-game-stats.ts';
import type { SeasonStatList } from '../api/get-season-stats.ts';
import { StatsSourceBadge } from './stats-source.tsx';

/**
 * The statistics tables every stats screen shares: the season lines with their career row, and
 * the game log. Skater and goalie play are shown apart, each with its own games played. On a phone the
 * season tables keep their first column in place and show a shadow where more columns wait to the right.
 * The game log is a table only where its box is wide enough for every column (a container query, D257:
 * the owner's tab beside the strength panel is narrower than the screen); anywhere narrower it is one
 * card per game, its figures in as many columns as fit, so every figure shows without scrolling.
 */

const MISSING = '—';
const pct = (value: string | null) => (value === null ? MISSING : `${value}%`);
const orMissing = (value: string | null) => value ?? MISSING;

/** The owner's buttons stay in reach at the right edge while the figures scroll beneath them. */
const STICKY_END = 'sticky right-0 z-[1] shadow-[-10px_0_10px_-10px_rgb(0_0_0/0.35)]';
/** The first column stays put while the rest scrolls: it needs a background of its own. */
const STICKY = 'sticky left-0 z-[1] bg-card';
// The header and footer cells have see-through backgrounds of their own: these win (cn does not merge).
const STICKY_HEAD = 'sticky left-0 z-[1] bg-muted!';
const STICKY_FOOT = 'sticky left-0 z-[1] bg-muted!';

function ScrollHint() {
  return (
    <p
      className="flex items-center justify-end gap-1 text-xs text-muted-foreground sm:hidden"
      aria-hidden="true"
    >
      Scroll sideways for every column <MoveRightIcon className="size-3.5" />
    </p>
  );
}

function KindHeading({ children }: { children: ReactNode }) {
  return <h3 className="text-sm font-bold uppercase tracking-[0.14em] text-muted-foreground">{children}</h3>;
}

type SeasonLines = Pick<SeasonStatList, 'stats' | 'goalieStats'>;

/** Season Stats: skater seasons and goalie seasons, newest first, each with a career row. */
export function SeasonStatsTables({ seasons, playerName }: { seasons: SeasonLines; playerName: string }) {
  const { stats, goalieStats } = seasons;
  const career = careerTotals(stats, goalieStats);
  const both = stats.length > 0 && goalieStats.length > 0;
  return (
    <div className="grid grid-cols-1 gap-5">
      {career.skater ? (
        <SeasonTable
          kind="Skater"
          withHeading={both}
          playerName={playerName}
          rows={stats}
          tableClassName="border-collapse"
          headers={<SkaterHeaders />}
          cells={(line, cell) => <SkaterCells line={line} cell={cell} />}
          career={career.skater}
        />
      ) : null}
      {career.goalie ? (
        <SeasonTable
          kind="Goalie"
          withHeading={both}
          playerName={playerName}
          rows={goalieStats}
          tableClassName="min-w-max border-collapse"
          headers={<GoalieHeaders />}
          cells={(line, cell) => <GoalieCells line={line} cell={cell} />}
          career={career.goalie}
          scrollHint
        />
      ) : null}
    </div>
  );
}

/**
 * One kind of season lines (skater or goalie): the season and league columns, the kind's figures, and a
 * career row when there is more than one season.
 */
function SeasonTable<Line extends { id: string; season: string; league: string | null }, Totals>({
  kind,
  withHeading,
  playerName,
  rows,
  tableClassName,
  headers,
  cells,
  career,
  scrollHint = false,
}: {
  kind: 'Skater' | 'Goalie';
  withHeading: boolean;
  playerName: string;
  rows: Line[];
  tableClassName: string;
  headers: ReactNode;
  cells: (line: Line | Totals, cell: string) => ReactNode;
  career: Totals;
  scrollHint?: boolean;
}) {
  return (
    <section aria-label={withHeading ? `${kind} seasons` : undefined} className="grid grid-cols-1 gap-2">
      {withHeading ? <KindHeading>{kind}</KindHeading> : null}
      <Table
        label={`${kind} season stats`}
        className="scroll-cue rounded-xl border border-border"
        tableClassName={tableClassName}
      >
        <caption className="sr-only">
          {kind} season stats of {playerName}, newest season first
        </caption>
        <thead>
          <tr>
            <th scope="col" className={cn(STAT_TH, STICKY_HEAD)}>
              Season
            </th>
            <th scope="col" className={`${STAT_TH_TEXT} hidden sm:table-cell`}>
              League
            </th>
            {headers}
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.id}>
              <SeasonCell season={s.season} league={s.league} />
              <td className={`${STAT_TD_TEXT} hidden text-muted-foreground sm:table-cell`}>
                {s.league ?? MISSING}
              </td>
              {cells(s, STAT_TD)}
            </tr>
          ))}
        </tbody>
        {rows.length > 1 ? (
          <tfoot>
            <tr>
              <th scope="row" className={cn(STAT_TFOOT_TD, STICKY_FOOT)}>
                Career
              </th>
              <td className={`${STAT_TFOOT_TD} hidden sm:table-cell`} />
              {cells(career, STAT_TFOOT_TD)}
            </tr>
          </tfoot>
        ) : null}
      </Table>
      {scrollHint ? <ScrollHint /> : null}
    </section>
  );
}

function SkaterHeaders() {
  return (
    <>
      <AbbrTh abbr="GP" title="Games played" />
      <AbbrTh abbr="G" title="Goals" />
      <AbbrTh abbr="A" title="Assists" />
      <AbbrTh abbr="PTS" title="Points" />
      <AbbrTh abbr="P/GP" title="Points per game" />
      <AbbrTh abbr="PIM" title="Penalty minutes" />
      <AbbrTh abbr="+/-" title="Plus/minus" />
    </>
  );
}

/** A skater season's or career's figures; the footer's cells are bold already. */
function SkaterCells({ line, cell }: { line: SkaterSeasonCounts; cell: string }) {
  return (
    <>
      <td className={cell}>{line.gamesPlayed}</td>
      <td className={cell}>{line.goals}</td>
      <td className={cell}>{line.assists}</td>
      <td className={`${cell} font-bold text-primary`}>{line.points}</td>
      <td className={cell}>{orMissing(pointsPerGame(line))}</td>
      <td className={cell}>{line.penaltyMinutes}</td>
      <td className={cell}>{formatPlusMinus(line.plusMinus)}</td>
    </>
  );
}

function SeasonCell({ season, league }: { season: string; league: string | null }) {
  return (
    <th scope="row" className={cn(STAT_TD, STICKY, 'font-bold')}>
      {season}
      {league ? (
        <span className="block max-w-28 truncate text-xs font-normal text-muted-foreground sm:hidden">
          {league}
        </span>
      ) : null}
    </th>
  );
}

function GoalieHeaders() {
  return (
    <>
      <AbbrTh abbr="GP" title="Games played" />
      <AbbrTh abbr="W-L" title="Wins-losses (-ties), from games with a score" />
      <AbbrTh abbr="GAA" title="Goals against average" />
      <AbbrTh abbr="SV%" title="Save percentage" />
      <AbbrTh abbr="SO" title="Shutouts" />
      <AbbrTh abbr="SV" title="Saves" />
      <AbbrTh abbr="SA" title="Shots against" />
    </>
  );
}

function GoalieCells({ line, cell }: { line: GoalieTotals; cell: string }) {
  return (
    <>
      <td className={cell}>{line.gamesPlayed}</td>
      <td className={cell}>{orMissing(goalieRecord(line))}</td>
      <td className={cell}>{orMissing(line.gaa)}</td>
      <td className={`${cell} font-bold text-primary`}>{pct(line.savePct)}</td>
      <td className={cell}>{line.shutouts}</td>
      <td className={cell}>{line.saves}</td>
      <td className={cell}>{line.shotsAgainst}</td>
    </>
  );
}

// ---------------------------------------------------------------------------------------------------------
// The game log

type Game = GameStats['games'][number];
type SkaterLine = GameStats['skaterStats'][number];
type GoalieLine = GameStats['goalieStats'][number];
/** One figure of a game: its abbreviation, full name and shown value. */
type Figure = readonly [abbr: string, title: string, value: string];

function skaterFigures(s: SkaterLine): Figure[] {
  return [
    ['G', 'Goals', String(s.goals)],
    ['A', 'Assists', String(s.assists)],
    ['PTS', 'Points', String(s.points)],
    ['SOG', 'Shots on goal', String(s.shots)],
    ['+/-', 'Plus/minus', formatPlusMinus(s.plusMinus)],
    ['PIM', 'Penalty minutes', String(s.pim)],
    ['PPG', 'Power play goals', String(s.powerPlayGoals)],
    ['FO', 'Faceoffs won-lost', `${s.faceoffsWon}-${s.faceoffsLost}`],
    ['HIT', 'Hits', String(s.hits)],
    ['BLK', 'Blocked shots', String(s.blockedShots)],
    ['TOI', 'Time on ice', formatToi(Math.round(s.timeOnIceMinutes * 60))],
  ];
}
function skaterTotalFigures(t: GameStats['totals']['skater']): Figure[] {
  return [
    ['G', 'Goals', String(t.goals)],
    ['A', 'Assists', String(t.assists)],
    ['PTS', 'Points', String(t.points)],
    ['SOG', 'Shots on goal', String(t.shots)],
    ['+/-', 'Plus/minus', formatPlusMinus(t.plusMinus)],
    ['PIM', 'Penalty minutes', String(t.penaltyMinutes)],
    ['PPG', 'Power play goals', String(t.powerPlayGoals)],
    ['FO', 'Faceoffs won-lost', `${t.faceoffsWon}-${t.faceoffsLost}`],
    ['HIT', 'Hits', String(t.hits)],
    ['BLK', 'Blocked shots', String(t.blockedShots)],
    ['TOI', 'Time on ice', formatToi(t.toiSeconds)],
  ];
}
function goalieFigures(s: GoalieLine): Figure[] {
  return [
    ['SA', 'Shots against', String(s.shotsAgainst)],
    ['SV', 'Saves', String(s.saves)],
    ['GA', 'Goals against', String(s.goalsAgainst)],
    [
      'SV%',
      'Save percentage',
      s.savePercentage === null ? MISSING : `${(s.savePercentage * 100).toFixed(1)}%`,
    ],
    [
      'GAA',
      'Goals against average',
      s.goalsAgainstAverage === null ? MISSING : s.goalsAgainstAverage.toFixed(2),
    ],
    ['TOI', 'Time on ice', formatToi(s.toiSeconds)],
    ['SO', 'Shutout', s.shutout ? 'Yes' : MISSING],
  ];
}
function goalieTotalFigures(t: GoalieTotals): Figure[] {
  return [
    ['SA', 'Shots against', String(t.shotsAgainst)],
    ['SV', 'Saves', String(t.saves)],
    ['GA', 'Goals against', String(t.goalsAgainst)],
    ['SV%', 'Save percentage', pct(t.savePct)],
    ['GAA', 'Goals against average', orMissing(t.gaa)],
    ['TOI', 'Time on ice', formatToi(t.toiSeconds)],
    ['SO', 'Shutouts', String(t.shutouts)],
  ];
}
/** The game log's cells: the stats tables' own, a little narrower, so the log fits a dialog (D257). */
const narrow = (cell: string) => cell.replace('sm:px-3', 'sm:px-2');
const LOG_TH = narrow(STAT_TH);
const LOG_TH_TEXT = narrow(STAT_TH_TEXT);
const LOG_TD = narrow(STAT_TD);
const LOG_TD_TEXT = narrow(STAT_TD_TEXT);
const LOG_TFOOT_TD = narrow(STAT_TFOOT_TD);
const LOG_TFOOT_TD_TEXT = narrow(STAT_TFOOT_TD_TEXT);

/** Which figure of a row is the headline (bold, coloured). */
const HEADLINE = new Set(['PTS', 'SV%']);

function ResultBadge({ game }: { game: Game | undefined }) {
  const result = game ? gameResult(game.teamScore, game.opponentScore) : null;
  if (!result) return <span className="text-muted-foreground">{MISSING}</span>;
  return (
    <span
      className={cn(
        'inline-flex min-w-14 justify-center rounded-md px-1.5 py-0.5 text-xs font-bold tabular-nums',
        result.outcome === 'W' && 'bg-success/15 text-success',
        result.outcome === 'L' && 'bg-destructive/10 text-destructive',
        result.outcome === 'T' && 'bg-muted text-muted-foreground',
      )}
    >
      {result.text}
    </span>
  );
}

function Opponent({ game }: { game: Game }) {
  return (
    <>
      <span className="text-muted-foreground">{game.homeAway === 'away' ? '@ ' : 'vs '}</span>
      {game.opponent}
    </>
  );
}

/**
 * The rink, under the opponent. The API sends a minor's venue only to the viewers decisions §4 entitles
 * (null to everyone else), so a venue that arrives is one this viewer may see.
 */
function Venue({ game, className }: { game: Game; className?: string }) {
  if (!game.venue) return null;
  return (
    <span className={cn('flex min-w-0 items-center gap-1 text-xs text-muted-foreground', className)}>
      <MapPinIcon className="size-3 shrink-0" aria-hidden="true" />
      <span className="sr-only">Venue: </span>
      <span className="truncate">{game.venue}</span>
    </span>
  );
}

export interface GameLogRow {
  game: Game;
  line: SkaterLine | GoalieLine;
  figures: Figure[];
}

interface GameLogProps {
  data: GameStats;
  kind: 'skater' | 'goalie';
  playerName: string;
  /** The owner's buttons for one game (edit, delete); nothing on the public log. */
  actions?: (row: GameLogRow) => ReactNode;
}

/** One kind's game log, newest first, with a totals row of every summed figure. */
export function GameLog({ data, kind, playerName, actions }: GameLogProps) {
  const gameById = new Map(data.games.map((g) => [g.id, g]));
  const rows: GameLogRow[] = (
    kind === 'skater'
      ? data.skaterStats.map((line) => ({ line, figures: skaterFigures(line) }))
      : data.goalieStats.map((line) => ({ line, figures: goalieFigures(line) }))
  ).flatMap((row) => {
    const game = gameById.get(row.line.gameId);
    return game ? [{ ...row, game }] : [];
  });
  const totals =
    kind === 'skater' ? skaterTotalFigures(data.totals.skater) : goalieTotalFigures(data.totals.goalie);
  const gamesPlayed = kind === 'skater' ? data.totals.skater.gamesPlayed : data.totals.goalie.gamesPlayed;
  const record = kind === 'goalie' ? goalieRecord(data.totals.goalie) : null;
  const label = kind === 'skater' ? 'Skater game log' : 'Goalie game log';
  const ppg = kind === 'skater' ? pointsPerGame(data.totals.skater) : null;
  const totalsNote = `${gamesPlayed} GP${record ? ` · ${record}` : ''}${ppg ? ` · ${ppg} P/GP` : ''}`;

  return (
    <div className="@container">
      {/* A box narrower than the table: one card per game. */}
      <ul aria-label={label} className="grid grid-cols-1 gap-3 @min-[68rem]:hidden">
        {rows.map((row) => (
          <li key={row.game.id} className="rounded-xl border border-border bg-card p-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold">{formatMediumDate(row.game.gameDate)}</p>
                {/* The opponent wraps: a cut name loses its age group ("Storm U18 AAA"). */}
                <p className="text-sm break-words">
                  <Opponent game={row.game} />
                </p>
                <Venue game={row.game} className="mt-0.5" />
              </div>
              <ResultBadge game={row.game} />
            </div>
            <FigureGrid figures={row.figures} />
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <StatsSourceBadge line={row.line} />
              {actions ? <div className="flex gap-1">{actions(row)}</div> : null}
            </div>
          </li>
        ))}
        <li className="rounded-xl border-2 border-border bg-muted/40 p-3">
          <p className="flex justify-between font-bold">
            <span>Totals</span>
            <span className="tabular-nums">{totalsNote}</span>
          </p>
          <FigureGrid figures={totals} />
        </li>
      </ul>

      {/* A box wide enough: one table row per game. */}
      <Table
        label={label}
        className="scroll-cue hidden rounded-xl border border-border @min-[68rem]:block"
        tableClassName="min-w-max border-collapse"
      >
        <caption className="sr-only">
          {kind === 'skater' ? 'Skater' : 'Goalie'} stats of {playerName} per game, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col" className={cn(LOG_TH, STICKY_HEAD)}>
              Date
            </th>
            <th scope="col" className={LOG_TH_TEXT}>
              Opponent
            </th>
            <th scope="col" className={LOG_TH_TEXT}>
              Result
            </th>
            <th scope="col" className={LOG_TH_TEXT}>
              Source
            </th>
            {totals.map(([abbr, title]) => (
              <AbbrTh key={abbr} abbr={abbr} title={title} cell={LOG_TH} />
            ))}
            {actions ? (
              <th scope="col" className={cn(LOG_TH, STICKY_END, 'bg-muted!')}>
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.game.id} className="hover:bg-muted/40">
              <th scope="row" className={cn(LOG_TD, STICKY, 'font-semibold whitespace-nowrap')}>
                {formatMediumDate(row.game.gameDate)}
              </th>
              <td className={cn(LOG_TD_TEXT, 'max-w-52 min-w-40 py-2')}>
                <span className="block break-words">
                  <Opponent game={row.game} />
                </span>
                <Venue game={row.game} />
              </td>
              <td className={LOG_TD_TEXT}>
                <ResultBadge game={row.game} />
              </td>
              <td className={LOG_TD_TEXT}>
                <StatsSourceBadge line={row.line} />
              </td>
              {row.figures.map(([abbr, , value]) => (
                <td key={abbr} className={cn(LOG_TD, HEADLINE.has(abbr) && 'font-bold text-primary')}>
                  {value}
                </td>
              ))}
              {actions ? (
                <td className={cn(LOG_TD, STICKY_END, 'bg-card py-1')}>
                  <div className="flex justify-end gap-1">{actions(row)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={cn(LOG_TFOOT_TD, STICKY_FOOT)}>
              Totals
            </th>
            <td className={LOG_TFOOT_TD_TEXT} colSpan={3}>
              {totalsNote}
            </td>
            {totals.map(([abbr, , value]) => (
              <td key={abbr} className={cn(LOG_TFOOT_TD, HEADLINE.has(abbr) && 'text-primary')}>
                {value}
              </td>
            ))}
            {actions ? <td className={cn(LOG_TFOOT_TD, STICKY_END, 'bg-muted!')} /> : null}
          </tr>
        </tfoot>
      </Table>
    </div>
  );
}

function FigureGrid({ figures }: { figures: Figure[] }) {
  return (
    <dl className="mt-3 grid grid-cols-4 gap-x-2 gap-y-2.5 @md:grid-cols-6 @3xl:grid-cols-11">
      {figures.map(([abbr, title, value]) => (
        <div key={abbr} className="flex min-w-0 flex-col-reverse">
          <dt className="text-[0.68rem] font-bold uppercase tracking-wider text-muted-foreground">
            <abbr title={title} className="no-underline">
              {abbr}
            </abbr>
          </dt>
          <dd className={cn('font-semibold tabular-nums', HEADLINE.has(abbr) && 'text-primary')}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
