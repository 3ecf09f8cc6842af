import { ChartColumnIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { SectionHeading } from '#client/components/ui/section-heading.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import {
  GameLog,
  type GameLogRow,
  type GameStats,
  SeasonStatsTables,
  StatsSourceLegend,
  useGameStats,
  useSeasonStats,
} from '#client/features/players/index.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { formatMediumDate, formatPlusMinus } from '#client/lib/format.ts';
import { goalieRecord, pointsPerGame } from '#common/stats.ts';
import { type AddGoalieGameInput, useAddGoalieGame } from '../../api/add-goalie-game.ts';
import { type AddSkaterGameInput, useAddSkaterGame } from '../../api/add-skater-game.ts';
import { useDeleteGame } from '../../api/delete-game.ts';
import { type UpdateGameInput, useUpdateGame } from '../../api/update-game.ts';
import type { PlayerRef } from '../../lib/invalidate-player.ts';
import { SegmentedControl } from '../field-controls.tsx';
import { ListActions } from '../list-actions.tsx';
import { formValuesOf, GameFormDialog, type GameFormValues, type StatsMode } from './game-form-dialog.tsx';

function Totals({ items }: { items: [string, string][] }) {
  return (
    <dl
      className="grid gap-px overflow-hidden rounded-xl border border-border bg-border"
      style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
    >
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0 bg-card px-1.5 py-3 text-center sm:px-4">
          <dt className="truncate text-[0.68rem] font-semibold tracking-wider text-muted-foreground uppercase sm:text-xs">
            {label}
          </dt>
          <dd className="mt-0.5 font-display text-lg font-extrabold whitespace-nowrap tabular-nums sm:text-2xl">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The headline totals of one kind of play (the game log's totals row has every figure). */
function totalsOf(data: GameStats, mode: StatsMode): [string, string][] {
  if (mode === 'skater') {
    const t = data.totals.skater;
    return [
      ['Games', String(t.gamesPlayed)],
      ['Goals', String(t.goals)],
      ['Assists', String(t.assists)],
      ['Points', String(t.points)],
      ['P/GP', pointsPerGame(t) ?? '—'],
      ['+/-', formatPlusMinus(t.plusMinus)],
    ];
  }
  const t = data.totals.goalie;
  return [
    ['Games', String(t.gamesPlayed)],
    ['Record', goalieRecord(t) ?? '—'],
    ['GAA', t.gaa ?? '—'],
    ['Save %', t.savePct ? `${t.savePct}%` : '—'],
    ['Shutouts', String(t.shutouts)],
  ];
}

/** "the game vs Edina Hornets on Nov 8, 2025" */
const gameName = (row: GameLogRow) =>
  `the game ${row.game.homeAway === 'away' ? 'at' : 'vs'} ${row.game.opponent} on ${formatMediumDate(row.game.gameDate)}`;

interface GameStatsTabProps {
  /** Replaces the player-voice line above the stats (organization staff see their own). */
  description?: string;
  playerRef: PlayerRef;
  /** Which forms apply (spec 2 §2): goalie-only, skater-only, or both with a toggle. */
  roles: { skater: boolean; goalie: boolean };
}

export function GameStatsTab({ playerRef, roles, description }: GameStatsTabProps) {
  const stats = useGameStats(playerRef.id);
  const seasons = useSeasonStats(playerRef.id).data;
  const addSkater = useAddSkaterGame(playerRef);
  const addGoalie = useAddGoalieGame(playerRef);
  const update = useUpdateGame(playerRef);
  const remove = useDeleteGame(playerRef);
  const [mode, setMode] = useState<StatsMode>(roles.skater ? 'skater' : 'goalie');
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<{ gameId: string; values: GameFormValues } | null>(null);
  const [deleting, setDeleting] = useState<GameLogRow | null>(null);
  const showToggle = roles.skater && roles.goalie;
  const data = stats.data;
  const gameCount = mode === 'skater' ? (data?.skaterStats.length ?? 0) : (data?.goalieStats.length ?? 0);
  const hasSeasons = Boolean(seasons && (seasons.stats.length > 0 || seasons.goalieStats.length > 0));

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (row: GameLogRow) => {
    setEditing({ gameId: row.game.id, values: formValuesOf(row) });
    setFormOpen(true);
  };
  const onAdded = () => {
    toast({ title: 'Game stats added', description: 'The game is on your profile, marked Self-reported.' });
    setFormOpen(false);
  };
  const onAddError = (error: unknown) => showErrorToast('Failed to add game stats. Please try again.', error);
  const save = (input: AddSkaterGameInput | AddGoalieGameInput, kind: StatsMode) => {
    if (!editing) {
      if (kind === 'skater')
        addSkater.mutate(input as AddSkaterGameInput, { onSuccess: onAdded, onError: onAddError });
      else addGoalie.mutate(input as AddGoalieGameInput, { onSuccess: onAdded, onError: onAddError });
      return;
    }
    update.mutate(
      { gameId: editing.gameId, input: { kind, ...input } as UpdateGameInput },
      {
        onSuccess: () => {
          toast({ title: 'Game updated', description: 'Your totals now include the change.' });
          setFormOpen(false);
        },
        onError: (error) => showErrorToast('Failed to update game stats. Please try again.', error),
      },
    );
  };
  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.game.id, {
      onSuccess: () => {
        toast({ title: 'Game deleted', description: 'It no longer counts in your totals.' });
        setDeleting(null);
      },
      onError: (error) => showErrorToast('Failed to delete game stats. Please try again.', error),
    });
  };

  return (
    <div className="grid grid-cols-1 gap-5">
      <SectionHeading
        title="Game Stats"
        description={description ?? 'Log each game. Recruiters see your totals and game-by-game lines.'}
        action={
          <Button onClick={openAdd}>
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
          <Totals items={totalsOf(data, mode)} />
          {gameCount === 0 ? (
            <EmptyState
              icon={<ChartColumnIcon />}
              title={mode === 'skater' ? 'No skater games yet' : 'No goalie games yet'}
              description="Add your first game: the totals above update as you go."
              action={<Button onClick={openAdd}>Add Your First Game</Button>}
            />
          ) : (
            <div className="grid grid-cols-1 gap-2">
              <StatsSourceLegend />
              <GameLog
                data={data}
                kind={mode}
                playerName="you"
                actions={(row) => (
                  <ListActions
                    itemName={gameName(row)}
                    onEdit={() => openEdit(row)}
                    onDelete={() => setDeleting(row)}
                  />
                )}
              />
            </div>
          )}
        </>
      )}
      {seasons && hasSeasons ? (
        <div className="grid grid-cols-1 gap-3">
          <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            Season totals
          </h3>
          <SeasonStatsTables seasons={seasons} playerName="you" />
        </div>
      ) : null}

      <GameFormDialog
        mode={mode}
        initial={editing?.values}
        open={formOpen}
        onOpenChange={setFormOpen}
        isPending={addSkater.isPending || addGoalie.isPending || update.isPending}
        onSubmitSkater={(input: AddSkaterGameInput) => save(input, 'skater')}
        onSubmitGoalie={(input: AddGoalieGameInput) => save(input, 'goalie')}
      />
      <ConfirmDialog
        focusCancel
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this game?"
        description={
          deleting
            ? `The stats of ${gameName(deleting)} will be removed, and your totals with them. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete Game"
        isPending={remove.isPending}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
