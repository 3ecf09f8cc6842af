import { HistoryIcon, UsersIcon } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { SectionHeading } from '#client/components/ui/section-heading.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useTeamHistory } from '#client/features/players/index.ts';
import type { TeamHistoryEntry, TeamHistoryInput } from '#common/contracts/players.ts';
import { useAddTeamHistory } from '../../api/add-team-history.ts';
import { useDeleteTeamHistory } from '../../api/delete-team-history.ts';
import { useUpdateTeamHistory } from '../../api/update-team-history.ts';
import type { PlayerRef } from '../../lib/invalidate-player.ts';
import { useEditableItems } from '../../lib/use-editable-items.ts';
import { ListActions } from '../list-actions.tsx';
import { TeamFormDialog } from './team-form-dialog.tsx';

const EXTERNAL_LINK =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm';

function TeamRow({
  entry,
  onEdit,
  onDelete,
}: {
  entry: TeamHistoryEntry;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const details = [
    entry.league,
    entry.level,
    entry.jerseyNumber !== null ? `#${entry.jerseyNumber}` : null,
  ].filter(Boolean);
  return (
    <li>
      <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
        <div className="flex min-w-0 flex-1 gap-4">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground"
          >
            <UsersIcon className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">{entry.teamName}</h3>
              <Badge variant="outline">{entry.season}</Badge>
              {entry.isCurrent ? <Badge variant="success">Current</Badge> : null}
            </div>
            {details.length ? (
              <p className="mt-1 text-sm text-muted-foreground">{details.join(' · ')}</p>
            ) : null}
            {entry.coachName || entry.coachEmail ? (
              <p className="mt-1 text-sm">
                <span className="text-muted-foreground">Coach </span>
                {entry.coachName}
                {entry.coachEmail ? (
                  <span className="text-muted-foreground">
                    {entry.coachName ? ' · ' : ''}
                    {entry.coachEmail}
                  </span>
                ) : null}
              </p>
            ) : null}
            {entry.teamUrl || entry.rosterUrl ? (
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {entry.teamUrl ? (
                  <a href={entry.teamUrl} target="_blank" rel="noopener noreferrer" className={EXTERNAL_LINK}>
                    Team website<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : null}
                {entry.rosterUrl ? (
                  <a
                    href={entry.rosterUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={EXTERNAL_LINK}
                  >
                    Roster<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : null}
              </p>
            ) : null}
          </div>
        </div>
        <ListActions itemName={`${entry.teamName} ${entry.season}`} onEdit={onEdit} onDelete={onDelete} />
      </Card>
    </li>
  );
}

/** `description` replaces the player-voice line above the list (organization staff see their own). */
export function TeamHistoryTab({ playerRef, description }: { playerRef: PlayerRef; description?: string }) {
  const history = useTeamHistory(playerRef.id);
  const add = useAddTeamHistory(playerRef);
  const update = useUpdateTeamHistory(playerRef);
  const remove = useDeleteTeamHistory(playerRef);
  const items = useEditableItems<TeamHistoryEntry, TeamHistoryInput>({
    create: (input, handlers) => add.mutate(input, handlers),
    update: (entry, input, handlers) => update.mutate({ id: entry.id, input }, handlers),
    remove: (entry, handlers) => remove.mutate(entry.id, handlers),
    messages: {
      created: (input) => ({
        title: 'Team Added',
        description: `${input.teamName} is now in your team history.`,
      }),
      updated: (input) => ({ title: 'Team Updated', description: `${input.teamName} was saved.` }),
      deleted: (entry) => ({ title: 'Team Deleted', description: `${entry.teamName} was removed.` }),
      createFailed: 'Failed to add team history',
      updateFailed: 'Failed to update team history',
      deleteFailed: 'Failed to delete team history',
    },
  });
  const entries = history.data?.teamHistory ?? [];

  return (
    <div className="grid grid-cols-1 gap-5">
      <SectionHeading
        title="Team History"
        description={
          description ??
          'Every team you have played for. Mark your current team so recruiters know where to find you.'
        }
        action={
          <Button onClick={items.openAdd}>
            <HistoryIcon />
            Add Team
          </Button>
        }
      />
      {history.isPending ? (
        <Spinner label="Loading team history..." />
      ) : history.isError ? (
        <p className="text-sm text-destructive">
          Could not load your team history. Reload the page to try again.
        </p>
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<HistoryIcon />}
          title="No teams yet"
          description="Recruiters look at where you have played first. Add your current team and past seasons."
          action={<Button onClick={items.openAdd}>Add Your First Team</Button>}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-3" aria-label="Teams">
          {entries.map((entry) => (
            <TeamRow
              key={entry.id}
              entry={entry}
              onEdit={() => items.openEdit(entry)}
              onDelete={() => items.askDelete(entry)}
            />
          ))}
        </ul>
      )}

      <TeamFormDialog
        open={items.formOpen}
        onOpenChange={items.setFormOpen}
        entry={items.editing}
        isPending={add.isPending || update.isPending}
        onSubmit={items.submit}
      />
      <ConfirmDialog
        focusCancel
        open={items.deleting !== null}
        onOpenChange={items.onDeleteOpenChange}
        title="Delete this team?"
        description={
          items.deleting
            ? `${items.deleting.teamName} (${items.deleting.season}) will be removed from your team history. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete Team"
        isPending={remove.isPending}
        onConfirm={items.confirmDelete}
      />
    </div>
  );
}
