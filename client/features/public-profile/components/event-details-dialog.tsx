import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { formatEventTime, formatLongDate } from '#client/lib/format.ts';
import { DetailsHiddenNote, LiveBarnBadge, MapLink, type ScheduleEvent, StreamLink } from './event-parts.tsx';
import { FactList, NotListed } from './profile-card.tsx';

/**
 * Spec 2 §2: the Next Event date opens this dialog with everything the viewer may see. The child is the
 * trigger (a button); focus returns to it when the dialog closes.
 */
export function EventDetailsDialog({ event, children }: { event: ScheduleEvent; children: ReactNode }) {
  const time = formatEventTime(event.eventTime);
  return (
    <Dialog>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {event.opponent ? `vs ${event.opponent}` : (event.rinkName ?? 'Scheduled event')}
          </DialogTitle>
          <DialogDescription>
            {formatLongDate(event.eventDate)}
            {time ? ` at ${time}` : ''}
          </DialogDescription>
        </DialogHeader>
        {event.hasLiveBarn ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LiveBarnBadge />
            Watch live on LiveBarn
          </p>
        ) : null}
        {event.detailsHidden ? (
          <DetailsHiddenNote className="rounded-lg border border-border bg-muted/50 p-3" />
        ) : (
          <FactList
            items={[
              ['Date', formatLongDate(event.eventDate)],
              ['Time', time ?? <NotListed />],
              ['Rink', event.rinkName ?? <NotListed />],
              ['Location', event.location ?? <NotListed />],
              ...(event.opponent ? ([['Opponent', event.opponent]] as [string, string][]) : []),
            ]}
          />
        )}
        {event.notes ? (
          <div className="rounded-lg bg-muted/60 p-3 text-sm">
            <p className="text-xs font-bold uppercase tracking-wider text-muted-foreground">Notes</p>
            <p className="mt-1 whitespace-pre-line">{event.notes}</p>
          </div>
        ) : null}
        {event.detailsHidden ? null : (
          <div className="flex items-center justify-end gap-4">
            <StreamLink url={event.streamUrl} />
            <MapLink event={event} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
