import { ArrowRightIcon, CalendarIcon, ChartColumnIcon, SparklesIcon, VideoIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { formatPrice, humanizeEvent } from '#client/lib/format.ts';
import { PATHS } from '#client/lib/paths.ts';
import type { ParentAccount } from '#common/contracts/parents.ts';

const BENEFITS = [
  { icon: <VideoIcon />, text: 'Multiple highlight videos' },
  { icon: <SparklesIcon />, text: 'Custom profile URL' },
  { icon: <CalendarIcon />, text: 'More upcoming events' },
  { icon: <ChartColumnIcon />, text: 'Advanced analytics' },
];

export function SubscriptionTab({ account }: { account: ParentAccount }) {
  const { tier, status, playerCount, maxPlayers } = account.subscription;
  const isFree = tier.monthlyPrice === 0;
  const usage = maxPlayers > 0 ? Math.min(100, Math.round((playerCount / maxPlayers) * 100)) : 100;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Current Plan</CardTitle>
          <CardDescription>Your subscription and what it covers.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <p className="text-2xl font-bold tracking-tight">{tier.displayName}</p>
              <p className="text-muted-foreground">
                {isFree ? (
                  'Free'
                ) : (
                  <>
                    <span className="font-semibold text-foreground">{formatPrice(tier.monthlyPrice)}</span>{' '}
                    per month
                  </>
                )}
              </p>
            </div>
            <Badge variant={status === 'active' ? 'success' : 'outline'}>{humanizeEvent(status)}</Badge>
          </div>
          <div className="grid gap-2">
            <div className="flex justify-between text-sm">
              <span className="font-medium" id="players-per-plan">
                Players per plan
              </span>
              <span className="font-semibold tabular-nums">
                {playerCount} / {maxPlayers}
              </span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="players-per-plan"
              aria-valuemin={0}
              aria-valuemax={maxPlayers}
              aria-valuenow={playerCount}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${usage}%` }} />
            </div>
          </div>
          <Link to={PATHS.pricing} className={buttonVariants({ className: 'w-full sm:w-fit' })}>
            {isFree ? 'Upgrade Plan' : 'Change Plan'}
            <ArrowRightIcon />
          </Link>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Paid Plan Benefits</CardTitle>
          <CardDescription>Help your player stand out to recruiters.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <ul className="grid gap-3">
            {BENEFITS.map((b) => (
              <li key={b.text} className="flex items-center gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-primary [&_svg]:size-4">
                  {b.icon}
                </span>
                <span className="font-medium">{b.text}</span>
              </li>
            ))}
          </ul>
          <Link
            to={PATHS.pricing}
            className="w-fit rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Compare all plans
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
