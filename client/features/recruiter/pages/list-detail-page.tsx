import {
  ChevronLeftIcon,
  DownloadIcon,
  ListChecksIcon,
  PencilIcon,
  SearchIcon,
  Share2Icon,
  UsersIcon,
  XIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CalendarFeedCard } from '#client/components/calendar-feed-card.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { apiUrl } from '#client/lib/api.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { showFailureToast } from '#client/lib/error-toast.tsx';
import { PATHS } from '#client/lib/paths.ts';
import { api } from '#common/api/index.ts';
import type { ListDetail, ListItemPlayer } from '#common/contracts/lists.ts';
import { plural } from '#common/plural.ts';
import { useListItems } from '../api/get-list-items.ts';
import { useRemoveListItem } from '../api/remove-list-item.ts';
import { useSetStage } from '../api/set-stage.ts';
import { CompareToggle, CompareTrayLink } from '../components/compare-toggle.tsx';
import { ListLoading } from '../components/list-loading.tsx';
import { EditStagesDialog, RenameListDialog } from '../components/list-settings-dialogs.tsx';
import { OwnView } from '../components/own-view.tsx';
import { PlayerCard, PlayerGrid } from '../components/player-card.tsx';
import { ShareListDialog } from '../components/share-list-dialog.tsx';
import { StageFilter } from '../components/stage-filter.tsx';
import { StageSelect } from '../components/stage-select.tsx';
import { inStage } from '../lib/pipeline.ts';

/**
 * /recruiter/lists/{listId} (spec 3 §2): the list's players, with a remove button on each card. As a
 * pipeline (D290): rename, own stages, a stage per card, a filter by stage with counts, a CSV export.
 * Shared (D321): the owner shares it from here; a colleague with edit access moves stages and removes
 * players, one with view access reads it; renaming, stages, export, sharing and the calendar stay the owner's.
 */
