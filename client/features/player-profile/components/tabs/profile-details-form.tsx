import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { BirthMonthField } from '#client/components/birth-month-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Checkbox, CheckboxField } from '#client/components/ui/checkbox.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { bodyTextErrors, HeightWeightFields } from '#client/components/ui/height-weight-fields.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { getErrorMessage, isApiError } from '#client/lib/api-client.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { monthFromChoice } from '#client/lib/format.ts';
import { AGE_CHANGE_REFUSED_MESSAGE, isAdult } from '#common/age.ts';
import type { Player, UpdatePlayerInput } from '#common/contracts/players.ts';
import {
  DIVISION_LABELS,
  handednessLabel,
  isGoalieOnly,
  NCAA_DIVISIONS,
  POSITION_LABELS,
  POSITIONS,
} from '#common/enums.ts';
import { COUNTRIES, regionsForCountry } from '#common/regions.ts';
import { useUpdatePlayer } from '../../api/update-player.ts';
import { numberOrNull, trimOrNull } from '../../lib/form-values.ts';
import {
  BIO_MAX,
  heightCmFrom,
  ProfileFormSchema,
  type ProfileFormValues,
  sameSet,
  toFormValues,
  weightKgFrom,
} from './profile-details-values.ts';

const SKATER_POSITIONS = ['C', 'LW', 'RW', 'D'] as const;

interface ProfileDetailsFormProps {
  player: Player;
  playerRef: { id: string; slug: string };
  /** The player's own account: an adult sees the switch for their parents' access (D142). */
  isOwner?: boolean;
}

/**
 * Spec 2 §2/§5: name, birth year, category and positions as at sign-up; everything else optional; height
 * in ft/in or cm, weight in lbs or kg. The position selector is hidden while only Goalie is checked.
 */
