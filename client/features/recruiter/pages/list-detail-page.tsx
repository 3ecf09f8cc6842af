import { ChevronLeftIcon, SearchIcon, XIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { showFailureToast } from '#client/lib/error-toast.tsx';
import { PATHS } from '#client/lib/paths.ts';
import { plural } from '#common/plural.ts';
import { useListItems } from '../api/get-list-items.ts';
import { useRemoveListItem } from '../api/remove-list-item.ts';
import { PlayerCard, PlayerCardSkeleton, PlayerGrid } from '../components/player-card.tsx';

/** /recruiter/lists/{listId} (spec 3 §2): the list's players, with a remove button on each card. */
export function ListDetailPage() {
  const { listId } = useParams();
  const items = useListItems(listId);
  const remove = useRemoveListItem();
  const data = items.data;
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
        <div role="status" aria-label="Loading list">
          <div className="mb-8 h-9 w-64 animate-pulse rounded bg-muted motion-reduce:animate-none" />
          <PlayerGrid className="lg:grid-cols-3 xl:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <PlayerCardSkeleton key={i} />
            ))}
          </PlayerGrid>
        </div>
      ) : items.isError ? (
        <Alert variant="destructive" title={notFound ? 'List not found' : 'Error Loading List'} role="alert">
          {notFound
            ? 'This list does not exist or was deleted.'
            : 'Failed to load this list. Please try again later.'}
        </Alert>
      ) : data ? (
        <>
          <header className="mb-8">
            <p className="mb-1 text-xs font-semibold uppercase tracking-widest text-primary">Prospect List</p>
            <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{data.list.name}</h1>
            <p className="mt-1.5 text-sm text-muted-foreground">{plural(data.items.length, 'player')}</p>
          </header>
          {data.items.length === 0 ? (
            <EmptyState
              size="lg"
              icon={<SearchIcon />}
              title="No players in this list yet"
              description="Search for players and add them from their profile with ADD TO LIST."
              action={
                <Link to={PATHS.search} className={buttonVariants()}>
                  <SearchIcon />
                  Find Players to Add
                </Link>
              }
            />
          ) : (
            <PlayerGrid className="lg:grid-cols-3 xl:grid-cols-4">
              {data.items.map((player) => {
                const name = `${player.firstName} ${player.lastName}`;
                return (
                  <PlayerCard
                    key={player.id}
                    player={player}
                    headingLevel="h2"
                    action={
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
                    }
                  />
                );
              })}
            </PlayerGrid>
          )}
        </>
      ) : null}
    </div>
  );
}
