import {
  BarChart3Icon,
  EyeIcon,
  LockIcon,
  ShieldCheckIcon,
  TrendingDownIcon,
  TrendingUpIcon,
  UsersIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { SectionHeading } from '#client/components/ui/section-heading.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { usePlayerFeatures } from '#client/features/players/index.ts';
import { cn } from '#client/lib/cn.ts';
import { formatMediumDate } from '#client/lib/format.ts';
import type { ProfileAnalytics, ViewerGroup } from '#common/contracts/player-reach.ts';
import { ANALYTICS_LOCKED_MESSAGE } from '#common/profile-url.ts';
import { type AnalyticsRange, useProfileAnalytics } from '../../api/get-analytics.ts';
import type { PlayerRef } from '../../lib/invalidate-player.ts';
import { PRICING_PATH } from '../../lib/links.ts';

/** Viewer roles as the screen groups them: organization admins and staff are one group. */
const GROUPS: { label: string; roles: ViewerGroup[] }[] = [
  { label: 'Recruiters', roles: ['RECRUITER'] },
  { label: 'Clubs & organizations', roles: ['ORG_ADMIN', 'ORG_STAFF'] },
  { label: 'Parents', roles: ['PARENT'] },
  { label: 'Players', roles: ['PLAYER'] },
  { label: 'Rinkside staff', roles: ['ADMIN'] },
  { label: 'Signed-out visitors', roles: ['anonymous'] },
];

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDate = (iso: string) => SHORT_DATE.format(new Date(`${iso}T00:00:00Z`));
const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Advanced analytics: views over time and who viewed by role, for plans that include them. */
export function AnalyticsTab({ playerRef }: { playerRef: PlayerRef }) {
  const features = usePlayerFeatures(playerRef.id);
  const hasAccess = features.data?.advancedAnalytics.hasAccess ?? false;
  const [range, setRange] = useState<AnalyticsRange>('30');
  const analytics = useProfileAnalytics(playerRef.id, range, hasAccess);

  return (
    <section aria-labelledby="analytics-title" className="grid gap-5">
      <SectionHeading
        id="analytics-title"
        title="Analytics"
        description="How often your profile is viewed, and by whom."
        action={
          hasAccess ? (
            <fieldset className="inline-flex rounded-lg border border-border bg-muted/50 p-0.5">
              <legend className="sr-only">Period</legend>
              {(['30', '90'] as const).map((r) => (
                <button
                  key={r}
                  type="button"
                  aria-pressed={range === r}
                  onClick={() => setRange(r)}
                  className={cn(
                    'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    range === r
                      ? 'bg-card text-foreground shadow-sm'
                      : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {r} days
                </button>
              ))}
            </fieldset>
          ) : null
        }
      />
      {features.isPending ? (
        <Spinner label="Loading analytics" />
      ) : !hasAccess ? (
        <LockedAnalytics byAdministrator={features.data?.advancedAnalytics.source === 'override'} />
      ) : analytics.data ? (
        <AnalyticsView data={analytics.data} />
      ) : analytics.isError ? (
        <p className="text-sm text-destructive">The analytics could not be loaded. Please try again.</p>
      ) : (
        <Spinner label="Loading analytics" />
      )}
    </section>
  );
}

function AnalyticsView({ data }: { data: ProfileAnalytics }) {
  const recruiterViews = data.byRole.find((r) => r.role === 'RECRUITER')?.views ?? 0;
  const change =
    data.previousViews === 0
      ? null
      : Math.round(((data.totalViews - data.previousViews) / data.previousViews) * 100);
  const groups = GROUPS.map((g) => ({
    label: g.label,
    views: data.byRole.filter((r) => g.roles.includes(r.role)).reduce((s, r) => s + r.views, 0),
  })).filter((g, i) => g.views > 0 || i === 0);
  const maxGroup = Math.max(1, ...groups.map((g) => g.views));
  const period = `the last ${data.range} days`;

  return (
    <div className="grid gap-5" data-testid="analytics-view">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Stat icon={<EyeIcon />} label="Profile views" value={data.totalViews}>
          {change === null ? (
            <span className="text-muted-foreground">No views in the {data.range} days before</span>
          ) : (
            <span
              className={cn(
                'inline-flex items-center gap-1',
                change >= 0 ? 'text-success' : 'text-destructive',
              )}
            >
              {change >= 0 ? (
                <TrendingUpIcon className="size-3.5" />
              ) : (
                <TrendingDownIcon className="size-3.5" />
              )}
              {change >= 0 ? '+' : ''}
              {change}% vs the {data.range} days before
            </span>
          )}
        </Stat>
        <Stat icon={<UsersIcon />} label="Different viewers" value={data.uniqueViewers}>
          <span className="text-muted-foreground">in {period}</span>
        </Stat>
        <Stat icon={<BarChart3Icon />} label="Recruiter views" value={recruiterViews}>
          <span className="text-muted-foreground">
            {data.totalViews > 0
              ? `${Math.round((recruiterViews / data.totalViews) * 100)}% of all views`
              : 'none yet'}
          </span>
        </Stat>
      </dl>

      <Card className="p-5 sm:p-6">
        <h3 className="text-sm font-semibold">
          Views per {data.bucket === 'day' ? 'day' : 'week'}
          <span className="ml-2 font-normal text-muted-foreground">
            {formatMediumDate(data.from)} – {formatMediumDate(data.to)}
          </span>
        </h3>
        <ViewsChart data={data} />
      </Card>

      <Card className="p-5 sm:p-6">
        <h3 className="text-sm font-semibold">Who viewed, by role</h3>
        <ul className="mt-4 grid gap-3" aria-label="Views by viewer role">
          {groups.map((g) => (
            <li
              key={g.label}
              className="grid grid-cols-[minmax(0,9.5rem)_1fr_auto] items-center gap-3 text-sm sm:grid-cols-[12rem_1fr_auto]"
            >
              <span className="truncate">{g.label}</span>
              <span className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <span
                  className="block h-full rounded-full bg-primary"
                  style={{ width: `${(g.views / maxGroup) * 100}%` }}
                />
              </span>
              <span className="w-10 text-right font-semibold tabular-nums">{g.views}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex items-start gap-2 text-xs text-muted-foreground">
          <ShieldCheckIcon className="mt-0.5 size-3.5 shrink-0" />
          Each viewer counts once a day. Viewers are never named, only their role is shown. Your own visits
          and your parents’ are not counted.
        </p>
      </Card>
    </div>
  );
}

function Stat({
  icon,
  label,
  value,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  value: number;
  children: React.ReactNode;
}) {
  return (
    <div className="rounded-xl border border-border bg-card p-4 shadow-sm">
      <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase [&_svg]:size-3.5">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 font-display text-3xl font-extrabold tabular-nums">
        {value.toLocaleString('en-US')}
      </dd>
      <dd className="mt-1 text-xs">{children}</dd>
    </div>
  );
}

/** Bars per day or week; the numbers are in a table for screen readers. */
function ViewsChart({ data }: { data: ProfileAnalytics }) {
  const max = Math.max(1, ...data.series.map((s) => s.views));
  const labelEvery = Math.ceil(data.series.length / 6);
  const bucketLabel = (start: string) =>
    data.bucket === 'day' ? shortDate(start) : `Week of ${shortDate(start)}`;
  return (
    <div className="mt-4">
      <div
        className="flex h-44 items-end gap-[2px] border-b border-border sm:gap-1"
        aria-hidden="true"
        data-testid="views-chart"
      >
        {data.series.map((s) => (
          <div
            key={s.start}
            className="group relative flex h-full min-w-0 flex-1 items-end"
            title={`${bucketLabel(s.start)}: ${plural(s.views, 'view', 'views')}`}
          >
            <div
              className={cn(
                'w-full rounded-t-sm',
                s.views > 0 ? 'bg-primary group-hover:bg-primary/80' : 'bg-muted',
              )}
              style={{ height: s.views > 0 ? `${Math.max(4, (s.views / max) * 100)}%` : '2px' }}
            />
          </div>
        ))}
      </div>
      <div className="mt-1.5 flex gap-[2px] text-[11px] text-muted-foreground sm:gap-1" aria-hidden="true">
        {data.series.map((s, i) => (
          <span key={s.start} className="min-w-0 flex-1 overflow-visible whitespace-nowrap">
            {i % labelEvery === 0 ? shortDate(s.start) : ''}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>Profile views per {data.bucket}</caption>
        <thead>
          <tr>
            <th scope="col">{data.bucket === 'day' ? 'Day' : 'Week'}</th>
            <th scope="col">Views</th>
          </tr>
        </thead>
        <tbody>
          {data.series.map((s) => (
            <tr key={s.start}>
              <td>{bucketLabel(s.start)}</td>
              <td>{s.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const PREVIEW_BARS = [3, 5, 4, 7, 6, 9, 5, 8, 11, 7, 10, 12, 9, 13].map((h, day) => ({ h, day }));

/** Without the feature: what it shows, and the way to it. */
/** D248: switched off by an administrator, no plan would add analytics, so none is offered. */
function LockedAnalytics({ byAdministrator }: { byAdministrator: boolean }) {
  return (
    <Card className="relative overflow-hidden p-5 sm:p-6" data-testid="analytics-locked">
      <div
        className="pointer-events-none flex h-32 items-end gap-1.5 opacity-40 blur-[2px]"
        aria-hidden="true"
      >
        {PREVIEW_BARS.map(({ h, day }) => (
          <div key={day} className="flex-1 rounded-t-sm bg-primary" style={{ height: `${h * 7}%` }} />
        ))}
      </div>
      <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-warning/15 text-warning">
            <LockIcon className="size-5" />
          </span>
          <div>
            <h3 className="font-semibold">See who is looking at your profile</h3>
            <p className="mt-1 max-w-xl text-sm text-muted-foreground">
              {byAdministrator
                ? 'An administrator turned off advanced analytics for this account, so no plan would add them. Contact support if you think this is a mistake.'
                : ANALYTICS_LOCKED_MESSAGE}
            </p>
            <ul className="mt-2 grid gap-1 text-sm">
              <li>• Views per day or week over the last 30 or 90 days</li>
              <li>• Views by recruiters, clubs, parents and visitors</li>
            </ul>
          </div>
        </div>
        {byAdministrator ? null : (
          <Link to={PRICING_PATH} className={buttonVariants({ className: 'shrink-0' })}>
            View plans
          </Link>
        )}
      </div>
    </Card>
  );
}
