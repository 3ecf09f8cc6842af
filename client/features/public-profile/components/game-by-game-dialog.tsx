import { type ReactNode, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
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
import {
  type GameStats,
  type StatsLineSource,
  StatsSourceBadge,
  StatsSourceLegend,
  useGameStats,
} from '#client/features/players/index.ts';
import { cn } from '#client/lib/cn.ts';
import {
  formatClock,
  formatGaa,
  formatMediumDate,
  formatPlusMinus,
  formatSavePercent,
  gameResult,
} from '#client/lib/format.ts';
import { EmptyNote } from './profile-card.tsx';

type Game = GameStats['games'][number];

function ResultCell({ game }: { game: Game | undefined }) {
  const result = game ? gameResult(game.teamScore, game.opponentScore) : null;
  if (!result) return <td className={STAT_TD_TEXT}>-</td>;
  return (
    <td className={STAT_TD_TEXT}>
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
    </td>
  );
}

function GameCells({ game }: { game: Game | undefined }) {
  return (
    <>
      <th scope="row" className={`${STAT_TD} font-semibold whitespace-nowrap`}>
        {game ? formatMediumDate(game.gameDate) : '-'}
      </th>
      <td className={STAT_TD_TEXT}>
        {game ? (
          <>
            <span className="text-muted-foreground">{game.homeAway === 'away' ? '@ ' : 'vs '}</span>
            {game.opponent}
          </>
        ) : (
          '-'
        )}
      </td>
      <ResultCell game={game} />
    </>
  );
}

function SourceCell({ line }: { line: StatsLineSource }) {
  return (
    <td className={STAT_TD_TEXT}>
      <StatsSourceBadge line={line} />
    </td>
  );
}

/** The Date, Opponent and Result headers over GameCells. */
function GameHeaderCells() {
  return (
    <>
      <th scope="col" className={STAT_TH}>
        Date
      </th>
      <th scope="col" className={STAT_TH_TEXT}>
        Opponent
      </th>
      <th scope="col" className={STAT_TH_TEXT}>
        Result
      </th>
      <th scope="col" className={STAT_TH_TEXT}>
        Source
      </th>
    </>
  );
}

/** A titled block of the dialog (Skater or Goalie). */
function GamesSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid grid-cols-1 gap-3">
      <h3 id={id} className="text-sm font-bold uppercase tracking-[0.14em] text-muted-foreground">
        {title}
      </h3>
      {children}
    </section>
  );
}

