import { SearchIcon, SettingsIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HydrateLater } from '#client/components/hydrate-later.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { isApiError } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { cn } from '#client/lib/cn.ts';
import { PATHS } from '#client/lib/paths.ts';
import type { SearchResultPlayer } from '#common/contracts/search.ts';
import { useAnnotation } from '../api/get-annotations.ts';
import { useSearchPlayers } from '../api/search-players.ts';
import { CompareToggle, CompareTrayLink } from '../components/compare-toggle.tsx';
import { OwnView } from '../components/own-view.tsx';
import { PlayerCard, PlayerCardSkeleton, PlayerGrid } from '../components/player-card.tsx';
import { SaveSearchDialog } from '../components/save-search-dialog.tsx';
import { SearchFilterPanel } from '../components/search-filter-panel.tsx';
import {
  countActiveFilters,
  EMPTY_FILTERS,
  filtersFromParams,
  filtersToParams,
  filtersToQuery,
  LAST_SEARCH_PAGE,
  pageFromParams,
  playersFoundHeading,
  type SearchFilters,
  sortOptionsWith,
} from '../lib/search-filters.ts';

/**
 * /recruiter/search and its alias /search (spec 3 §2): filters beside a grid of player cards. The filters
 * and the page live in the URL query, so a search can be shared and the Back button returns to it.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const page = pageFromParams(params);
  const search = useSearchPlayers(filtersToQuery(filters, page));
  const { user } = useAuth();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const activeCount = countActiveFilters(filters);
  const sortId = useId();

  // The sort is chosen beside the results and applies at once; Apply and Clear keep it.
  const apply = (next: SearchFilters) => {
    setParams(filtersToParams({ ...next, sort: filters.sort }));
    setFiltersOpen(false);
  };
  const clear = () => setParams(filtersToParams({ ...EMPTY_FILTERS, sort: filters.sort }));
  const sortBy = (sort: string) => setParams(filtersToParams({ ...filters, sort }));
  const sortOptions = sortOptionsWith(filters.sort);
  const goToPage = (next: number) => {
    setParams(filtersToParams(filters, next));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const data = search.data;
  const playerIds = data?.players.map((p) => p.id) ?? [];
  // Pages past LAST_SEARCH_PAGE are refused by the API (narrow the filters instead).
  const totalPages = data
    ? Math.min(LAST_SEARCH_PAGE, Math.max(1, Math.ceil(data.total / data.pageSize)))
    : 1;
  // A page past the end of the results (an old link, or players went inactive meanwhile): go to the
  // last page, in place of this history entry.
  const pastEnd = Boolean(data && data.total > 0 && data.players.length === 0 && page > totalPages);
  useEffect(() => {
    if (pastEnd) setParams(filtersToParams(filters, totalPages), { replace: true });
  }, [pastEnd, filters, totalPages, setParams]);

  return (
    <div className="container-page py-8 sm:py-10">
      <title>Search Players · Rinkside</title>
      <div className="mb-6">
        <p className="mb-1 text-xs font-semibold uppercase tracking-widest text-primary">Search Players</p>
        <div aria-live="polite" aria-atomic="true">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {data
              ? playersFoundHeading(data)
              : search.isError
                ? 'Players could not be loaded'
                : 'Searching players…'}
          </h1>
        </div>
        <p className="mt-1.5 text-sm text-muted-foreground sm:text-base">
          Filter by class, position, height, team, stats and more, then open a profile to take notes or add
          the player to a list.
        </p>
        {/* D306: a recruiter keeps these filters, with a daily or weekly e-mail of new players. */}
        {user?.role === 'RECRUITER' ? (
          <div className="mt-4">
            <SaveSearchDialog />
          </div>
        ) : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
        <aside className="lg:sticky lg:top-20">
          <Button
            variant="outline"
            className="w-full justify-between lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((o) => !o)}
          >
            <span className="inline-flex items-center gap-2">
              <SettingsIcon />
              Filters
            </span>
            {activeCount > 0 ? <Badge variant="ice">{activeCount} active</Badge> : null}
          </Button>
          <div
            id={panelId}
            className={cn(
              'mt-3 rounded-xl border border-border bg-card p-5 shadow-sm lg:mt-0 lg:block',
              filtersOpen ? 'block' : 'hidden',
            )}
          >
            <h2 className="mb-4 hidden text-sm font-semibold uppercase tracking-wider text-muted-foreground lg:block">
              Filters
            </h2>
            <SearchFilterPanel key={params.toString()} applied={filters} onApply={apply} onClear={clear} />
          </div>
        </aside>

        <section aria-label="Search results" className="min-w-0">
          <div className="mb-4 flex items-center justify-end gap-2">
            <label htmlFor={sortId} className="text-sm font-medium text-muted-foreground">
              Sort by
            </label>
            <Select
              id={sortId}
              className="w-auto min-w-56"
              value={filters.sort}
              onChange={(e) => sortBy(e.target.value)}
            >
              {sortOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
          {search.isPending || pastEnd ? (
            <div role="status" aria-label="Loading players">
              <PlayerGrid>
                {Array.from({ length: 6 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <PlayerCardSkeleton key={i} />
                ))}
              </PlayerGrid>
            </div>
          ) : search.isError ? (
            <Alert variant="destructive" title="Error Loading Players" role="alert">
              {isApiError(search.error, 401) ? (
                <p>
                  You need to be logged in to search players.{' '}
                  <Link to={PATHS.login} className="font-semibold text-primary underline underline-offset-4">
                    Login
                  </Link>
                </p>
              ) : (
                <p>Failed to load players. Please try again later.</p>
              )}
            </Alert>
          ) : data && data.players.length === 0 ? (
            <EmptyState
              size="lg"
              icon={<SearchIcon />}
              title="No players found matching your criteria"
              description="Try fewer filters, another birth year or a broader region."
              action={
                <Button variant="outline" onClick={clear}>
                  Clear Filters
                </Button>
              }
            />
          ) : data ? (
            <>
              <h2 className="sr-only">Players</h2>
              <CompareTrayLink className="mb-4" />
              <PlayerGrid>
                {/* Each card hydrates in its own pass (D208): twenty cards were one long task. */}
                {data.players.map((player) => (
                  <HydrateLater key={player.id}>
                    <ResultCard player={player} playerIds={playerIds} annotate={user?.role === 'RECRUITER'} />
                  </HydrateLater>
                ))}
              </PlayerGrid>
              <Pagination page={page} totalPages={totalPages} onPageChange={goToPage} />
              {page >= LAST_SEARCH_PAGE &&
              (data.totalIsLowerBound || data.total > LAST_SEARCH_PAGE * data.pageSize) ? (
                <p className="mt-3 text-center text-sm text-muted-foreground">
                  That is as far as the results go. Narrow the filters to see more players.
                </p>
              ) : null}
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}

/**
 * One result: the card, its compare toggle and, for a recruiter, their own rating and latest note (D291).
 * The card reads the annotations itself (D341): their answer arrives after the page hydrated, and had the
 * page read them, every card not yet hydrated (D208) would have hydrated at once in one long task.
 */
function ResultCard({
  player,
  playerIds,
  annotate,
}: {
  player: SearchResultPlayer;
  playerIds: readonly string[];
  annotate: boolean;
}) {
  const annotation = useAnnotation(playerIds, annotate, player.id);
  return (
    <PlayerCard
      player={player}
      action={<CompareToggle playerId={player.id} name={`${player.firstName} ${player.lastName}`} />}
      footer={annotation ? <OwnView annotation={annotation} /> : undefined}
    />
  );
}
