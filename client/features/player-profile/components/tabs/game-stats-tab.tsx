import { ChartColumnIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { SectionHeading } from '#client/components/ui/section-heading.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { AbbrTh, Table } from '#client/components/ui/table.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import {
  type GameStats,
  StatsSourceBadge,
  StatsSourceLegend,
  useGameStats,
  useSeasonStats,
} from '#client/features/players/index.ts';
import { cn } from '#client/lib/cn.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { formatClock, formatMediumDate, formatPlusMinus } from '#client/lib/format.ts';
import { type AddGoalieGameInput, useAddGoalieGame } from '../../api/add-goalie-game.ts';
import { type AddSkaterGameInput, useAddSkaterGame } from '../../api/add-skater-game.ts';
import type { PlayerRef } from '../../lib/invalidate-player.ts';
import { SegmentedControl } from '../field-controls.tsx';
import { GameFormDialog, type StatsMode } from './game-form-dialog.tsx';

type Game = GameStats['games'][number];

function result(game: Game): { text: string; tone: 'win' | 'loss' | 'tie' | null } {
  if (game.teamScore === null || game.opponentScore === null) return { text: '–', tone: null };
  const tone =
    game.teamScore > game.opponentScore ? 'win' : game.teamScore < game.opponentScore ? 'loss' : 'tie';
  const letter = tone === 'win' ? 'W' : tone === 'loss' ? 'L' : 'T';
  return { text: `${letter} ${game.teamScore}-${game.opponentScore}`, tone };
}

function Totals({ items }: { items: [string, string][] }) {
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-border bg-border sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="bg-card px-4 py-3 text-center">
          <dt className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">{label}</dt>
          <dd className="mt-0.5 font-display text-2xl font-extrabold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const TH =
  'whitespace-nowrap px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
const TD = 'whitespace-nowrap px-3 py-3 tabular-nums';

function GameCells({ game }: { game: Game }) {
  const r = result(game);
  return (
    <>
      <td className={TD}>{formatMediumDate(game.gameDate)}</td>
      <th scope="row" className={cn(TD, 'max-w-36 truncate text-left font-medium sm:max-w-56')}>
        <span className="mr-1.5 text-xs text-muted-foreground">{game.homeAway === 'away' ? '@' : 'vs'}</span>{' '}
        {game.opponent}
      </th>
      <td
        className={cn(
          TD,
          'font-semibold',
          r.tone === 'win' && 'text-success',
          r.tone === 'loss' && 'text-destructive',
        )}
      >
        {r.text}
      </td>
    </>
  );
}

/** A column header: plain text, or an abbreviation with its full name. */
type Column = string | readonly [abbr: string, title: string];

const GAME_COLUMNS = ['Date', 'Opponent', 'Result'] as const;
const SKATER_COLUMNS: readonly Column[] = [
  ...GAME_COLUMNS,
  ['G', 'Goals'],
  ['A', 'Assists'],
  ['PTS', 'Points'],
  ['+/-', 'Plus/minus'],
  ['PIM', 'Penalty minutes'],
  ['SOG', 'Shots on goal'],
  'Source',
];
const GOALIE_COLUMNS: readonly Column[] = [
  ...GAME_COLUMNS,
  ['SA', 'Shots against'],
  ['SV', 'Saves'],
  ['GA', 'Goals against'],
  ['SV%', 'Save percentage'],
  ['GAA', 'Goals against average'],
  ['TOI', 'Time on ice'],
  'Source',
];
const SEASON_COLUMNS: readonly Column[] = [
  'Season',
  'League',
  ['GP', 'Games played'],
  ['G', 'Goals'],
  ['A', 'Assists'],
  ['PTS', 'Points'],
  ['PIM', 'Penalty minutes'],
  ['+/-', 'Plus/minus'],
];

function StatsTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly Column[];
  children: ReactNode;
}) {
  return (
    <Table caption={caption} className="rounded-xl border border-border bg-card">
      <thead className="border-b border-border bg-muted/40">
        <tr>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <th key={column} scope="col" className={TH}>
                {column}
              </th>
            ) : (
              <AbbrTh key={column[0]} abbr={column[0]} title={column[1]} cell={TH} underline />
            ),
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">{children}</tbody>
    </Table>
  );
}

function SkaterTable({ data }: { data: GameStats }) {
  const byGame = new Map(data.games.map((g) => [g.id, g]));
  const rows = data.skaterStats.filter((s) => byGame.has(s.gameId));
  return (
    <StatsTable caption="Skater games" columns={SKATER_COLUMNS}>
      {rows.map((s) => (
        <tr key={s.gameId}>
          <GameCells game={byGame.get(s.gameId)!} />
          <td className={TD}>{s.goals}</td>
          <td className={TD}>{s.assists}</td>
          <td className={cn(TD, 'font-semibold')}>{s.points}</td>
          <td className={TD}>{formatPlusMinus(s.plusMinus)}</td>
          <td className={TD}>{s.pim}</td>
          <td className={TD}>{s.shots}</td>
          <td className={TD}>
            <StatsSourceBadge line={s} />
          </td>
        </tr>
      ))}
    </StatsTable>
  );
}

