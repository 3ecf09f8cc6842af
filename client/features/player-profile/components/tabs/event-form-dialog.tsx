import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField } from '#client/components/ui/checkbox.tsx';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { blankAsNull, fromText, textWithin } from '#client/lib/form-schema.ts';
import {
  type ScheduleEvent,
  type ScheduleEventInput,
  ScheduleEventInputSchema,
} from '#common/contracts/players.ts';
import { StreamUrlField } from './stream-url-field.tsx';

const rules = ScheduleEventInputSchema.shape;
/** The event contract with the form's inputs and its "keep it under" wording (no map place id here). */
const EventFormSchema = ScheduleEventInputSchema.omit({ locationPlaceId: true }).extend({
  eventDate: fromText(rules.eventDate),
  eventTime: fromText(rules.eventTime),
  rinkName: textWithin(rules.rinkName, 120, 'Keep the rink name under 120 characters'),
  location: textWithin(rules.location, 200, 'Keep the location under 200 characters'),
  opponent: textWithin(rules.opponent, 120, 'Keep the opponent under 120 characters'),
  hasLiveBarn: z.boolean(),
  notes: textWithin(rules.notes, 500, 'Keep notes under 500 characters'),
  streamUrl: blankAsNull(rules.streamUrl),
});
type EventFormValues = z.input<typeof EventFormSchema>;
type EventFormOutput = z.output<typeof EventFormSchema>;

const EMPTY: EventFormValues = {
  eventDate: '',
  eventTime: '',
  rinkName: '',
  location: '',
  opponent: '',
  hasLiveBarn: false,
  notes: '',
  streamUrl: '',
};

function toFormValues(event: ScheduleEvent | null): EventFormValues {
  if (!event) return EMPTY;
  return {
    eventDate: event.eventDate,
    eventTime: event.eventTime ?? '',
    rinkName: event.rinkName ?? '',
    location: event.location ?? '',
    opponent: event.opponent ?? '',
    hasLiveBarn: event.hasLiveBarn,
    notes: event.notes ?? '',
    streamUrl: event.streamUrl ?? '',
  };
}

interface EventFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event being edited, or null to add one. */
  event: ScheduleEvent | null;
  isPending: boolean;
  onSubmit: (input: ScheduleEventInput) => void;
}

export function EventFormDialog({ open, onOpenChange, event, isPending, onSubmit }: EventFormDialogProps) {
  const liveBarnId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EventFormValues, unknown, EventFormOutput>({
    resolver: zodResolver(EventFormSchema),
    defaultValues: toFormValues(event),
  });

  useEffect(() => {
    if (open) reset(toFormValues(event));
  }, [open, event, reset]);

  // The contract trims; a blank optional field is sent as null (unset).
  const submit = (v: EventFormOutput) =>
    onSubmit({
      ...v,
      eventTime: v.eventTime || null,
      location: v.location || null,
      opponent: v.opponent || null,
      notes: v.notes || null,
    });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={event ? 'Edit Event' : 'Add Event'}
      description="Where and when recruiters can watch you play."
      submitLabel={event ? 'Save Changes' : 'Add Event'}
      isPending={isPending}
      onSubmit={handleSubmit(submit)}
      className="max-w-xl"
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Date" error={errors.eventDate?.message}>
          {(control) => <Input {...control} {...register('eventDate')} type="date" required />}
        </FormField>
        <FormField label="Time" error={errors.eventTime?.message}>
          {(control) => <Input {...control} {...register('eventTime')} type="time" />}
        </FormField>
      </div>
      <FormField label="Rink name" error={errors.rinkName?.message}>
        {(control) => (
          <Input {...control} {...register('rinkName')} required placeholder="e.g. Braemar Arena" />
        )}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Location" error={errors.location?.message}>
          {(control) => <Input {...control} {...register('location')} placeholder="City, state" />}
        </FormField>
        <FormField label="Opponent" error={errors.opponent?.message}>
          {(control) => <Input {...control} {...register('opponent')} />}
        </FormField>
      </div>
      <CheckboxField
        id={liveBarnId}
        label="Streamed on LiveBarn"
        description="Recruiters who can't make it can watch the game live."
        {...register('hasLiveBarn')}
      />
      <StreamUrlField error={errors.streamUrl?.message} field={register('streamUrl')} />
      <FormField label="Notes" error={errors.notes?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...register('notes')}
            rows={3}
            placeholder="Showcase, league game, tournament..."
          />
        )}
      </FormField>
    </FormDialog>
  );
}
