import { BuildingIcon, FlagIcon, TagsIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { PATHS } from '#client/lib/paths.ts';
import { AuditLogCard } from '../components/audit-log-card.tsx';
import { CsvImportCard } from '../components/csv-import-card.tsx';
import { JobsCard } from '../components/jobs-card.tsx';
import { MetricsCards } from '../components/metrics-cards.tsx';
import { RecruiterQueueCard } from '../components/recruiter-queue-card.tsx';
import { SeedSubscriptionsButton } from '../components/seed-subscriptions-button.tsx';
import { UsersTable } from '../components/users-table.tsx';

/**
 * /admin and /admin/dashboard (spec 3 §2 Admin): the platform metrics, the users table, the audit logs,
 * the CSV import, the scheduled jobs (D301) and the subscription seed. ADMIN only (the route table and every /api/admin call).
 */
export function AdminDashboardPage() {
  return (
    <div className="container-page py-8 sm:py-10">
      <title>Admin Dashboard · Rinkside</title>
      <header className="mb-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <p className="mb-1 text-xs font-semibold uppercase tracking-widest text-primary">Administration</p>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
          <p className="mt-1.5 text-sm text-muted-foreground sm:text-base">
            Support families and recruiters: find accounts, review activity and bring in player data.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={PATHS.adminTiers} className={buttonVariants({ variant: 'default' })}>
            <TagsIcon />
            Tier Management
          </Link>
          <Link to={PATHS.adminOrganizations} className={buttonVariants({ variant: 'outline' })}>
            <BuildingIcon />
            Organizations
          </Link>
          <Link to={PATHS.adminMessageReports} className={buttonVariants({ variant: 'outline' })}>
            <FlagIcon />
            Reported Messages
          </Link>
          <SeedSubscriptionsButton />
        </div>
      </header>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 sm:gap-8">
        <MetricsCards />
        <RecruiterQueueCard />
        <UsersTable />
        <CsvImportCard />
        <JobsCard />
        <AuditLogCard />
      </div>
    </div>
  );
}
