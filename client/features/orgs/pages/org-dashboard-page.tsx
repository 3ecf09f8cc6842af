import { ArrowRightIcon, RotateCcwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { PATHS } from '#client/lib/paths.ts';
import type { Organization } from '#common/contracts/orgs.ts';
import { plural } from '#common/plural.ts';
import { useOrgDashboard, useOrgRoster } from '../api/staff-org-reads.ts';
import { StaffMetricCards, StaffMetricSkeleton } from '../components/staff-metric-cards.tsx';
import { StaffOrgIdentity } from '../components/staff-org-identity.tsx';
import { StaffOrgShell } from '../components/staff-org-shell.tsx';
import { rosterActions, StaffRosterEmpty } from '../components/staff-roster-buttons.tsx';
import { StaffRosterList } from '../components/staff-roster-list.tsx';
import { hasStaffScope } from '../lib/staff-access.ts';

/** How many roster entries the dashboard shows: active players first, then the newest invitations (D249). */
export const DASHBOARD_ROSTER_ENTRIES = 5;

/** /org/dashboard: the organization, its real figures and its roster, active players first (D249). */
export function OrgDashboardPage() {
  return (
    <StaffOrgShell
      title="Dashboard"
      description="Your program at a glance: roster, recruiter interest and evidence to review."
      actions={rosterActions}
    >
      {({ organization, membership }) => (
        <>
          <StaffOrgIdentity organization={organization} />
          <Figures orgId={organization.id} />
          <RecentRoster organization={organization} canManage={hasStaffScope(membership, 'roster')} />
        </>
      )}
    </StaffOrgShell>
  );
}

function Figures({ orgId }: { orgId: string }) {
  const dashboard = useOrgDashboard(orgId);
  if (dashboard.isPending) return <StaffMetricSkeleton />;
  if (dashboard.isError) {
    return (
      <Alert variant="destructive" title="The figures could not be loaded" role="alert">
        <Button variant="outline" size="sm" className="mt-2" onClick={() => dashboard.refetch()}>
          <RotateCcwIcon />
          Try again
        </Button>
      </Alert>
    );
  }
  return <StaffMetricCards dashboard={dashboard.data} />;
}

function RecentRoster({ organization, canManage }: { organization: Organization; canManage: boolean }) {
  const roster = useOrgRoster(organization.id, { sort: 'status', pageSize: DASHBOARD_ROSTER_ENTRIES });
  const entries = roster.data?.roster ?? [];
  const total = roster.data?.counts.all ?? 0;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Roster</CardTitle>
        <Link
          to={PATHS.orgRoster}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline [&_svg]:size-4"
        >
          {total > entries.length ? `View all ${plural(total, 'entry', 'entries')}` : 'View full roster'}
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)]">
        {roster.isPending ? (
          <Spinner label="Loading the roster..." />
        ) : roster.isError ? (
          <p className="text-sm text-destructive">
            The roster could not be loaded. Reload the page to try again.
          </p>
        ) : entries.length === 0 ? (
          <StaffRosterEmpty orgId={organization.id} canManage={canManage} />
        ) : (
          <StaffRosterList
            orgId={organization.id}
            entries={entries}
            canManage={canManage}
            caption="Roster, active players first"
          />
        )}
      </CardContent>
    </Card>
  );
}
