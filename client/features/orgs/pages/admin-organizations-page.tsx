import { ArrowLeftIcon, BuildingIcon, PlusIcon, TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { PATHS } from '#client/lib/paths.ts';
import { useAdminOrganizations } from '../api/admin-organizations.ts';
import { AdminCreateOrganizationDialog } from '../components/admin-create-organization-dialog.tsx';
import { AdminOrganizationsTable } from '../components/admin-organizations-table.tsx';

/** /admin/organizations (ADMIN): every club, team and school, and Create Organization (D089). */
export function AdminOrganizationsPage() {
  const query = useAdminOrganizations();
  const [creating, setCreating] = useState(false);

  const createButton = (
    <Button onClick={() => setCreating(true)}>
      <PlusIcon />
      Create Organization
    </Button>
  );

  return (
    <div className="container-page py-8 sm:py-10">
      <title>Organizations · Admin · Rinkside</title>
      <Link
        to={PATHS.adminDashboard}
        className="mb-4 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Admin Dashboard
      </Link>
      <header className="mb-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <p className="mb-1 text-xs font-semibold uppercase tracking-widest text-primary">Administration</p>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Organizations</h1>
          <p className="mt-1.5 text-sm text-muted-foreground sm:text-base">
            Clubs, teams and schools on Rinkside, their owners and rosters.
          </p>
        </div>
        {createButton}
      </header>
      {query.isPending ? (
        <PageSpinner label="Loading organizations..." />
      ) : query.isError ? (
        <Alert
          variant="destructive"
          icon={<TriangleAlertIcon />}
          title="Could not load organizations"
          role="alert"
        >
          <Button size="sm" variant="outline" className="mt-2" onClick={() => query.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : query.data.organizations.length === 0 ? (
        <EmptyState
          size="lg"
          icon={<BuildingIcon />}
          title="No organizations yet"
          description="Create the first club, team or school. Its owner gets an e-mailed invitation to take it over."
          action={createButton}
        />
      ) : (
        <AdminOrganizationsTable organizations={query.data.organizations} />
      )}
      <AdminCreateOrganizationDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