export function ListDetailPage() {
  const { listId } = useParams();
  const items = useListItems(listId);
  const remove = useRemoveListItem();
  const setStage = useSetStage(listId ?? '');
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<'rename' | 'stages' | 'share' | null>(null);
  const data = items.data;
  const isOwner = data?.list.access === 'owner';
  const canEdit = isOwner || data?.list.access === 'edit';
  const stageParam = params.get('stage');
  // A stage the list no longer has filters nothing.
  const stage = stageParam && data?.list.stages.includes(stageParam) ? stageParam : null;
  const chooseStage = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === null) updated.delete('stage');
        else updated.set('stage', next);
        return updated;
      },
      { replace: true },
    );

  const moveTo = (player: ListItemPlayer, next: string) =>
    setStage.mutate(
      { playerId: player.id, stage: next, previous: player.stage },
      {
        onError: (error) => showFailureToast('Failed to change the stage. Please try again.', error),
      },
    );
  // A malformed id (400) names no list, like an unknown or deleted one (404).
  const notFound = isApiError(items.error, 404) || isApiError(items.error, 400);

  const removePlayer = (playerId: string, name: string) => {
    if (!listId) return;
    remove.mutate(
      { listId, playerId },
      {
        onSuccess: () =>
          toast({ title: 'Player removed', description: `${name} was removed from ${data?.list.name}.` }),
        onError: (error) => showFailureToast('Failed to remove player from list', error),
      },
    );
  };

  return (
    <div className="container-page py-8 sm:py-10">
      <title>{`${data?.list.name ?? 'Prospect List'} · Rinkside`}</title>
      <Link
        to={PATHS.recruiterLists}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-4' })}
      >
        <ChevronLeftIcon />
        Back to Lists
      </Link>

      {items.isPending ? (
        <ListLoading />
      ) : items.isError ? (
        <Alert variant="destructive" title={notFound ? 'List not found' : 'Error Loading List'} role="alert">
          {notFound
            ? 'This list does not exist or was deleted.'
            : 'Failed to load this list. Please try again later.'}
        </Alert>
      ) : data ? (
        <>
          <ListHeader
            list={data.list}
            playerCount={data.items.length}
            onRename={() => setDialog('rename')}
            onEditStages={() => setDialog('stages')}
            onShare={() => setDialog('share')}
          />
          {isOwner ? (
            <>
              <RenameListDialog
                list={data.list}
                open={dialog === 'rename'}
                onOpenChange={(open) => setDialog(open ? 'rename' : null)}
              />
              <EditStagesDialog
                key={data.list.customStages.join('\n')}
                list={data.list}
                open={dialog === 'stages'}
                onOpenChange={(open) => setDialog(open ? 'stages' : null)}
              />
              <ShareListDialog
                list={data.list}
                open={dialog === 'share'}
                onOpenChange={(open) => setDialog(open ? 'share' : null)}
              />
            </>
          ) : null}
          {data.items.length > 0 ? (
            <StageFilter stages={data.list.stages} items={data.items} value={stage} onChange={chooseStage} />
          ) : null}
          {data.items.length === 0 ? (
            <EmptyState
              size="lg"
              icon={<SearchIcon />}
              title="No players in this list yet"
              description={
                canEdit
                  ? 'Search for players and add them from their profile with ADD TO LIST.'
                  : 'Players the owner adds show here.'
              }
              action={
                canEdit ? (
                  <Link to={PATHS.search} className={buttonVariants()}>
                    <SearchIcon />
                    Find Players to Add
                  </Link>
                ) : undefined
              }
            />
          ) : stage !== null && inStage(data.items, stage).length === 0 ? (
            <p className="rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
              No players in {stage} yet.
            </p>
          ) : (
            <>
              <CompareTrayLink className="mb-4" />
              <PlayerGrid className="lg:grid-cols-3 xl:grid-cols-4">
                {inStage(data.items, stage).map((player) => {
                  const name = `${player.firstName} ${player.lastName}`;
                  return (
                    <PlayerCard
                      key={player.id}
                      player={player}
                      headingLevel="h2"
                      footer={
                        <>
                          <OwnView annotation={player} />
                          {canEdit ? (
                            <StageSelect
                              playerName={name}
                              stages={data.list.stages}
                              value={player.stage}
                              onChange={(next) => moveTo(player, next)}
                            />
                          ) : (
                            <p className="text-sm">
                              <span className="font-medium text-muted-foreground">Stage </span>
                              {player.stage}
                            </p>
                          )}
                        </>
                      }
                      action={
                        <div className="flex items-center gap-1.5">
                          <CompareToggle playerId={player.id} name={name} />
                          {canEdit ? (
                            <Button
                              variant="secondary"
                              size="icon"
                              className="size-8 rounded-full bg-background/85 shadow-sm backdrop-blur hover:bg-destructive hover:text-destructive-foreground"
                              aria-label={`Remove ${name} from list`}
                              disabled={remove.isPending && remove.variables?.playerId === player.id}
                              onClick={() => removePlayer(player.id, name)}
                            >
                              <XIcon />
                            </Button>
                          ) : null}
                        </div>
                      }
                    />
                  );
                })}
              </PlayerGrid>
            </>
          )}
          {isOwner ? (
            <CalendarFeedCard
              kind="list"
              id={data.list.id}
              description="Every game and showcase of the players on this list, in Google Calendar, Apple Calendar or Outlook, with the details you may see on their profiles."
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

interface ListHeaderProps {
  list: ListDetail;
  playerCount: number;
  onRename: () => void;
  onEditStages: () => void;
  onShare: () => void;
}

/**
 * The list's name and count, with Rename, Edit Stages, Share and Export CSV (a plain download link, D292)
 * for its owner; on a list shared with the caller, who shared it and what the caller may do (D321).
 */
function ListHeader({ list, playerCount, onRename, onEditStages, onShare }: ListHeaderProps) {
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="mb-1 text-xs font-semibold uppercase tracking-widest text-primary">Prospect List</p>
        <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{list.name}</h1>
        <p className="mt-1.5 text-sm text-muted-foreground">{plural(playerCount, 'player')}</p>
        {list.sharedBy ? (
          <p className="mt-2 flex items-center gap-1.5 text-sm" data-testid="shared-by">
            <UsersIcon className="size-4 shrink-0 text-primary" />
            <span>
              Shared by {list.sharedBy} ·{' '}
              {list.access === 'edit'
                ? 'you can move players between stages and add or remove players'
                : 'view only'}
            </span>
          </p>
        ) : null}
      </div>
      {list.access === 'owner' ? (
        <OwnerActions list={list} onRename={onRename} onEditStages={onEditStages} onShare={onShare} />
      ) : null}
    </header>
  );
}

function OwnerActions({
  list,
  onRename,
  onEditStages,
  onShare,
}: Pick<ListHeaderProps, 'list' | 'onRename' | 'onEditStages' | 'onShare'>) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={onRename}>
        <PencilIcon />
        Rename
      </Button>
      <Button variant="outline" size="sm" onClick={onEditStages}>
        <ListChecksIcon />
        Edit Stages
      </Button>
      <Button variant="outline" size="sm" onClick={onShare}>
        <Share2Icon />
        Share
      </Button>
      <a
        href={apiUrl(api.lists.export, { params: { id: list.id } })}
        download
        className={buttonVariants({ variant: 'default', size: 'sm' })}
      >
        <DownloadIcon />
        Export CSV
      </a>
    </div>
  );
}