export function ProfileDetailsForm({ player, playerRef, isOwner = false }: ProfileDetailsFormProps) {
  const parentsKeepAccessId = useId();
  // D142: from the 18th birthday the profile is the player's own; they may let their parents in.
  const showParentsSwitch = isOwner && player.parentsKeepAccess !== undefined && isAdult(player);
  // D293: a minor's photo on the one-pager is the parent's choice (an adult's is always printed).
  const onePagerPhotoId = useId();
  const showOnePagerSwitch = !isOwner && player.onePagerPhoto !== undefined && !isAdult(player);
  // D296: so is whether the minor's public profile offers the Share Profile menu.
  const shareMenuId = useId();
  const showShareMenuSwitch = !isOwner && player.shareMenu !== undefined && !isAdult(player);
  const update = useUpdatePlayer(playerRef);
  const showCategoryId = useId();
  const positionsId = useId();
  const [initial] = useState(() => toFormValues(player, { height: 'ftin', weight: 'lbs' }));
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    reset,
    setError,
    formState: { errors, isDirty, dirtyFields, defaultValues },
  } = useForm<ProfileFormValues>({ resolver: zodResolver(ProfileFormSchema), defaultValues: initial });

  const [heightUnit, heightFeet, heightInches, heightCm, weightUnit, weightLbs, weightKg] = watch([
    'heightUnit',
    'heightFeet',
    'heightInches',
    'heightCm',
    'weightUnit',
    'weightLbs',
    'weightKg',
  ]);
  const country = watch('country');
  const bio = watch('bio');
  const category = watch('category');
  const checkedPositions = watch('positions');
  const goalieOnly = isGoalieOnly(Array.isArray(checkedPositions) ? checkedPositions : []);
  const regionOptions = regionsForCountry(country);
  const storedRegion = getValues('region');
  const regions =
    storedRegion && !regionOptions.includes(storedRegion) ? [storedRegion, ...regionOptions] : regionOptions;

  const onSubmit = (v: ProfileFormValues) => {
    const input: UpdatePlayerInput = {
      firstName: v.firstName,
      lastName: v.lastName,
      birthYear: Number(v.birthYear),
      // Only a changed month is sent: it is private, and the form may open without it.
      ...(dirtyFields.birthMonth ? { birthMonth: monthFromChoice(v.birthMonth) } : {}),
      ...(dirtyFields.parentsKeepAccess ? { parentsKeepAccess: v.parentsKeepAccess } : {}),
      ...(dirtyFields.onePagerPhoto ? { onePagerPhoto: v.onePagerPhoto } : {}),
      ...(dirtyFields.shareMenu ? { shareMenu: v.shareMenu } : {}),
      graduationYear: numberOrNull(v.graduationYear),
      divisionInterest: NCAA_DIVISIONS.filter((d) => v.divisionInterest.includes(d)),
      preferredName: trimOrNull(v.preferredName),
      preferredJerseyNumber: numberOrNull(v.preferredJerseyNumber),
      bio: trimOrNull(v.bio),
      gpa: numberOrNull(v.gpa),
      major: trimOrNull(v.major),
      country: trimOrNull(v.country),
      region: trimOrNull(v.region),
      city: trimOrNull(v.city),
      showCategory: v.showCategory,
    };
    if (v.category === 'MALE' || v.category === 'FEMALE') input.category = v.category;
    // Only a changed choice is sent, in the form's order (the stored order is kept otherwise).
    if (!sameSet(v.positions, (defaultValues?.positions ?? []) as string[])) input.positions = v.positions;
    // A goalie-only player has no preferred position; the server clears it.
    if (!isGoalieOnly(v.positions))
      input.preferredPosition = (v.preferredPosition || null) as UpdatePlayerInput['preferredPosition'];
    if (v.shoots === 'L' || v.shoots === 'R') input.shoots = v.shoots;
    // Unchanged measurements are not sent: a round trip through feet and pounds would shift them.
    const heightTouched =
      v.heightUnit === 'cm' ? dirtyFields.heightCm : dirtyFields.heightFeet || dirtyFields.heightInches;
    if (heightTouched) input.heightCm = heightCmFrom(v);
    const weightTouched = v.weightUnit === 'kg' ? dirtyFields.weightKg : dirtyFields.weightLbs;
    if (weightTouched) input.weightKg = weightKgFrom(v);

    update.mutate(input, {
      onSuccess: ({ player: saved }) => {
        reset(toFormValues(saved, { height: v.heightUnit, weight: v.weightUnit }));
        toast({ title: 'Profile Updated', description: 'Your changes are saved.' });
      },
      onError: (error) => {
        const fieldMap: Record<string, keyof ProfileFormValues> = {
          heightCm: v.heightUnit === 'cm' ? 'heightCm' : 'heightFeet',
          weightKg: v.weightUnit === 'kg' ? 'weightKg' : 'weightLbs',
        };
        // A player may not move themself across 13, 17 or 18; the message says who can.
        if (isApiError(error, 403) && error.serverMessage === AGE_CHANGE_REFUSED_MESSAGE)
          setError('birthYear', { message: AGE_CHANGE_REFUSED_MESSAGE });
        if (isApiError(error)) {
          for (const issue of error.issues) {
            const field = fieldMap[issue.path] ?? (issue.path as keyof ProfileFormValues);
            if (field in initial) setError(field, { message: issue.message });
          }
        }
        showErrorToast(getErrorMessage(error, 'Failed to update profile'));
      },
    });
  };

  return (
    <Card>
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="details-title">
        <div className="flex flex-col gap-1 border-b border-border p-5 sm:p-6">
          <h2 id="details-title" className="text-lg font-bold tracking-tight">
            Profile Details
          </h2>
          <p className="text-sm text-muted-foreground">
            Name, birth year and positions are required. The rest is optional, but complete profiles get more
            recruiter views.
          </p>
        </div>

        <div className="grid gap-8 p-5 sm:p-6">
          <fieldset className="grid gap-4">
            <legend className="mb-4 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              Player
            </legend>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <FormField label="First name" error={errors.firstName?.message}>
                {(control) => (
                  <Input {...control} {...register('firstName')} autoComplete="given-name" maxLength={60} />
                )}
              </FormField>
              <FormField label="Last name" error={errors.lastName?.message}>
                {(control) => (
                  <Input {...control} {...register('lastName')} autoComplete="family-name" maxLength={60} />
                )}
              </FormField>
              <FormField
                label="Birth year"
                hint="Players under 17 need a parent's consent before recruiters can see the profile."
                error={errors.birthYear?.message}
              >
                {(control) => (
                  <Input {...control} {...register('birthYear')} inputMode="numeric" maxLength={4} />
                )}
              </FormField>
              <BirthMonthField registration={register('birthMonth')} error={errors.birthMonth?.message} />
              <FormField label="Category" error={errors.category?.message}>
                {(control) => (
                  <Select {...control} {...register('category')}>
                    {player.category ? null : <option value="">Select</option>}
                    <option value="MALE">Male</option>
                    <option value="FEMALE">Female</option>
                  </Select>
                )}
              </FormField>
            </div>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <FormField
                label="Graduation year (class of)"
                hint="The year you finish high school. Recruiters’ NCAA contact dates follow it."
                error={errors.graduationYear?.message}
              >
                {(control) => (
                  <Input
                    {...control}
                    {...register('graduationYear')}
                    inputMode="numeric"
                    maxLength={4}
                    placeholder="e.g. 2029"
                  />
                )}
              </FormField>
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-medium">Division interest (optional)</legend>
                <div className="flex flex-wrap gap-x-5 gap-y-2">
                  {NCAA_DIVISIONS.map((division) => (
                    <Checkbox
                      key={division}
                      labelClassName="flex cursor-pointer items-center gap-2 text-sm"
                      value={division}
                      {...register('divisionInterest')}
                    >
                      NCAA {DIVISION_LABELS[division]}
                    </Checkbox>
                  ))}
                </div>
              </fieldset>
            </div>
            <fieldset
              className="grid gap-2"
              aria-describedby={errors.positions ? `${positionsId}-error` : undefined}
            >
              <legend className="mb-2 text-sm font-medium">Positions</legend>
              <div className="flex flex-wrap gap-x-5 gap-y-2">
                {POSITIONS.map((position) => (
                  <Checkbox
                    key={position}
                    labelClassName="flex cursor-pointer items-center gap-2 text-sm"
                    value={position}
                    aria-invalid={errors.positions ? true : undefined}
                    {...register('positions')}
                  >
                    {POSITION_LABELS[position]}
                  </Checkbox>
                ))}
              </div>
              {errors.positions ? (
                <p id={`${positionsId}-error`} className="text-sm font-medium text-destructive">
                  {errors.positions.message}
                </p>
              ) : null}
            </fieldset>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <FormField
                label="Preferred name"
                hint="Nicknames, separated by commas"
                error={errors.preferredName?.message}
              >
                {(control) => <Input {...control} {...register('preferredName')} placeholder="e.g. March" />}
              </FormField>
              <FormField label="Preferred jersey number" error={errors.preferredJerseyNumber?.message}>
                {(control) => (
                  <Input
                    {...control}
                    {...register('preferredJerseyNumber')}
                    inputMode="numeric"
                    placeholder="0-99"
                  />
                )}
              </FormField>
              {goalieOnly ? null : (
                <FormField label="Preferred position" error={errors.preferredPosition?.message}>
                  {(control) => (
                    <Select {...control} {...register('preferredPosition')}>
                      <option value="">No preference</option>
                      {SKATER_POSITIONS.map((p) => (
                        <option key={p} value={p}>
                          {POSITION_LABELS[p]} ({p})
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
              )}
              <FormField label={handednessLabel(checkedPositions ?? [])} error={errors.shoots?.message}>
                {(control) => (
                  <Select {...control} {...register('shoots')}>
                    {player.shoots ? null : <option value="">Select</option>}
                    <option value="L">Left</option>
                    <option value="R">Right</option>
                  </Select>
                )}
              </FormField>
            </div>
            {category ? (
              <CheckboxField
                id={showCategoryId}
                label="Show my category on my public profile"
                description={`Recruiters see “${category === 'MALE' ? 'Male' : 'Female'}” next to your details.`}
                {...register('showCategory')}
              />
            ) : null}
            {showParentsSwitch ? (
              <CheckboxField
                id={parentsKeepAccessId}
                label="Let my parents keep managing my profile"
                description="You are 18, so your profile is yours alone. Tick this to let the parents linked to it keep editing it with you."
                {...register('parentsKeepAccess')}
              />
            ) : null}
            {showOnePagerSwitch ? (
              <CheckboxField
                id={onePagerPhotoId}
                label="Show photo on the one-pager"
                description="Off by default for a minor: the printable one-pager (PDF) leaves the photo out unless you tick this."
                {...register('onePagerPhoto')}
              />
            ) : null}
            {showShareMenuSwitch ? (
              <CheckboxField
                id={shareMenuId}
                label="Show the Share Profile menu on the public profile"
                description="On by default. Untick it and the public profile offers no e-mail, Facebook, X or share-sheet links to anyone."
                {...register('shareMenu')}
              />
            ) : null}
          </fieldset>

          <fieldset className="grid gap-4">
            <legend className="mb-4 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              Physical
            </legend>
            <HeightWeightFields
              values={{ heightUnit, heightFeet, heightInches, heightCm, weightUnit, weightLbs, weightKg }}
              register={(name) => register(name)}
              errors={bodyTextErrors(errors)}
              isEdited={(field) => Boolean(dirtyFields[field])}
              onChange={(patch) => {
                for (const [key, value] of Object.entries(patch)) {
                  setValue(key as keyof ProfileFormValues, value, { shouldDirty: !key.endsWith('Unit') });
                }
              }}
            />
          </fieldset>

          <fieldset className="grid gap-4">
            <legend className="mb-4 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              Hometown
            </legend>
            <div className="grid items-start gap-4 sm:grid-cols-3">
              <FormField label="Country" error={errors.country?.message}>
                {(control) => (
                  <Select
                    {...control}
                    {...register('country', {
                      onChange: (event) => {
                        const next = regionsForCountry(event.target.value);
                        if (!next.includes(getValues('region')))
                          setValue('region', '', { shouldDirty: true });
                      },
                    })}
                  >
                    <option value="">Select country</option>
                    {COUNTRIES.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField label={country === 'Canada' ? 'Province' : 'State'} error={errors.region?.message}>
                {(control) => (
                  <Select {...control} {...register('region')} disabled={regions.length === 0}>
                    <option value="">{country ? 'Select' : 'Choose a country first'}</option>
                    {regions.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField label="City" error={errors.city?.message}>
                {(control) => <Input {...control} {...register('city')} autoComplete="address-level2" />}
              </FormField>
            </div>
          </fieldset>

          <fieldset className="grid gap-4">
            <legend className="mb-4 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              About
            </legend>
            <FormField
              label="Bio"
              hint={`${bio.length} / ${BIO_MAX} · Your game, your strengths, what you are looking for.`}
              error={errors.bio?.message}
            >
              {(control) => <Textarea {...control} {...register('bio')} rows={5} maxLength={BIO_MAX} />}
            </FormField>
          </fieldset>

          <fieldset className="grid gap-4">
            <legend className="mb-4 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              Academics
            </legend>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <FormField label="GPA" hint="On a 4.0 or 5.0 scale" error={errors.gpa?.message}>
                {(control) => (
                  <Input {...control} {...register('gpa')} inputMode="decimal" placeholder="e.g. 3.6" />
                )}
              </FormField>
              <FormField label="Intended major" error={errors.major?.message}>
                {(control) => <Input {...control} {...register('major')} placeholder="e.g. Kinesiology" />}
              </FormField>
            </div>
          </fieldset>
        </div>

        <div className="flex flex-col-reverse gap-3 border-t border-border bg-muted/30 px-5 py-4 sm:flex-row sm:items-center sm:justify-end sm:px-6">
          {isDirty ? (
            <Button variant="ghost" onClick={() => reset()} disabled={update.isPending}>
              Discard changes
            </Button>
          ) : null}
          <Button type="submit" disabled={!isDirty || update.isPending} className="sm:min-w-36">
            {update.isPending ? <Spinner className="size-4 text-current" /> : null}
            {update.isPending ? 'Saving...' : 'Save Profile'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