function SkaterTable({ data, playerName }: { data: GameStats; playerName: string }) {
  const gameById = new Map(data.games.map((g) => [g.id, g]));
  const t = data.totals.skater;
  return (
    <Table
      label="Skater game log"
      className="rounded-xl border border-border"
      tableClassName="min-w-max border-collapse"
    >
      <caption className="sr-only">Skater stats of {playerName} per game, newest first</caption>
      <thead>
        <tr>
          <GameHeaderCells />
          <AbbrTh abbr="G" title="Goals" />
          <AbbrTh abbr="A" title="Assists" />
          <AbbrTh abbr="PTS" title="Points" />
          <AbbrTh abbr="SOG" title="Shots on goal" />
          <AbbrTh abbr="+/-" title="Plus/minus" />
          <AbbrTh abbr="PIM" title="Penalty minutes" />
          <AbbrTh abbr="PPG" title="Power play goals" />
          <AbbrTh abbr="FO" title="Faceoffs won-lost" />
          <AbbrTh abbr="HIT" title="Hits" />
          <AbbrTh abbr="BLK" title="Blocked shots" />
          <AbbrTh abbr="TOI" title="Time on ice" />
        </tr>
      </thead>
      <tbody>
        {data.skaterStats.map((s) => (
          <tr key={s.gameId} className="hover:bg-muted/40">
            <GameCells game={gameById.get(s.gameId)} />
            <SourceCell line={s} />
            <td className={STAT_TD}>{s.goals}</td>
            <td className={STAT_TD}>{s.assists}</td>
            <td className={`${STAT_TD} font-bold text-primary`}>{s.points}</td>
            <td className={STAT_TD}>{s.shots}</td>
            <td className={STAT_TD}>{formatPlusMinus(s.plusMinus)}</td>
            <td className={STAT_TD}>{s.pim}</td>
            <td className={STAT_TD}>{s.powerPlayGoals}</td>
            <td className={STAT_TD}>{`${s.faceoffsWon}-${s.faceoffsLost}`}</td>
            <td className={STAT_TD}>{s.hits}</td>
            <td className={STAT_TD}>{s.blockedShots}</td>
            <td className={STAT_TD}>{formatClock(s.timeOnIceMinutes * 60)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className={STAT_TFOOT_TD}>
            Totals
          </th>
          <td className={STAT_TFOOT_TD_TEXT}>{`${t.gamesPlayed} GP`}</td>
          <td className={STAT_TFOOT_TD} colSpan={2} />
          <td className={STAT_TFOOT_TD}>{t.goals}</td>
          <td className={STAT_TFOOT_TD}>{t.assists}</td>
          <td className={`${STAT_TFOOT_TD} text-primary`}>{t.points}</td>
          <td className={STAT_TFOOT_TD} colSpan={8} />
        </tr>
      </tfoot>
    </Table>
  );
}

function GoalieTable({ data, playerName }: { data: GameStats; playerName: string }) {
  const gameById = new Map(data.games.map((g) => [g.id, g]));
  const t = data.totals.goalie;
  return (
    <Table
      label="Goalie game log"
      className="rounded-xl border border-border"
      tableClassName="min-w-max border-collapse"
    >
      <caption className="sr-only">Goalie stats of {playerName} per game, newest first</caption>
      <thead>
        <tr>
          <GameHeaderCells />
          <AbbrTh abbr="SA" title="Shots against" />
          <AbbrTh abbr="SV" title="Saves" />
          <AbbrTh abbr="GA" title="Goals against" />
          <AbbrTh abbr="SV%" title="Save percentage" />
          <AbbrTh abbr="GAA" title="Goals against average" />
          <AbbrTh abbr="TOI" title="Time on ice" />
          <AbbrTh abbr="SO" title="Shutout" />
        </tr>
      </thead>
      <tbody>
        {data.goalieStats.map((s) => (
          <tr key={s.gameId} className="hover:bg-muted/40">
            <GameCells game={gameById.get(s.gameId)} />
            <SourceCell line={s} />
            <td className={STAT_TD}>{s.shotsAgainst}</td>
            <td className={STAT_TD}>{s.saves}</td>
            <td className={STAT_TD}>{s.goalsAgainst}</td>
            <td className={`${STAT_TD} font-bold text-primary`}>{formatSavePercent(s.savePercentage)}</td>
            <td className={STAT_TD}>{formatGaa(s.goalsAgainstAverage)}</td>
            <td className={STAT_TD}>{formatClock(s.toiSeconds)}</td>
            <td className={STAT_TD}>{s.shutout ? 'Yes' : '-'}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className={STAT_TFOOT_TD}>
            Totals
          </th>
          <td className={STAT_TFOOT_TD_TEXT}>{`${t.gamesPlayed} GP`}</td>
          <td className={STAT_TFOOT_TD} colSpan={5} />
          <td className={`${STAT_TFOOT_TD} text-primary`}>{t.savePct ? `${t.savePct}%` : '-'}</td>
          <td className={STAT_TFOOT_TD}>{t.gaa ?? '-'}</td>
          <td className={STAT_TFOOT_TD} />
          <td className={STAT_TFOOT_TD}>{t.shutouts}</td>
        </tr>
      </tfoot>
    </Table>
  );
}

/** Spec 2 §2 Game by Game: skater and goalie rows. Loaded the first time the dialog opens. */
export function GameByGameDialog({ playerId, playerName }: { playerId: string; playerName: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  const query = useGameStats(wanted ? playerId : undefined);
  const data = query.data;
  const hasSkater = Boolean(data?.skaterStats.length);
  const hasGoalie = Boolean(data?.goalieStats.length);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Game by Game
        </Button>
      </DialogTrigger>
      <DialogContent className="grid-cols-1 sm:max-w-6xl">
        <DialogHeader>
          <DialogTitle>Game by Game</DialogTitle>
          <DialogDescription>Every recorded game of {playerName}, newest first.</DialogDescription>
        </DialogHeader>
        {query.isPending && wanted ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading games..." />
          </div>
        ) : !hasSkater && !hasGoalie ? (
          // A failed read falls back to empty (spec 2 §7).
          <EmptyNote>No games recorded yet.</EmptyNote>
        ) : (
          <div className="grid grid-cols-1 gap-6">
            <StatsSourceLegend />
            {hasSkater && data ? (
              <GamesSection id="games-skater-heading" title="Skater">
                <SkaterTable data={data} playerName={playerName} />
              </GamesSection>
            ) : null}
            {hasGoalie && data ? (
              <GamesSection id="games-goalie-heading" title="Goalie">
                <GoalieTable data={data} playerName={playerName} />
              </GamesSection>
            ) : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
