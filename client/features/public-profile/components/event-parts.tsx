import { ExternalLinkIcon, LockIcon, MapPinIcon, RadioIcon, TvIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import type { ScheduleEventList } from '#client/features/players/index.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { cn } from '#client/lib/cn.ts';
import { dateTileParts, mapSearchUrl } from '#client/lib/format.ts';
import { PATHS } from '#client/lib/paths.ts';

export type ScheduleEvent = ScheduleEventList['events'][number];

/** The events of the schedule dated today or later, soonest first (the API sorts them). */
export function upcomingOnly(events: readonly ScheduleEvent[], today: string): ScheduleEvent[] {
  return events.filter((e) => e.eventDate >= today);
}

export function LiveBarnBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-rink-red/35 bg-rink-red/10 px-2 py-0.5 text-[0.7rem] font-bold uppercase tracking-wider text-foreground',
        className,
      )}
      title="This game streams on LiveBarn"
    >
      <RadioIcon className="size-3.5 text-rink-red" />
      LiveBarn
    </span>
  );
}

/** A Google Maps search in a new tab (spec 2 §2 "Map link"); nothing without a location or rink. */
export function MapLink({ event, className }: { event: ScheduleEvent; className?: string }) {
  const href = mapSearchUrl(event.location, event.rinkName);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), className)}
    >
      <MapPinIcon />
      Map
      <ExternalLinkIcon className="opacity-60" />
      <span className="sr-only">(opens Google Maps in a new tab)</span>
    </a>
  );
}

/** The host a stream link points at, without "www." ("livebarn.com"), or null for an unreadable address. */
export function streamHost(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/**
 * D299: "Watch on livebarn.com", opening the stream in a new tab. The API sends the address only to those
 * who may see where the game is (a stream shows the rink), so this renders whatever it is given.
 */
export function StreamLink({ url, className }: { url: string | null; className?: string }) {
  const host = url ? streamHost(url) : null;
  if (!url || !host) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className={cn(
        'inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline',
        className,
      )}
    >
      <TvIcon className="size-4" />
      Watch on {host}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/**
 * Decisions §4: the API withholds a minor's rink, time and location from everyone but the family,
 * admins, verified recruiters and the player's organization; the note says what would show them.
 */
export function DetailsHiddenNote({ className }: { className?: string }) {
  const { user } = useAuth();
  return (
    <p className={cn('flex items-start gap-2 text-sm text-muted-foreground', className)}>
      <LockIcon className="mt-0.5 size-4 shrink-0" />
      {!user ? (
        <span>
          <Link to={PATHS.login} className="font-semibold text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>{' '}
          to see rink and time details
        </span>
      ) : user.role === 'RECRUITER' && !user.emailVerified ? (
        <span>Verify your email address to see rink and time details.</span>
      ) : (
        <span>
          Rink and time details of players under 17 are shared with their family and verified recruiters only.
        </span>
      )}
    </p>
  );
}

/** A calendar tile: month, day and weekday. */
export function DateTile({ date, className }: { date: string; className?: string }) {
  const { month, day, weekday } = dateTileParts(date);
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex w-14 shrink-0 flex-col items-center self-start overflow-hidden rounded-xl border border-border bg-card text-center shadow-xs',
        className,
      )}
    >
      <span className="w-full bg-primary py-0.5 text-[0.65rem] font-bold tracking-wider text-primary-foreground">
        {month}
      </span>
      <span className="pt-1 font-display text-xl leading-none font-black tabular-nums">{day}</span>
      <span className="pb-1 text-[0.65rem] font-semibold text-muted-foreground">{weekday}</span>
    </span>
  );
}