function GoalieTable({ data }: { data: GameStats }) {
  const byGame = new Map(data.games.map((g) => [g.id, g]));
  const rows = data.goalieStats.filter((s) => byGame.has(s.gameId));
  return (
    <StatsTable caption="Goalie games" columns={GOALIE_COLUMNS}>
      {rows.map((s) => (
        <tr key={s.gameId}>
          <GameCells game={byGame.get(s.gameId)!} />
          <td className={TD}>{s.shotsAgainst}</td>
          <td className={TD}>{s.saves}</td>
          <td className={TD}>
            {s.goalsAgainst}
            {s.shutout ? (
              <Badge variant="ice" className="ml-2">
                SO
              </Badge>
            ) : null}
          </td>
          <td className={TD}>
            {s.savePercentage === null ? '–' : `${(s.savePercentage * 100).toFixed(1)}%`}
          </td>
          <td className={TD}>{s.goalsAgainstAverage === null ? '–' : s.goalsAgainstAverage.toFixed(2)}</td>
          <td className={TD}>{formatClock(s.toiSeconds)}</td>
          <td className={TD}>
            <StatsSourceBadge line={s} />
          </td>
        </tr>
      ))}
    </StatsTable>
  );
}

function SeasonTable({ playerId }: { playerId: string }) {
  const seasons = useSeasonStats(playerId);
  const stats = seasons.data?.stats ?? [];
  if (stats.length === 0) return null;
  return (
    <div className="grid grid-cols-1 gap-3">
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Season totals</h3>
      <StatsTable caption="Season totals" columns={SEASON_COLUMNS}>
        {stats.map((s) => (
          <tr key={s.id}>
            <th scope="row" className={cn(TD, 'text-left font-medium')}>
              {s.season}
            </th>
            <td className={cn(TD, 'text-muted-foreground')}>{s.league ?? '–'}</td>
            <td className={TD}>{s.gamesPlayed}</td>
            <td className={TD}>{s.goals}</td>
            <td className={TD}>{s.assists}</td>
            <td className={cn(TD, 'font-semibold')}>{s.points}</td>
            <td className={TD}>{s.penaltyMinutes}</td>
            <td className={TD}>{formatPlusMinus(s.plusMinus)}</td>
          </tr>
        ))}
      </StatsTable>
    </div>
  );
}

interface GameStatsTabProps {
  /** Replaces the player-voice line above the stats (organization staff see their own). */
  description?: string;
  playerRef: PlayerRef;
  /** Which forms apply (spec 2 §2): goalie-only, skater-only, or both with a toggle. */
  roles: { skater: boolean; goalie: boolean };
}

export function GameStatsTab({ playerRef, roles, description }: GameStatsTabProps) {
  const stats = useGameStats(playerRef.id);
  const addSkater = useAddSkaterGame(playerRef);
  const addGoalie = useAddGoalieGame(playerRef);
  const [mode, setMode] = useState<StatsMode>(roles.skater ? 'skater' : 'goalie');
  const [formOpen, setFormOpen] = useState(false);
  const showToggle = roles.skater && roles.goalie;
  const data = stats.data;
  const gameCount = mode === 'skater' ? (data?.skaterStats.length ?? 0) : (data?.goalieStats.length ?? 0);

  const onSuccess = () => {
    toast({ title: 'Game stats added', description: 'The game is on your profile, marked Self-reported.' });
    setFormOpen(false);
  };
  const onError = (error: unknown) => showErrorToast('Failed to add game stats. Please try again.', error);

  const totals: [string, string][] = data
    ? mode === 'skater'
      ? [
          ['Games', String(data.totals.skater.gamesPlayed)],
          ['Goals', String(data.totals.skater.goals)],
          ['Assists', String(data.totals.skater.assists)],
          ['Points', String(data.totals.skater.points)],
        ]
      : [
          ['Games', String(data.totals.goalie.gamesPlayed)],
          ['GAA', data.totals.goalie.gaa ?? '–'],
          ['Save %', data.totals.goalie.savePct ? `${data.totals.goalie.savePct}%` : '–'],
          ['Shutouts', String(data.totals.goalie.shutouts)],
        ]
    : [];

  return (
    <div className="grid grid-cols-1 gap-5">
      <SectionHeading
        title="Game Stats"
        description={description ?? 'Log each game. Recruiters see your totals and game-by-game lines.'}
        action={
          <Button onClick={() => setFormOpen(true)}>
            <ChartColumnIcon />
            {mode === 'skater' ? 'Add Skater Game' : 'Add Goalie Game'}
          </Button>
        }
      />
      {showToggle ? (
        <SegmentedControl
          label="Stats type"
          value={mode}
          onChange={setMode}
          options={[
            { value: 'skater', label: 'Skater Stats' },
            { value: 'goalie', label: 'Goalie Stats' },
          ]}
          className="w-fit"
        />
      ) : null}

      {stats.isPending ? (
        <Spinner label="Loading game stats..." />
      ) : stats.isError || !data ? (
        <p className="text-sm text-destructive">
          Could not load your game stats. Reload the page to try again.
        </p>
      ) : (
        <>
          <Totals items={totals} />
          {gameCount === 0 ? (
            <EmptyState
              icon={<ChartColumnIcon />}
              title={mode === 'skater' ? 'No skater games yet' : 'No goalie games yet'}
              description="Add your first game: the totals above update as you go."
              action={<Button onClick={() => setFormOpen(true)}>Add Your First Game</Button>}
            />
          ) : (
            <div className="grid grid-cols-1 gap-2">
              <StatsSourceLegend />
              {mode === 'skater' ? <SkaterTable data={data} /> : <GoalieTable data={data} />}
            </div>
          )}
        </>
      )}
      {mode === 'skater' ? <SeasonTable playerId={playerRef.id} /> : null}

      <GameFormDialog
        mode={mode}
        open={formOpen}
        onOpenChange={setFormOpen}
        isPending={addSkater.isPending || addGoalie.isPending}
        onSubmitSkater={(input: AddSkaterGameInput) => addSkater.mutate(input, { onSuccess, onError })}
        onSubmitGoalie={(input: AddGoalieGameInput) => addGoalie.mutate(input, { onSuccess, onError })}
      />
    </div>
  );
}
