import { MapPinIcon, TrophyIcon } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { dateTileParts, formatMediumDate, formatWeekdayDate } from '#client/lib/format.ts';
import type { UpcomingEvent, UpcomingEventInput } from '#common/contracts/players.ts';
import {
  useAddUpcomingEvent,
  useDeleteUpcomingEvent,
  useUpdateUpcomingEvent,
} from '../../api/upcoming-event-mutations.ts';
import type { PlayerRef } from '../../lib/invalidate-player.ts';
import { useEditableItems } from '../../lib/use-editable-items.ts';
import { ListActions } from '../list-actions.tsx';
import { ShowcaseFormDialog } from './showcase-form-dialog.tsx';

function ShowcaseRow({
  event,
  onEdit,
  onDelete,
}: {
  event: UpcomingEvent;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const day = dateTileParts(event.date, { upper: false });
  return (
    <li>
      <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
        <div className="flex min-w-0 flex-1 gap-4">
          <div
            aria-hidden="true"
            className="flex h-16 w-14 shrink-0 flex-col items-center justify-center rounded-xl border border-primary/30 bg-accent text-center text-accent-foreground"
          >
            <span className="text-xs font-semibold uppercase">{day.month}</span>
            <span className="font-display text-2xl leading-none font-extrabold">{day.day}</span>
          </div>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h4 className="font-semibold">{event.eventName}</h4>
              {event.competitionType ? <Badge variant="secondary">{event.competitionType}</Badge> : null}
            </div>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span className="whitespace-nowrap">{formatWeekdayDate(event.date)}</span>
              {event.location ? (
                <span className="inline-flex items-center gap-1.5">
                  <MapPinIcon className="size-3.5 shrink-0" />
                  {event.location}
                </span>
              ) : null}
            </p>
          </div>
        </div>
        <ListActions
          itemName={`${event.eventName} on ${formatMediumDate(event.date)}`}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </Card>
    </li>
  );
}

/**
 * The owner's showcases and tournaments (D102): the upcoming_events rows the public profile's
 * Showcases & Tournaments card shows. They share the plan's upcoming-event allowance with games.
 */
export function ShowcasesSection({
  playerRef,
  events,
  isPending,
  isError,
  canAdd,
  limitHintId,
}: {
  playerRef: PlayerRef;
  events: readonly UpcomingEvent[];
  isPending: boolean;
  isError: boolean;
  canAdd: boolean;
  /** The id of the plan-limit note that explains a disabled Add button. */
  limitHintId?: string;
}) {
  const add = useAddUpcomingEvent(playerRef);
  const update = useUpdateUpcomingEvent(playerRef);
  const remove = useDeleteUpcomingEvent(playerRef);
  const items = useEditableItems<UpcomingEvent, UpcomingEventInput>({
    create: (input, handlers) => add.mutate(input, handlers),
    update: (event, input, handlers) => update.mutate({ eventId: event.id, input }, handlers),
    remove: (event, handlers) => remove.mutate(event.id, handlers),
    messages: {
      created: () => ({ title: 'Showcase added', description: 'Recruiters can now see it on your profile.' }),
      updated: () => ({
        title: 'Event updated',
        description: 'Your showcases and tournaments are up to date.',
      }),
      deleted: () => ({
        title: 'Event deleted',
        description: 'It was removed from your showcases and tournaments.',
      }),
      createFailed: 'Failed to create event. Please try again.',
      updateFailed: 'Failed to update event. Please try again.',
      deleteFailed: 'Failed to delete event. Please try again.',
    },
  });

  return (
    <section aria-labelledby="showcases-heading" className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h3 id="showcases-heading" className="flex items-center gap-2 font-display text-lg font-bold">
            <TrophyIcon className="size-4 text-primary" />
            Showcases &amp; Tournaments
          </h3>
          <p className="text-sm text-muted-foreground">
            Shown on your public profile. They count toward your plan's upcoming events, like games.
          </p>
        </div>
        <Button variant="outline" onClick={items.openAdd} disabled={!canAdd} aria-describedby={limitHintId}>
          <TrophyIcon />
          Add Showcase
        </Button>
      </div>
      {isPending ? (
        <Spinner label="Loading showcases..." />
      ) : isError ? (
        <p className="text-sm text-destructive">
          Could not load your showcases. Reload the page to try again.
        </p>
      ) : events.length ? (
        <ul className="grid grid-cols-1 gap-3" aria-label="Showcases and tournaments">
          {events.map((e) => (
            <ShowcaseRow
              key={e.id}
              event={e}
              onEdit={() => items.openEdit(e)}
              onDelete={() => items.askDelete(e)}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          No showcases or tournaments yet. Add the next one you are going to.
        </p>
      )}

      <ShowcaseFormDialog
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
            ? `${items.deleting.eventName} on ${formatWeekdayDate(items.deleting.date)} will be removed from your profile. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete Event"
        isPending={remove.isPending}
        onConfirm={items.confirmDelete}
      />
    </section>
  );
}
