import { CalendarIcon, ExternalLinkIcon, TrophyIcon } from 'lucide-react';
import type { UpcomingEventList } from '#client/features/players/index.ts';
import { formatEventTime, formatLongDate, mapSearchUrl } from '#client/lib/format.ts';
import {
  DateTile,
  DetailsHiddenNote,
  LiveBarnBadge,
  MapLink,
  type ScheduleEvent,
  StreamLink,
} from './event-parts.tsx';
import { EmptyNote, ProfileCard } from './profile-card.tsx';

type Showcase = UpcomingEventList['events'][number];

/** Spec 2 §2: the schedule from today on, with a LiveBarn badge where the rink streams. */
export function ScheduleCard({ events }: { events: readonly ScheduleEvent[] }) {
  const hidden = events.some((e) => e.detailsHidden);
  return (
    <ProfileCard title="Upcoming Schedule" icon={CalendarIcon} className="lg:col-span-2">
      {events.length === 0 ? (
        <EmptyNote>No upcoming games or practices scheduled.</EmptyNote>
      ) : (
        <>
          {hidden ? (
            <DetailsHiddenNote className="mb-4 rounded-lg border border-border bg-muted/50 p-3" />
          ) : null}
          <ol className="grid gap-3">
            {events.map((event) => {
              const time = formatEventTime(event.eventTime);
              return (
                <li
                  key={event.id}
                  className="flex gap-4 rounded-xl border border-border bg-background/40 p-3 transition-colors hover:bg-muted/40 sm:p-4"
                >
                  <DateTile date={event.eventDate} />
                  <div className="min-w-0 flex-1">
                    <p className="sr-only">{formatLongDate(event.eventDate)}</p>
                    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <p className="font-semibold">
                        {event.opponent ? `vs ${event.opponent}` : (event.rinkName ?? 'Scheduled event')}
                      </p>
                      {event.hasLiveBarn ? <LiveBarnBadge /> : null}
                    </div>
                    {event.detailsHidden ? null : (
                      <p className="mt-0.5 text-sm text-muted-foreground">
                        {[time, event.opponent ? event.rinkName : null, event.location]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    )}
                    {event.notes && !event.detailsHidden ? (
                      <p className="mt-1 text-sm text-foreground/80">{event.notes}</p>
                    ) : null}
                    <StreamLink url={event.streamUrl} className="mt-1" />
                    {event.detailsHidden ? null : (
                      <div className="mt-3 sm:hidden">
                        <MapLink event={event} />
                      </div>
                    )}
                  </div>
                  {event.detailsHidden ? null : (
                    <div className="hidden self-center sm:block">
                      <MapLink event={event} />
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </ProfileCard>
  );
}

/** Showcases and tournaments (the separate upcoming-events read), today on. */
export function ShowcasesCard({ events }: { events: readonly Showcase[] }) {
  return (
    <ProfileCard title="Showcases & Tournaments" icon={TrophyIcon}>
      {events.length === 0 ? (
        <EmptyNote className="flex flex-1 items-center justify-center">
          No showcases or tournaments listed.
        </EmptyNote>
      ) : (
        <ol className="grid gap-3">
          {events.map((event) => {
            const map = mapSearchUrl(event.location);
            return (
              <li key={event.id} className="flex gap-3">
                <DateTile date={event.date} />
                <div className="min-w-0">
                  <p className="sr-only">{formatLongDate(event.date)}</p>
                  <p className="font-semibold leading-snug">{event.eventName}</p>
                  {event.competitionType ? (
                    <p className="mt-0.5 text-xs font-bold uppercase tracking-wider text-primary">
                      {event.competitionType}
                    </p>
                  ) : null}
                  {event.location ? (
                    map ? (
                      <a
                        href={map}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="mt-0.5 inline-flex items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                      >
                        {event.location}
                        <ExternalLinkIcon className="size-3" />
                        <span className="sr-only">(opens Google Maps in a new tab)</span>
                      </a>
                    ) : (
                      <p className="mt-0.5 text-sm text-muted-foreground">{event.location}</p>
                    )
                  ) : null}
                  <StreamLink url={event.streamUrl} className="mt-1" />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </ProfileCard>
  );
}
