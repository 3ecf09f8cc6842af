import { CalendarIcon, EyeIcon, ListIcon } from 'lucide-react';
import { useParams } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { useApiQuery } from '#client/lib/api.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { formatEventTime, formatMediumDate } from '#client/lib/format.ts';
import { api } from '#common/api/index.ts';
import type { SharedListPlayer } from '#common/contracts/list-sharing.ts';
import { plural } from '#common/plural.ts';
import { ListLoading } from '../components/list-loading.tsx';
import { PlayerCard, PlayerGrid } from '../components/player-card.tsx';

/**
 * /shared/lists/{token} (D323): a list read by its secret link, read-only. Each player as a visitor sees
 * their public profile, with the stage and the next game (a minor's rink and time only for a signed-in
 * reader entitled to them). The address is a secret: the server sends it with Referrer-Policy
 * no-referrer and X-Robots-Tag noindex (a token page), and the page asks search engines not to index it.
 */
export function SharedListPage() {
  const { token = '' } = useParams();
  const read = useApiQuery(api.listSharing.link.read, { params: { token } }, { retry: false });
  const data = read.data;
  const gone = isApiError(read.error, 404) || isApiError(read.error, 400);

  return (
    <div className="container-page py-8 sm:py-10">
      <title>{`${data?.list.name ?? 'Shared list'} · Rinkside`}</title>
      <meta name="robots" content="noindex, nofollow" />
      {read.isPending ? (
        <ListLoading />
      ) : read.isError || !data ? (
        <Alert variant="destructive" title={gone ? 'List not found' : 'Error Loading List'} role="alert">
          {gone
            ? 'This link does not open a list: it may have been revoked or replaced. Ask the person who sent it for a new one.'
            : 'Failed to load this list. Please try again later.'}
        </Alert>
      ) : (
        <>
          <header className="mb-6">
            <p className="mb-1 text-xs font-semibold uppercase tracking-widest text-primary">Shared list</p>
            <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{data.list.name}</h1>
            <p className="mt-1.5 text-sm text-muted-foreground">
              {plural(data.items.length, 'player')} · shared by {data.list.ownerName}
              {data.list.programName ? `, ${data.list.programName}` : ''}
            </p>
            <p className="mt-3 flex items-start gap-2 text-sm text-muted-foreground">
              <EyeIcon className="mt-0.5 size-4 shrink-0" />
              Read-only. Each player shows what their public profile shows.
            </p>
          </header>
          {data.items.length === 0 ? (
            <EmptyState
              size="lg"
              icon={<ListIcon />}
              title="No players in this list yet"
              description="Players the list's owner adds show here."
            />
          ) : (
            <PlayerGrid className="lg:grid-cols-3 xl:grid-cols-4">
              {data.items.map((player) => (
                <PlayerCard
                  key={player.id}
                  player={player}
                  headingLevel="h2"
                  footer={<SharedFooter player={player} />}
                />
              ))}
            </PlayerGrid>
          )}
        </>
      )}
    </div>
  );
}

function SharedFooter({ player }: { player: SharedListPlayer }) {
  const game = player.nextGame;
  const time = game ? formatEventTime(game.eventTime) : null;
  const where = game ? [game.rinkName, game.location].filter(Boolean).join(', ') : '';
  return (
    <div className="grid gap-1.5 text-sm">
      <p>
        <span className="font-medium text-muted-foreground">Stage </span>
        {player.stage}
      </p>
      {game ? (
        <p className="flex items-start gap-1.5">
          <CalendarIcon className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" />
          <span>
            <span className="font-medium">Next game</span> {formatMediumDate(game.eventDate)}
            {time ? `, ${time}` : ''}
            {game.opponent ? ` vs ${game.opponent}` : ''}
            {where ? ` · ${where}` : ''}
            {game.detailsHidden ? (
              <span className="block text-xs text-muted-foreground">
                Sign in to see rink and time details
              </span>
            ) : null}
          </span>
        </p>
      ) : null}
    </div>
  );
}
