import { DownloadIcon, RotateCcwIcon, RotateCwIcon, UsersIcon, UserXIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Pagination } from '#client/components/ui/pagination.tsx';
import { SearchInput } from '#client/components/ui/search-input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { cn } from '#client/lib/cn.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import {
  ROSTER_SEARCH_MAX,
  ROSTER_SORTS,
  type RosterEntry,
  type RosterSort,
} from '#common/contracts/orgs.ts';
import { plural, pluralNoun } from '#common/plural.ts';
import { useOrgRoster } from '../api/staff-org-reads.ts';
import { type BulkRosterAction, bulkApplicable, useBulkRosterAction } from '../api/staff-roster-writes.ts';
import { StaffOrgShell } from '../components/staff-org-shell.tsx';
import { rosterActions, StaffRosterEmpty } from '../components/staff-roster-buttons.tsx';
import { StaffRosterList } from '../components/staff-roster-list.tsx';
import { downloadCsv, rosterCsv } from '../lib/roster-export.ts';
import {
  DEFAULT_ROSTER_VIEW,
  isFiltered,
  ROSTER_SORT_LABELS,
  type RosterView,
  rosterQueryOf,
  rosterViewFromParams,
  rosterViewToParams,
} from '../lib/roster-query.ts';
import { hasStaffScope } from '../lib/staff-access.ts';
import { ROSTER_FILTER_LABELS, ROSTER_FILTERS, type RosterFilter } from '../lib/staff-roster.ts';

/** How long typing pauses before the search goes to the address, and so to the server. */
export const ROSTER_SEARCH_DEBOUNCE_MS = 300;

/**
 * /org/roster: every sponsorship and invitation of the organization, a page at a time (D249): search by
 * name or address, filter by status, team and birth year, sort, all in the address; tick rows to resend,
 * revoke or export them (D250).
 */
export function RosterPage() {
  return (
    <StaffOrgShell
      title="Roster"
      description="Players your organization sponsors, and the invitations waiting for a family's answer."
      actions={rosterActions}
    >
      {({ organization, membership }) => (
        <RosterBody orgId={organization.id} canManage={hasStaffScope(membership, 'roster')} />
      )}
    </StaffOrgShell>
  );
}

