import { PlayerCardSkeleton, PlayerGrid } from './player-card.tsx';

/** A list's page while it loads (the owner's, a colleague's or the link's): its title and four cards. */
export function ListLoading() {
  return (
    <div role="status" aria-label="Loading list">
      <div className="mb-8 h-9 w-64 animate-pulse rounded bg-muted motion-reduce:animate-none" />
      <PlayerGrid className="lg:grid-cols-3 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <PlayerCardSkeleton key={i} />
        ))}
      </PlayerGrid>
    </div>
  );
}
