import { BriefcaseIcon, Building2Icon, type LucideIcon, UserRoundIcon, UsersIcon } from 'lucide-react';
import { Alert } from '#client/components/ui/alert.tsx';
import { Card } from '#client/components/ui/card.tsx';
import type { AdminMetrics } from '#common/contracts/admin.ts';
import { useAdminMetrics } from '../api/get-metrics.ts';

const METRICS: Array<{ key: keyof AdminMetrics; label: string; icon: LucideIcon }> = [
  { key: 'totalUsers', label: 'Total Users', icon: UsersIcon },
  { key: 'totalPlayers', label: 'Total Players', icon: UserRoundIcon },
  { key: 'totalRecruiters', label: 'Total Recruiters', icon: BriefcaseIcon },
  { key: 'totalOrganizations', label: 'Total Organizations', icon: Building2Icon },
];

/** Spec 3 §2: the four platform metrics, one card each, with skeletons while they load. */
export function MetricsCards() {
  const metrics = useAdminMetrics();
  if (metrics.isError) {
    return (
      <Alert variant="destructive" title="Metrics could not be loaded" role="alert">
        Failed to load the platform metrics. Please try again later.
      </Alert>
    );
  }
  return (
    <section aria-label="Platform metrics" aria-busy={metrics.isPending}>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {METRICS.map(({ key, label, icon: Icon }) => (
          // The card is the <dl>'s group: its <dt> and <dd> are direct children (axe definition-list).
          <Card key={key} className="relative p-4 sm:p-5">
            <dt className="text-xs sm:pr-12 font-medium text-muted-foreground sm:text-sm">
              {label}
              <span
                aria-hidden="true"
                className="absolute top-4 right-4 hidden size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground sm:top-5 sm:right-5 sm:flex [&_svg]:size-5"
              >
                <Icon />
              </span>
            </dt>
            <dd className="mt-2 text-2xl font-bold tabular-nums tracking-tight sm:text-3xl">
              {metrics.data ? (
                metrics.data[key].toLocaleString('en-US')
              ) : (
                <span className="block h-8 w-16 animate-pulse rounded bg-muted motion-reduce:animate-none">
                  <span className="sr-only">Loading</span>
                </span>
              )}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
