import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { blankAsNull, fromText, textWithin } from '#client/lib/form-schema.ts';
import { todayIsoDate } from '#client/lib/format.ts';
import {
  COMPETITION_TYPE_SUGGESTIONS,
  type UpcomingEvent,
  type UpcomingEventInput,
  UpcomingEventInputSchema,
} from '#common/contracts/players.ts';
import { StreamUrlField } from './stream-url-field.tsx';

const rules = UpcomingEventInputSchema.shape;
/** The showcase contract with the form's inputs and its "keep it under" wording. */
const ShowcaseFormSchema = UpcomingEventInputSchema.extend({
  date: fromText(rules.date),
  eventName: textWithin(rules.eventName, 120, 'Keep the event name under 120 characters'),
  location: blankAsNull(textWithin(rules.location, 200, 'Keep the location under 200 characters')),
  competitionType: blankAsNull(textWithin(rules.competitionType, 60, 'Keep the type under 60 characters')),
  streamUrl: blankAsNull(rules.streamUrl),
});
type ShowcaseFormValues = z.input<typeof ShowcaseFormSchema>;
type ShowcaseFormOutput = z.output<typeof ShowcaseFormSchema>;

function toFormValues(event: UpcomingEvent | null): ShowcaseFormValues {
  return {
    date: event?.date ?? '',
    eventName: event?.eventName ?? '',
    location: event?.location ?? '',
    competitionType: event?.competitionType ?? 'Showcase',
    streamUrl: event?.streamUrl ?? '',
  };
}

interface ShowcaseFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The showcase being edited, or null to add one. */
  event: UpcomingEvent | null;
  isPending: boolean;
  onSubmit: (input: UpcomingEventInput) => void;
}

/** Add or edit a showcase or tournament: date and name required, location and type optional. */
export function ShowcaseFormDialog({
  open,
  onOpenChange,
  event,
  isPending,
  onSubmit,
}: ShowcaseFormDialogProps) {
  const typesId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ShowcaseFormValues, unknown, ShowcaseFormOutput>({
    resolver: zodResolver(ShowcaseFormSchema),
    defaultValues: toFormValues(event),
  });

  useEffect(() => {
    if (open) reset(toFormValues(event));
  }, [open, event, reset]);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={event ? 'Edit Showcase or Tournament' : 'Add Showcase or Tournament'}
      description="It appears under Showcases & Tournaments on your public profile."
      submitLabel={event ? 'Save Changes' : 'Add Showcase'}
      isPending={isPending}
      onSubmit={handleSubmit((v) => onSubmit(v))}
      className="max-w-xl"
    >
      <FormField label="Event name" error={errors.eventName?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('eventName')}
            required
            placeholder="e.g. Chicago Winter Showcase"
          />
        )}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Date" error={errors.date?.message}>
          {(control) => (
            <Input {...control} {...register('date')} type="date" min={todayIsoDate()} required />
          )}
        </FormField>
        <FormField label="Type" error={errors.competitionType?.message}>
          {(control) => (
            <>
              <Input
                {...control}
                {...register('competitionType')}
                list={typesId}
                autoComplete="off"
                placeholder="Showcase, Tournament..."
                // Chromium draws its own arrow for a suggestion list; it clashes with our fields.
                className="[&::-webkit-calendar-picker-indicator]:hidden!"
              />
              <datalist id={typesId}>
                {COMPETITION_TYPE_SUGGESTIONS.map((type) => (
                  <option key={type} value={type} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
      </div>
      <FormField label="Location" error={errors.location?.message}>
        {(control) => <Input {...control} {...register('location')} placeholder="City, state or rink" />}
      </FormField>
      <StreamUrlField error={errors.streamUrl?.message} field={register('streamUrl')} />
    </FormDialog>
  );
}
