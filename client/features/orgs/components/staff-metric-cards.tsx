import {
  ArrowRightIcon,
  BookmarkIcon,
  EyeIcon,
  GaugeIcon,
  type LucideIcon,
  ShieldCheckIcon,
  UsersIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '#client/components/ui/card.tsx';
import { PATHS } from '#client/lib/paths.ts';
import type { OrgDashboard } from '#common/contracts/orgs.ts';

const n = (value: number) => value.toLocaleString('en-US');

/** The dashboard's figures (D093), one card each. */
export function StaffMetricCards({ dashboard }: { dashboard: OrgDashboard }) {
  const { roster } = dashboard;
  return (
    <section aria-label="Organization figures">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <Metric
          label="Roster"
          icon={UsersIcon}
          value={n(roster.active)}
          detail={`${n(roster.invited)} invited · ${n(roster.pending)} pending`}
          className="col-span-2 lg:col-span-1"
        />
        <Metric label="Profile views (30 days)" icon={EyeIcon} value={n(dashboard.profileViews30d)} />
        <Metric label="Recruiter list saves" icon={BookmarkIcon} value={n(dashboard.listSaves)} />
        <Metric
          label="Average profile strength"
          icon={GaugeIcon}
          value={dashboard.averageProfileStrength === null ? '—' : `${dashboard.averageProfileStrength}%`}
          detail={dashboard.averageProfileStrength === null ? 'No active players yet' : undefined}
        />
        <Metric
          label="Evidence awaiting review"
          icon={ShieldCheckIcon}
          value={n(dashboard.pendingVerifications)}
          detail={
            <Link
              to={PATHS.orgVerification}
              className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline [&_svg]:size-3.5"
            >
              Review evidence
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          }
        />
      </dl>
    </section>
  );
}

function Metric({
  label,
  icon: Icon,
  value,
  detail,
  className,
}: {
  label: string;
  icon: LucideIcon;
  value: string;
  detail?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={`relative p-4 sm:p-5 ${className ?? ''}`}>
      <dt className="pr-10 text-xs font-medium text-muted-foreground sm:text-sm">
        {label}
        <span
          aria-hidden="true"
          className="absolute top-4 right-4 flex size-8 items-center justify-center rounded-lg bg-accent text-accent-foreground sm:top-5 sm:right-5 [&_svg]:size-4"
        >
          <Icon />
        </span>
      </dt>
      <dd className="mt-2 text-2xl font-bold tabular-nums tracking-tight sm:text-3xl">{value}</dd>
      {detail ? <dd className="mt-1 text-xs text-muted-foreground sm:text-sm">{detail}</dd> : null}
    </Card>
  );
}

export function StaffMetricSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5" aria-busy="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <Card key={i} className="h-28 animate-pulse bg-muted/40 motion-reduce:animate-none">
          <span className="sr-only">Loading</span>
        </Card>
      ))}
    </div>
  );
}
