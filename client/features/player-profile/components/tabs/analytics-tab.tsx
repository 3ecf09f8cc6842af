import { BookmarkIcon, LockIcon, MessageSquareIcon, ShieldCheckIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { SectionHeading } from '#client/components/ui/section-heading.tsx';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Table } from '#client/components/ui/table.tsx';
import { usePlayerFeatures } from '#client/features/players/index.ts';
import { cn } from '#client/lib/cn.ts';
import { formatMediumDate } from '#client/lib/format.ts';
import type { InterestFunnel, InterestProgramRow, InterestWeeks } from '#common/contracts/interest.ts';
import type { ViewerGroup } from '#common/contracts/player-reach.ts';
import { inboxPath } from '#common/messaging.ts';
import { ANALYTICS_LOCKED_MESSAGE } from '#common/profile-url.ts';
import { programGroupLabel } from '#common/program-groups.ts';
import { useInterestFunnel } from '../../api/get-interest.ts';
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

const WEEK_OPTIONS = [
  { value: '4', label: '4 weeks' },
  { value: '12', label: '12 weeks' },
  { value: '26', label: '26 weeks' },
] as const;

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDate = (iso: string) => SHORT_DATE.format(new Date(`${iso}T00:00:00Z`));
const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * Advanced analytics as the interest funnel (D330-D333): different viewers, recruiters who saved the profile
 * to a list, and conversations recruiters started, per week and by program, for plans that include them.
 */
export function AnalyticsTab({ playerRef }: { playerRef: PlayerRef }) {
  const features = usePlayerFeatures(playerRef.id);
  const hasAccess = features.data?.advancedAnalytics.hasAccess ?? false;
  const [weeks, setWeeks] = useState<InterestWeeks>('12');
  const funnel = useInterestFunnel(playerRef.id, weeks, hasAccess);

  return (
    <section aria-labelledby="analytics-title" className="grid grid-cols-1 gap-5">
      <SectionHeading
        id="analytics-title"
        title="Analytics"
        description="Who is interested in your profile, week by week: viewers, recruiters who saved it to a list, and conversations."
        action={
          hasAccess ? (
            <SegmentedControl label="Period" value={weeks} options={WEEK_OPTIONS} onChange={setWeeks} />
          ) : null
        }
      />
      {features.isPending ? (
        <Spinner label="Loading analytics" />
      ) : !hasAccess ? (
        <LockedAnalytics byAdministrator={features.data?.advancedAnalytics.source === 'override'} />
      ) : funnel.data ? (
        <FunnelView key={funnel.data.weeks} data={funnel.data} />
      ) : funnel.isError ? (
        <p className="text-sm text-destructive">The analytics could not be loaded. Please try again.</p>
      ) : (
        <Spinner label="Loading analytics" />
      )}
    </section>
  );
}

const weekLabel = (start: string, data: InterestFunnel) =>
  start === data.series.at(-1)?.start ? 'This week' : `Week of ${shortDate(start)}`;

function FunnelView({ data }: { data: InterestFunnel }) {
  const { totals } = data;
  const period = `the last ${data.weeks} weeks`;
  return (
    <div className="grid grid-cols-1 gap-5" data-testid="interest-funnel">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Stat icon={<UsersIcon />} label="Different viewers" value={totals.viewers}>
          {totals.viewers > 0
            ? `${plural(totals.recruiterViewers, 'recruiter', 'recruiters')} among them, in ${period}`
            : `None yet in ${period}`}
        </Stat>
        <Stat icon={<BookmarkIcon />} label="Saved to a list" value={totals.savedBy}>
          {`${totals.savedBy === 1 ? 'recruiter' : 'recruiters'} added you to a list, in ${period}`}
        </Stat>
        <Stat icon={<MessageSquareIcon />} label="Conversations" value={totals.conversations}>
          {`started by ${totals.conversations === 1 ? 'a recruiter' : 'recruiters'}, in ${period}`}
        </Stat>
      </dl>
      <WeeksCard data={data} />
      <ProgramsCard data={data} />
      <WritersCard data={data} />
      <RolesCard data={data} />
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
      <dd className="mt-1 text-xs text-muted-foreground">{children}</dd>
    </div>
  );
}

