import { MapPinIcon } from 'lucide-react';
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
import { formatMediumDate, gameResult } from '#client/lib/format.ts';
import { goalieRecord, pointsPerGame } from '#common/stats.ts';
import type { GameStats } from '../api/get-game-stats.ts';
import {
  type Figure,
  type Game,
  type GoalieLine,
  goalieFigures,
  goalieTotalFigures,
  type SkaterLine,
  skaterFigures,
  skaterTotalFigures,
} from './game-figures.ts';
import { MISSING, STICKY, STICKY_END, STICKY_FOOT, STICKY_HEAD } from './stat-table-parts.tsx';
import { StatsSourceBadge } from './stats-source.tsx';

/**
 * The game log. It is a table only where its box is wide enough for every column (a container query, D257:
 * the owner's tab beside the strength panel is narrower than the screen); anywhere narrower it is one
 * card per game, its figures in as many columns as fit, so every figure shows without scrolling.
 */

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