function RosterBody({ orgId, canManage }: { orgId: string; canManage: boolean }) {
  const [params, setParams] = useSearchParams();
  const view = rosterViewFromParams(params);
  const [searchText, setSearchText] = useState(view.q);
  const [selected, setSelected] = useState<Map<string, RosterEntry>>(() => new Map());
  const [confirmEnd, setConfirmEnd] = useState(false);
  const bulk = useBulkRosterAction(orgId);
  const roster = useOrgRoster(orgId, rosterQueryOf(view));
  const ids = { search: useId(), team: useId(), year: useId(), sort: useId() };

  const go = (next: RosterView, replace = false) =>
    setParams(rosterViewToParams(next, params), { replace, preventScrollReset: true });

  // Back/Forward changed the search in the address: show it in the box.
  useEffect(() => {
    setSearchText((typed) => (typed.trim() === view.q.trim() ? typed : view.q));
  }, [view.q]);

  // Typing pauses: the search goes to the address (and so to the server), from the first page.
  useEffect(() => {
    if (searchText.trim() === view.q.trim()) return;
    const timer = setTimeout(
      () =>
        setParams(rosterViewToParams({ ...rosterViewFromParams(params), q: searchText, page: 1 }, params), {
          preventScrollReset: true,
        }),
      ROSTER_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText, view.q, params, setParams]);

  // Another view: the ticks belonged to the rows of the last one.
  const viewKey = rosterViewToParams(view).toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ticks are cleared when the view changes
  useEffect(() => setSelected(new Map()), [viewKey]);

  const data = roster.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A page past the end (an old link, or entries removed meanwhile): the last page instead.
  const pastEnd = Boolean(data && data.total > 0 && data.roster.length === 0 && view.page > totalPages);
  useEffect(() => {
    if (pastEnd) go({ ...view, page: totalPages }, true);
  });

  const chosen = useMemo(() => [...selected.values()], [selected]);
  if (roster.isPending) return <Spinner label="Loading the roster..." />;
  if (roster.isError || !data) {
    return (
      <Alert variant="destructive" title="The roster could not be loaded" role="alert">
        <Button variant="outline" size="sm" className="mt-2" onClick={() => roster.refetch()}>
          <RotateCcwIcon />
          Try again
        </Button>
      </Alert>
    );
  }

  const filtered = isFiltered(view);
  const empty = data.counts.all === 0 && !filtered;
  const first = (data.page - 1) * data.pageSize + 1;
  const last = first + data.roster.length - 1;
  const statusOf = (f: RosterFilter) => (f === 'all' ? '' : f);
  const clearFilters = () => {
    setSearchText('');
    go({ ...DEFAULT_ROSTER_VIEW, sort: view.sort });
  };

  const toggle = (entry: RosterEntry, checked: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (checked) next.set(entry.id, entry);
      else next.delete(entry.id);
      return next;
    });
  const toggleAll = (checked: boolean) =>
    setSelected(checked ? new Map(data.roster.map((e) => [e.id, e])) : new Map());

  const runBulk = (action: BulkRosterAction) => {
    const entries = bulkApplicable(chosen, action);
    bulk.mutate(
      { entries, action },
      {
        onSuccess: ({ done, failed }) => {
          setConfirmEnd(false);
          setSelected(new Map(failed.map((f) => [f.entry.id, f.entry])));
          const what =
            action === 'resend'
              ? `${plural(done, 'invitation')} sent again`
              : `${plural(done, 'entry', 'entries')} revoked or withdrawn`;
          if (failed.length === 0) toast({ title: what });
          else
            toast({
              variant: 'destructive',
              title: `${what}, ${plural(failed.length, 'failure')}`,
              description: `${failed[0]!.message}${failed.length > 1 ? ` (and ${plural(failed.length - 1, 'other')})` : ''}. The rows that failed stay ticked.`,
            });
        },
        onError: (error) => showErrorToast('The change was not saved. Please try again.', error),
      },
    );
  };
  const resendable = bulkApplicable(chosen, 'resend').length;
  const endable = bulkApplicable(chosen, 'end').length;

  return (
    <section aria-labelledby="roster-heading" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <h2 id="roster-heading" className="sr-only">
        Roster entries
      </h2>
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_11rem_10.5rem_12rem]">
        <div>
          <SearchInput
            id={ids.search}
            label="Search the roster"
            placeholder="Search by name or email"
            maxLength={ROSTER_SEARCH_MAX}
            value={searchText}
            onChange={setSearchText}
          />
        </div>
        <div className="grid grid-cols-2 gap-3 md:contents">
          <div>
            <Label htmlFor={ids.team} className="sr-only">
              Filter by team
            </Label>
            <Select
              id={ids.team}
              value={view.team}
              onChange={(event) => go({ ...view, team: event.target.value, page: 1 })}
            >
              <option value="">All teams</option>
              {data.teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor={ids.year} className="sr-only">
              Filter by birth year
            </Label>
            <Select
              id={ids.year}
              value={view.birthYear ? String(view.birthYear) : ''}
              onChange={(event) =>
                go({ ...view, birthYear: event.target.value ? Number(event.target.value) : null, page: 1 })
              }
            >
              <option value="">All birth years</option>
              {data.birthYears.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <div>
          <Label htmlFor={ids.sort} className="sr-only">
            Sort
          </Label>
          <Select
            id={ids.sort}
            value={view.sort}
            onChange={(event) => go({ ...view, sort: event.target.value as RosterSort, page: 1 })}
          >
            {ROSTER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {ROSTER_SORT_LABELS[sort]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Filter by status</legend>
        {ROSTER_FILTERS.map((f) => {
          const pressed = view.status === statusOf(f);
          return (
            <button
              key={f}
              type="button"
              aria-pressed={pressed}
              onClick={() => go({ ...view, status: statusOf(f), page: 1 })}
              className={cn(
                'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
                pressed
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-card text-muted-foreground hover:text-foreground',
              )}
            >
              {ROSTER_FILTER_LABELS[f]}
              <span
                className={cn(
                  'rounded-full px-1.5 text-xs tabular-nums',
                  pressed ? 'ring-1 ring-primary-foreground/60' : 'bg-muted text-foreground',
                )}
              >
                {data.counts[f].toLocaleString('en-US')}
              </span>
            </button>
          );
        })}
      </fieldset>
      {empty ? (
        <StaffRosterEmpty orgId={orgId} canManage={canManage} />
      ) : data.roster.length === 0 ? (
        <EmptyState
          icon={<UsersIcon />}
          title="No roster entries match your filters"
          description="Try another name or address, or another status, team or birth year."
          action={
            <Button variant="outline" onClick={clearFilters}>
              Clear filters
            </Button>
          }
        />
      ) : (
        <div
          className={cn(
            'grid grid-cols-[minmax(0,1fr)] gap-3 transition-opacity',
            roster.isPlaceholderData && 'opacity-60',
          )}
        >
          <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Showing <span className="font-medium text-foreground">{first.toLocaleString('en-US')}</span>–
              <span className="font-medium text-foreground">{last.toLocaleString('en-US')}</span> of{' '}
              <span className="font-medium text-foreground">{data.total.toLocaleString('en-US')}</span>{' '}
              {pluralNoun(data.total, 'entry', 'entries')}
            </p>
            {filtered ? (
              <Button variant="ghost" size="sm" onClick={clearFilters}>
                <XIcon />
                Clear filters
              </Button>
            ) : null}
          </div>
          {chosen.length > 0 ? (
            // Sticks just below the site header (sticky, h-16: spec 1), not under it.
            <div
              role="toolbar"
              aria-label="Selected entries"
              className="sticky top-[4.5rem] z-10 flex flex-wrap items-center gap-2 rounded-xl border border-primary/40 bg-card px-3 py-2 shadow-md"
            >
              <p className="mr-auto text-sm font-semibold">
                {plural(chosen.length, 'entry', 'entries')} selected
              </p>
              {canManage ? (
                <>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={resendable === 0 || bulk.isPending}
                    onClick={() => runBulk('resend')}
                  >
                    {bulk.isPending && bulk.variables?.action === 'resend' ? (
                      <Spinner className="size-4 text-current" />
                    ) : (
                      <RotateCwIcon />
                    )}
                    Resend{resendable ? ` (${resendable})` : ''}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    className="text-destructive"
                    disabled={endable === 0 || bulk.isPending}
                    onClick={() => setConfirmEnd(true)}
                  >
                    <UserXIcon />
                    Revoke{endable ? ` (${endable})` : ''}
                  </Button>
                </>
              ) : null}
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  downloadCsv(`roster-${new Date().toISOString().slice(0, 10)}.csv`, rosterCsv(chosen))
                }
              >
                <DownloadIcon />
                Export CSV
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setSelected(new Map())}>
                Clear
              </Button>
            </div>
          ) : null}
          <StaffRosterList
            orgId={orgId}
            entries={data.roster}
            canManage={canManage}
            caption={`${ROSTER_FILTER_LABELS[view.status || 'all']} roster entries`}
            selection={{ selected: new Set(selected.keys()), onToggle: toggle, onToggleAll: toggleAll }}
          />
          <Pagination
            page={view.page}
            totalPages={totalPages}
            onPageChange={(page) => go({ ...view, page })}
          />
        </div>
      )}
      <ConfirmDialog
        open={confirmEnd}
        onOpenChange={(open) => (open ? undefined : setConfirmEnd(false))}
        title={`Revoke ${plural(endable, 'entry', 'entries')}?`}
        description="Active players leave your roster now and your organization can no longer maintain or verify their profiles; open invitations stop working. You can invite them again later."
        confirmLabel="Revoke"
        cancelLabel="Keep"
        isPending={bulk.isPending}
        onConfirm={() => runBulk('end')}
      />
    </section>
  );
}
