import { BookmarkIcon, SearchIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { SectionHeading } from '#client/components/ui/section-heading.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showFailureToast } from '#client/lib/error-toast.tsx';
import { PATHS } from '#client/lib/paths.ts';
import type { SavedSearch } from '#common/contracts/saved-searches.ts';
import {
  SAVED_SEARCH_ALERT_LABELS,
  SAVED_SEARCH_ALERTS,
  type SavedSearchAlert,
} from '#common/saved-search-rules.ts';
import {
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
  useVisitSavedSearch,
} from '../api/saved-searches.ts';

/** Where a saved search opens: the search screen with its filters in the address. */
export const savedSearchPath = (query: string) =>
  query ? `${PATHS.recruiterSearch}?${query}` : PATHS.recruiterSearch;

/**
 * The dashboard's saved searches (D306, D308): each with the players it found since the recruiter last
 * opened it, its alert, and Open (the search with its filters) or Delete.
 */
export function SavedSearchesSection() {
  const saved = useSavedSearches();
  return (
    <section aria-labelledby="saved-searches-heading" className="mt-12">
      <SectionHeading variant="row" id="saved-searches-heading" title="Saved searches" />
      {saved.isPending ? (
        <div
          role="status"
          aria-label="Loading saved searches"
          className="h-24 animate-pulse rounded-xl bg-muted motion-reduce:animate-none"
        />
      ) : saved.isError ? (
        <Alert variant="destructive" title="Error Loading Saved Searches" role="alert">
          Failed to load your saved searches. Please try again later.
        </Alert>
      ) : saved.data.savedSearches.length === 0 ? (
        <EmptyState
          size="lg"
          headingLevel="h3"
          icon={<BookmarkIcon />}
          title="No saved searches yet"
          description="Use “Save this search” on the search screen to keep your filters here and get e-mails of new players."
          action={
            <Link to={PATHS.recruiterSearch} className={buttonVariants()}>
              Search Players
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-3" aria-label="Saved searches">
          {saved.data.savedSearches.map((search) => (
            <li key={search.id}>
              <SavedSearchRow search={search} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const visit = useVisitSavedSearch();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [confirming, setConfirming] = useState(false);
  const titleId = `saved-search-${search.id}`;
  const setAlert = (alert: SavedSearchAlert) =>
    update.mutate(
      { id: search.id, alert },
      {
        onSuccess: () =>
          toast({
            title: 'Alert changed',
            description: `${search.name}: ${SAVED_SEARCH_ALERT_LABELS[alert]}.`,
          }),
        onError: (error) => showFailureToast('Alert not changed', error),
      },
    );
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
    >
      <div className="grid min-w-0 gap-1">
        <h3 id={titleId} className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="min-w-0 break-words">{search.name}</span>
          {search.newSinceVisit > 0 ? (
            <Badge variant="success">{search.newSinceVisit} new since your last visit</Badge>
          ) : (
            <Badge variant="outline">Nothing new since your last visit</Badge>
          )}
        </h3>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Select
          aria-label={`E-mail alert for ${search.name}`}
          value={search.alert}
          disabled={update.isPending}
          onChange={(e) => setAlert(e.target.value as SavedSearchAlert)}
          className="w-40"
        >
          {SAVED_SEARCH_ALERTS.map((value) => (
            <option key={value} value={value}>
              {SAVED_SEARCH_ALERT_LABELS[value]}
            </option>
          ))}
        </Select>
        <Link
          to={savedSearchPath(search.query)}
          onClick={() => visit.mutate(search.id)}
          className={buttonVariants({ variant: 'default' })}
          aria-label={`Open ${search.name}`}
        >
          <SearchIcon />
          Open
        </Link>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${search.name}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2Icon />
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this saved search?"
        description={`"${search.name}" and its alerts stop. Players are not affected.`}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(search.id, {
            onSuccess: (data) => {
              toast({ title: 'Saved search deleted', description: data.message });
              setConfirming(false);
            },
            onError: (error) => showFailureToast('Saved search not deleted', error),
          })
        }
      />
    </article>
  );
}
