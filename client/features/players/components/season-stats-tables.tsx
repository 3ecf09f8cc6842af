import type { ReactNode } from 'react';
import {
  AbbrTh,
  STAT_TD,
  STAT_TD_TEXT,
  STAT_TFOOT_TD,
  STAT_TH,
  STAT_TH_TEXT,
  Table,
} from '#client/components/ui/table.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatPlusMinus } from '#client/lib/format.ts';
import {
  careerTotals,
  type GoalieTotals,
  goalieRecord,
  pointsPerGame,
  type SkaterSeasonCounts,
} from '#common/stats.ts';
import type { SeasonStatList } from '../api/get-season-stats.ts';
import {
  KindHeading,
  MISSING,
  orMissing,
  pct,
  ScrollHint,
  STICKY,
  STICKY_FOOT,
  STICKY_HEAD,
} from './stat-table-parts.tsx';

/**
 * The season lines with their career row, skater and goalie apart, each with its own games played. On a
 * phone the tables keep their first column in place and show a shadow where more columns wait to the right.
 */

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
