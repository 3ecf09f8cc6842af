import { CalendarIcon, ClockIcon, MapPinIcon, VideoIcon } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { SectionHeading } from '#client/components/ui/section-heading.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { usePlayerFeatures, useScheduleEvents, useUpcomingEvents } from '#client/features/players/index.ts';
import { cn } from '#client/lib/cn.ts';
import {
  dateTileParts,
  formatEventTime,
  formatMediumDate,
  formatWeekdayDate,
  todayIsoDate,
} from '#client/lib/format.ts';
import type { ScheduleEvent, ScheduleEventInput } from '#common/contracts/players.ts';
import { useAddScheduleEvent } from '../../api/add-schedule-event.ts';
import { useDeleteScheduleEvent } from '../../api/delete-schedule-event.ts';
import { useUpdateScheduleEvent } from '../../api/update-schedule-event.ts';
import { featureGate } from '../../lib/feature-gate.ts';
import type { PlayerRef } from '../../lib/invalidate-player.ts';
import { useEditableItems } from '../../lib/use-editable-items.ts';
import { ListActions } from '../list-actions.tsx';
import { UpgradeHint } from '../upgrade-hint.tsx';
import { EventFormDialog } from './event-form-dialog.tsx';
import { ShowcasesSection } from './showcases-section.tsx';

function eventTitle(event: ScheduleEvent) {
  return event.opponent ? `vs ${event.opponent}` : (event.rinkName ?? 'Event');
}

