import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField } from '#client/components/ui/checkbox.tsx';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { blankAsNull, numberText, textWithin } from '#client/lib/form-schema.ts';
import {
  type TeamHistoryEntry,
  type TeamHistoryInput,
  TeamHistoryInputSchema,
} from '#common/contracts/players.ts';
import { currentHockeySeason } from '#common/season.ts';
import { textOf, trimOrNull } from '../../lib/form-values.ts';

const team = TeamHistoryInputSchema.shape;
/** The contract with the form's inputs: text for numbers, blank for unset, the form's length messages. */
const TeamFormSchema = TeamHistoryInputSchema.extend({
  teamName: textWithin(team.teamName, 120, 'Keep the team name under 120 characters'),
  season: textWithin(team.season, 20, 'Keep the season under 20 characters'),
  league: textWithin(team.league, 120, 'Keep the league under 120 characters'),
  level: textWithin(team.level, 60, 'Keep the level under 60 characters'),
  jerseyNumber: numberText(team.jerseyNumber, 'Jersey number must be 0 to 99'),
  isCurrent: z.boolean(),
  coachName: textWithin(team.coachName, 120, 'Keep the name under 120 characters'),
  coachEmail: blankAsNull(team.coachEmail),
  teamUrl: blankAsNull(team.teamUrl),
  rosterUrl: blankAsNull(team.rosterUrl),
});
type TeamFormValues = z.input<typeof TeamFormSchema>;
type TeamFormOutput = z.output<typeof TeamFormSchema>;

function toFormValues(entry: TeamHistoryEntry | null): TeamFormValues {
  return {
    teamName: entry?.teamName ?? '',
    season: entry?.season ?? '',
    league: entry?.league ?? '',
    level: entry?.level ?? '',
    jerseyNumber: textOf(entry?.jerseyNumber),
    isCurrent: entry?.isCurrent ?? false,
    coachName: entry?.coachName ?? '',
    coachEmail: entry?.coachEmail ?? '',
    teamUrl: entry?.teamUrl ?? '',
    rosterUrl: entry?.rosterUrl ?? '',
  };
}

interface TeamFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entry: TeamHistoryEntry | null;
  isPending: boolean;
  onSubmit: (input: TeamHistoryInput) => void;
}

export function TeamFormDialog({ open, onOpenChange, entry, isPending, onSubmit }: TeamFormDialogProps) {
  const currentId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TeamFormValues, unknown, TeamFormOutput>({
    resolver: zodResolver(TeamFormSchema),
    defaultValues: toFormValues(entry),
  });

  useEffect(() => {
    if (open) reset(toFormValues(entry));
  }, [open, entry, reset]);

  const submit = (v: TeamFormOutput) =>
    onSubmit({
      ...v,
      league: trimOrNull(v.league),
      level: trimOrNull(v.level),
      coachName: trimOrNull(v.coachName),
    });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={entry ? 'Edit Team' : 'Add Team'}
      description="A team you played for, one season per entry."
      submitLabel={entry ? 'Save Changes' : 'Add Team'}
      isPending={isPending}
      onSubmit={handleSubmit(submit)}
      className="max-w-xl"
    >
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_9rem]">
        <FormField label="Team name" error={errors.teamName?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('teamName')}
              required
              placeholder="e.g. Twin Cities Blizzard U18 AAA"
            />
          )}
        </FormField>
        <FormField label="Season" error={errors.season?.message}>
          {(control) => (
            <Input {...control} {...register('season')} required placeholder={currentHockeySeason()} />
          )}
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_1fr_7rem]">
        <FormField label="League" error={errors.league?.message}>
          {(control) => <Input {...control} {...register('league')} />}
        </FormField>
        <FormField label="Level" error={errors.level?.message}>
          {(control) => <Input {...control} {...register('level')} placeholder="e.g. U18 AAA" />}
        </FormField>
        <FormField label="Jersey #" error={errors.jerseyNumber?.message}>
          {(control) => <Input {...control} {...register('jerseyNumber')} inputMode="numeric" />}
        </FormField>
      </div>
      <CheckboxField id={currentId} label="This is my current team" {...register('isCurrent')} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Coach name" error={errors.coachName?.message}>
          {(control) => <Input {...control} {...register('coachName')} />}
        </FormField>
        <FormField
          label="Coach email"
          hint="Never shown on your public profile"
          error={errors.coachEmail?.message}
        >
          {(control) => <Input {...control} {...register('coachEmail')} type="email" inputMode="email" />}
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Team website" error={errors.teamUrl?.message}>
          {(control) => (
            <Input {...control} {...register('teamUrl')} type="url" inputMode="url" placeholder="https://" />
          )}
        </FormField>
        <FormField label="Roster link" error={errors.rosterUrl?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('rosterUrl')}
              type="url"
              inputMode="url"
              placeholder="https://"
            />
          )}
        </FormField>
      </div>
    </FormDialog>
  );
}
