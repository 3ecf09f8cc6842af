import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { getErrorMessage } from '#client/lib/api-client.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { useSavePlayerProfile } from '../api/save-player-profile.ts';
import { StepActions } from '../components/step-actions.tsx';
import { buildSetupInput, buildTeamInput } from '../wizard-payload.ts';
import { type TeamFormInput, TeamFormSchema } from '../wizard-schemas.ts';
import type { StepProps, WizardData } from '../wizard-types.ts';

/** Suggestions only: leagues name their levels in many ways, so any text is accepted. */
const LEVEL_SUGGESTIONS = ['AAA', 'AA', 'A', 'Junior A', 'Junior B', 'Prep School', 'High School', 'College'];

/**
 * Step 7 (spec 1 §2), optional: the current team. Continue and Skip both create the profile
 * (POST /api/players/setup); Continue with a team name also adds it as the current team.
 */
export function TeamStep({ data, update, goNext, goBack }: StepProps) {
  const save = useSavePlayerProfile((saved) => update({ saved }));
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<TeamFormInput>({
    resolver: zodResolver(TeamFormSchema),
    defaultValues: data.team,
  });

  const saveAndContinue = (team: WizardData['team'], withTeam: boolean) => {
    save.mutate(
      { setup: buildSetupInput(data), team: withTeam ? buildTeamInput(team) : null, saved: data.saved },
      {
        onSuccess: (saved) => goNext({ team, saved }),
        onError: (error) => {
          // Spec 1 §8: toast Error with the server's message, or the fallback.
          showErrorToast(getErrorMessage(error.cause ?? error, error.fallback));
        },
      },
    );
  };

  const levelListId = 'wizard-team-levels';
  return (
    <form
      noValidate
      onSubmit={handleSubmit((team) => saveAndContinue(team, true))}
      className="grid gap-5"
      aria-busy={save.isPending || undefined}
    >
      <FormField label="Team name" error={errors.teamName?.message}>
        {(field) => (
          <Input
            {...field}
            {...register('teamName')}
            maxLength={120}
            autoComplete="organization"
            placeholder="e.g. Minnesota Blades U16"
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-[1fr_9rem] sm:gap-4">
        <FormField label="Level" error={errors.level?.message}>
          {(field) => (
            <>
              <Input
                {...field}
                {...register('level')}
                list={levelListId}
                maxLength={60}
                autoComplete="off"
                placeholder="e.g. AAA, Junior A, Prep"
                // Chromium draws its own arrow for a suggestion list; it clashes with our fields.
                className="[&::-webkit-calendar-picker-indicator]:hidden!"
              />
              <datalist id={levelListId}>
                {LEVEL_SUGGESTIONS.map((level) => (
                  <option key={level} value={level} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <FormField label="Season" error={errors.season?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('season')}
              maxLength={20}
              autoComplete="off"
              placeholder="2025-26"
            />
          )}
        </FormField>
      </div>
      <p className="text-sm text-muted-foreground">
        {data.saved?.sentSetup === null
          ? 'You already have a profile. Add teams to it from your profile page.'
          : data.saved
            ? 'Your profile is saved. Changes you made on the earlier steps are saved when you continue.'
            : 'Continuing creates your profile. You can add more teams and edit everything later.'}
      </p>
      <StepActions
        onBack={() => goBack({ team: getValues() })}
        // Spec 1 §2: Skip creates the profile without a team. What was typed stays for a later Back.
        onSkip={() => saveAndContinue(getValues(), false)}
        pendingLabel={data.saved ? 'Saving...' : 'Creating profile...'}
        isPending={save.isPending}
      />
    </form>
  );
}
