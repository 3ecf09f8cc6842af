import { RotateCcwIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cn } from '#client/lib/cn.ts';
import { useOrgRoster } from '../api/staff-org-reads.ts';
import { StaffOrgShell } from '../components/staff-org-shell.tsx';
import { rosterActions, StaffRosterEmpty } from '../components/staff-roster-buttons.tsx';
import { StaffRosterList } from '../components/staff-roster-list.tsx';
import { hasStaffScope } from '../lib/staff-access.ts';
import {
  filterRoster,
  ROSTER_FILTER_LABELS,
  ROSTER_FILTERS,
  type RosterFilter,
  rosterCounts,
} from '../lib/staff-roster.ts';

/** /org/roster (issue 14): every sponsorship and invitation of the organization, filtered by status. */
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
  const [filter, setFilter] = useState<RosterFilter>('all');
  const roster = useOrgRoster(orgId);
  if (roster.isPending) return <Spinner label="Loading the roster..." />;
  if (roster.isError) {
    return (
      <Alert variant="destructive" title="The roster could not be loaded" role="alert">
        <Button variant="outline" size="sm" className="mt-2" onClick={() => roster.refetch()}>
          <RotateCcwIcon />
          Try again
        </Button>
      </Alert>
    );
  }
  const all = roster.data.roster;
  const counts = rosterCounts(all);
  const shown = filterRoster(all, filter);
  return (
    <section aria-labelledby="roster-heading" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <h2 id="roster-heading" className="sr-only">
        Roster entries
      </h2>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Filter by status</legend>
        {ROSTER_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className={cn(
              'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
              filter === f
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-card text-muted-foreground hover:text-foreground',
            )}
          >
            {ROSTER_FILTER_LABELS[f]}
            <span
              className={cn(
                'rounded-full px-1.5 text-xs tabular-nums',
                filter === f ? 'ring-1 ring-primary-foreground/60' : 'bg-muted text-foreground',
              )}
            >
              {counts[f]}
            </span>
          </button>
        ))}
      </fieldset>
      {all.length === 0 ? (
        <StaffRosterEmpty orgId={orgId} canManage={canManage} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<UsersIcon />}
          title={`No ${ROSTER_FILTER_LABELS[filter].toLowerCase()} entries`}
          action={
            <Button variant="outline" onClick={() => setFilter('all')}>
              Show all
            </Button>
          }
        />
      ) : (
        <StaffRosterList
          orgId={orgId}
          entries={shown}
          canManage={canManage}
          caption={`${ROSTER_FILTER_LABELS[filter]} roster entries`}
        />
      )}
    </section>
  );
}