function EventRow({
  event,
  isPast,
  onEdit,
  onDelete,
}: {
  event: ScheduleEvent;
  isPast: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const day = dateTileParts(event.eventDate, { upper: false });
  const time = formatEventTime(event.eventTime);
  const title = eventTitle(event);
  // The rink is the title when there is no opponent; do not repeat it.
  const place = [event.opponent ? event.rinkName : null, event.location].filter(Boolean).join(', ');
  return (
    <li>
      <Card
        className={cn(
          'flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5',
          isPast && 'opacity-75',
        )}
      >
        <div className="flex min-w-0 flex-1 gap-4">
          <div
            aria-hidden="true"
            className={cn(
              'flex h-16 w-14 shrink-0 flex-col items-center justify-center rounded-xl border text-center',
              isPast ? 'border-border bg-muted' : 'border-primary/30 bg-accent text-accent-foreground',
            )}
          >
            <span className="text-xs font-semibold uppercase">{day.month}</span>
            <span className="font-display text-2xl leading-none font-extrabold">{day.day}</span>
          </div>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h3 className="font-semibold">{title}</h3>
              {event.hasLiveBarn ? (
                <Badge variant="ice">
                  <VideoIcon />
                  LiveBarn
                </Badge>
              ) : null}
              {isPast ? <Badge variant="secondary">Past</Badge> : null}
            </div>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
                <CalendarIcon className="size-3.5" />
                {formatWeekdayDate(event.eventDate)}
              </span>
              {time ? (
                <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
                  <ClockIcon className="size-3.5" />
                  {time}
                </span>
              ) : null}
              {place ? (
                <span className="inline-flex items-center gap-1.5">
                  <MapPinIcon className="size-3.5 shrink-0" />
                  {place}
                </span>
              ) : null}
            </p>
            {event.notes ? <p className="mt-1.5 text-sm">{event.notes}</p> : null}
          </div>
        </div>
        <ListActions
          itemName={`${title} on ${formatMediumDate(event.eventDate)}`}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </Card>
    </li>
  );
}

/** `description` replaces the player-voice line above the list (organization staff see their own). */
export function EventsTab({ playerRef, description }: { playerRef: PlayerRef; description?: string }) {
  const events = useScheduleEvents(playerRef.id);
  const upcomingReads = useUpcomingEvents(playerRef.id);
  const features = usePlayerFeatures(playerRef.id);
  const add = useAddScheduleEvent(playerRef);
  const update = useUpdateScheduleEvent(playerRef);
  const remove = useDeleteScheduleEvent(playerRef);
  const items = useEditableItems<ScheduleEvent, ScheduleEventInput>({
    create: (input, handlers) => add.mutate(input, handlers),
    update: (event, input, handlers) => update.mutate({ id: event.id, input }, handlers),
    remove: (event, handlers) => remove.mutate(event.id, handlers),
    messages: {
      created: () => ({ title: 'Event created', description: 'Recruiters can now see it on your profile.' }),
      updated: () => ({ title: 'Event updated', description: 'Your schedule is up to date.' }),
      deleted: () => ({ title: 'Event deleted', description: 'It was removed from your schedule.' }),
      createFailed: 'Failed to create event. Please try again.',
      updateFailed: 'Failed to update event. Please try again.',
      deleteFailed: 'Failed to delete event. Please try again.',
    },
  });
  const gate = featureGate(features.data?.upcomingEvents, features, {
    noAccess: 'Upcoming events are not included in your plan.',
    limitReached: (n) => `Your plan allows ${n} upcoming event${n === 1 ? '' : 's'}. Upgrade to add more.`,
    noun: 'upcoming events',
    feature: 'upcoming events',
  });
  const today = todayIsoDate();
  const list = events.data?.events ?? [];
  const upcoming = list.filter((e) => e.eventDate >= today);
  const past = list.filter((e) => e.eventDate < today).reverse();
  const showcases = upcomingReads.data?.events ?? [];

  const addButton = (
    <Button
      onClick={items.openAdd}
      disabled={!gate.canAdd}
      aria-describedby={gate.reason ? 'events-limit' : undefined}
    >
      <CalendarIcon />
      Add Event
    </Button>
  );

  return (
    <div className="grid grid-cols-1 gap-5">
      <SectionHeading
        title="Upcoming Events"
        description={
          <>
            {description ?? 'Games, tournaments and showcases where recruiters can see you play.'}
            {gate.usage ? <span className="ml-1 font-medium text-foreground">{gate.usage}.</span> : null}
          </>
        }
        action={addButton}
      />
      {gate.reason ? (
        <UpgradeHint id="events-limit" reason={gate.reason} showPlans={!gate.byAdministrator} />
      ) : null}

      {events.isPending ? (
        <Spinner label="Loading events..." />
      ) : events.isError ? (
        <p className="text-sm text-destructive">Could not load your events. Reload the page to try again.</p>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<CalendarIcon />}
          title="No events yet"
          description="Add your next game or showcase so recruiters know where to watch you."
          action={gate.canAdd ? <Button onClick={items.openAdd}>Add Your First Event</Button> : null}
        />
      ) : (
        <>
          {upcoming.length ? (
            <ul className="grid grid-cols-1 gap-3" aria-label="Upcoming events">
              {upcoming.map((e) => (
                <EventRow
                  key={e.id}
                  event={e}
                  isPast={false}
                  onEdit={() => items.openEdit(e)}
                  onDelete={() => items.askDelete(e)}
                />
              ))}
            </ul>
          ) : (
            <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
              No upcoming events. Add your next game so recruiters can plan a visit.
            </p>
          )}
          {past.length ? (
            <div className="grid grid-cols-1 gap-3">
              <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                Past events
              </h3>
              <ul className="grid grid-cols-1 gap-3" aria-label="Past events">
                {past.map((e) => (
                  <EventRow
                    key={e.id}
                    event={e}
                    isPast
                    onEdit={() => items.openEdit(e)}
                    onDelete={() => items.askDelete(e)}
                  />
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}

      <ShowcasesSection
        playerRef={playerRef}
        events={showcases}
        isPending={upcomingReads.isPending}
        isError={upcomingReads.isError}
        canAdd={gate.canAdd}
        limitHintId={gate.reason ? 'events-limit' : undefined}
      />

      <EventFormDialog
        open={items.formOpen}
        onOpenChange={items.setFormOpen}
        event={items.editing}
        isPending={add.isPending || update.isPending}
        onSubmit={items.submit}
      />
      <ConfirmDialog
        focusCancel
        open={items.deleting !== null}
        onOpenChange={items.onDeleteOpenChange}
        title="Delete this event?"
        description={
          items.deleting
            ? `${eventTitle(items.deleting)} on ${formatWeekdayDate(items.deleting.eventDate)} will be removed from your schedule. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete Event"
        isPending={remove.isPending}
        onConfirm={items.confirmDelete}
      />
    </div>
  );
}