/** A number with a thin bar under it, scaled to the column's largest week. */
function Figure({ value, max, tone }: { value: number; max: number; tone: string }) {
  return (
    <span className="grid justify-items-end gap-1">
      <span className={cn('font-semibold tabular-nums', value === 0 && 'text-muted-foreground')}>
        {value}
      </span>
      <span className="h-1.5 w-12 overflow-hidden rounded-full bg-muted sm:w-20" aria-hidden="true">
        <span
          className={cn('block h-full rounded-full', tone)}
          style={{ width: `${value > 0 ? Math.max(8, (value / max) * 100) : 0}%` }}
        />
      </span>
    </span>
  );
}

function WeeksCard({ data }: { data: InterestFunnel }) {
  const newestFirst = [...data.series].reverse();
  const max = (pick: (w: InterestFunnel['series'][number]) => number) =>
    Math.max(1, ...data.series.map(pick));
  const maxViewers = max((w) => w.viewers);
  const maxSaves = max((w) => w.savedBy);
  const maxConversations = max((w) => w.conversations);
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="text-sm font-semibold">
        Week by week
        <span className="ml-2 inline-block font-normal text-muted-foreground">
          {formatMediumDate(data.from)} – {formatMediumDate(data.to)}
        </span>
      </h3>
      <p className="mt-1 text-xs text-muted-foreground">
        Weeks start on Monday (UTC). Wrote: conversations a recruiter started.
      </p>
      <Table label="Interest per week" caption="Interest in your profile per week" className="mt-3">
        <CountsHead first="Week" viewers="Viewers" />
        <tbody>
          {newestFirst.map((week) => (
            <tr
              key={week.start}
              className="border-b border-border/60 last:border-0"
              data-testid={`week-${week.start}`}
            >
              <th scope="row" className="py-2 pr-3 text-left font-medium whitespace-nowrap">
                {weekLabel(week.start, data)}
              </th>
              <td className="px-2 py-2 text-right">
                <Figure value={week.viewers} max={maxViewers} tone="bg-primary/60" />
              </td>
              <td className="px-2 py-2 text-right">
                <Figure value={week.savedBy} max={maxSaves} tone="bg-primary" />
              </td>
              <td className="py-2 pl-2 text-right">
                <Figure value={week.conversations} max={maxConversations} tone="bg-success" />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}

function ProgramsCard({ data }: { data: InterestFunnel }) {
  const [week, setWeek] = useState<string>('all');
  const chosen = data.series.find((w) => w.start === week);
  const rows: InterestProgramRow[] = chosen ? chosen.programs : data.totals.programs;
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-sm font-semibold">Recruiters by program</h3>
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor="interest-program-period" className="text-muted-foreground">
            Week
          </label>
          <Select
            id="interest-program-period"
            value={week}
            onChange={(e) => setWeek(e.target.value)}
            className="h-9 w-auto min-w-40"
          >
            <option value="all">All {data.weeks} weeks</option>
            {[...data.series].reverse().map((w) => (
              <option key={w.start} value={w.start}>
                {weekLabel(w.start, data)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">
          No recruiter viewed, saved or wrote in {chosen ? 'this week' : 'this period'}.
        </p>
      ) : (
        <Table label="Recruiters by program" caption="Recruiters by program" className="mt-3">
          <CountsHead first="Program" viewers="Viewed" />
          <tbody>
            {rows.map((row) => (
              <tr key={row.group} className="border-b border-border/60 tabular-nums last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  {programGroupLabel(row.group)}
                </th>
                <td className="px-2 py-2 text-right">{row.viewers}</td>
                <td className="px-2 py-2 text-right">{row.savedBy}</td>
                <td className="py-2 pl-2 text-right">{row.conversations}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <p className="mt-4 text-xs text-muted-foreground">
        Programs are shown as Rinkside verified them. A program with fewer than {data.groupMinimum} recruiters
        in the period is counted with its kind, or under Other programs, so no recruiter can be picked out.
      </p>
    </Card>
  );
}

function WritersCard({ data }: { data: InterestFunnel }) {
  const unnamed = data.totals.conversations - data.named.length;
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="text-sm font-semibold">Recruiters who wrote</h3>
      {data.named.length === 0 && unnamed === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">
          No recruiter started a conversation in the last {data.weeks} weeks.
        </p>
      ) : (
        <ul className="mt-3 grid gap-2" aria-label="Recruiters who wrote">
          {data.named.map((n) => (
            <li
              key={n.conversationId}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border border-border px-3 py-2 text-sm"
            >
              <span className="min-w-0">
                <span className="font-medium">{n.recruiterName}</span>
                <span className="text-muted-foreground">
                  {n.organization ? ` · ${n.organization}` : ''} · {programGroupLabel(n.group)} ·{' '}
                  {formatMediumDate(n.startedOn)}
                </span>
              </span>
              <Link
                to={inboxPath(n.conversationId)}
                className="text-sm font-medium text-primary hover:underline"
              >
                Open conversation
              </Link>
            </li>
          ))}
        </ul>
      )}
      {unnamed > 0 ? (
        <p className="mt-3 text-xs text-muted-foreground">
          {plural(unnamed, 'conversation', 'conversations')} you are not part of{' '}
          {unnamed === 1 ? 'is' : 'are'} counted without the recruiter’s name.
        </p>
      ) : null}
    </Card>
  );
}

function RolesCard({ data }: { data: InterestFunnel }) {
  const groups = GROUPS.map((g) => ({
    label: g.label,
    viewers: data.byRole.filter((r) => g.roles.includes(r.role)).reduce((s, r) => s + r.viewers, 0),
  })).filter((g, i) => g.viewers > 0 || i === 0);
  const maxGroup = Math.max(1, ...groups.map((g) => g.viewers));
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="text-sm font-semibold">Who viewed, by role</h3>
      <ul className="mt-4 grid gap-3" aria-label="Viewers by role">
        {groups.map((g) => (
          <li
            key={g.label}
            className="grid grid-cols-[minmax(0,9.5rem)_1fr_auto] items-center gap-3 text-sm sm:grid-cols-[12rem_1fr_auto]"
          >
            <span className="truncate">{g.label}</span>
            <span className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-primary"
                style={{ width: `${(g.viewers / maxGroup) * 100}%` }}
              />
            </span>
            <span className="w-10 text-right font-semibold tabular-nums">{g.viewers}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex items-start gap-2 text-xs text-muted-foreground">
        <ShieldCheckIcon className="mt-0.5 size-3.5 shrink-0" />
        Each viewer counts once in a week however often they look; signed-out visitors are counted by address
        and browser. Viewers and recruiters who save your profile are never named; a recruiter is named only
        when they write to you. Your own visits and your parents’ are not counted.
      </p>
    </Card>
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
            <h3 className="font-semibold">See who is interested in your profile</h3>
            <p className="mt-1 max-w-xl text-sm text-muted-foreground">
              {byAdministrator
                ? 'An administrator turned off advanced analytics for this account, so no plan would add them. Contact support if you think this is a mistake.'
                : ANALYTICS_LOCKED_MESSAGE}
            </p>
            <ul className="mt-2 grid gap-1 text-sm">
              <li>
                • Different viewers, recruiters who saved you to a list, and conversations, week by week
              </li>
              <li>• Recruiters by program: NCAA division, junior league, prep school and more</li>
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

/** The head of the funnel's two tables: what each row is, then its viewers, saves and conversations. */
function CountsHead({ first, viewers }: { first: string; viewers: string }) {
  return (
    <thead>
      <tr className="border-b border-border text-xs text-muted-foreground">
        <th scope="col" className="py-2 pr-3 text-left font-medium">
          {first}
        </th>
        <th scope="col" className="px-2 py-2 text-right font-medium">
          {viewers}
        </th>
        <th scope="col" className="px-2 py-2 text-right font-medium">
          Saved
        </th>
        <th scope="col" className="py-2 pl-2 text-right font-medium">
          Wrote
        </th>
      </tr>
    </thead>
  );
}
