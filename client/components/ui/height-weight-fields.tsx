import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import {
  type BodyTexts,
  formatHeight,
  formatWeight,
  type HeightUnit,
  shownHeightCm,
  shownWeightKg,
  switchHeightUnit,
  switchWeightUnit,
  type WeightUnit,
} from '#common/units.ts';
import { FormField } from './form-field.tsx';
import { SegmentedControl } from './segmented-control.tsx';
import { UnitInput } from './unit-input.tsx';

export type BodyTextField = Exclude<keyof BodyTexts, 'heightUnit' | 'weightUnit'>;

/** D240: one order everywhere, imperial first (a North American hockey audience). */
const HEIGHT_OPTIONS = [
  { value: 'ftin', label: 'ft / in' },
  { value: 'cm', label: 'cm' },
] as const satisfies readonly { value: HeightUnit; label: string }[];
const WEIGHT_OPTIONS = [
  { value: 'lbs', label: 'lbs' },
  { value: 'kg', label: 'kg' },
] as const satisfies readonly { value: WeightUnit; label: string }[];

const HEIGHT_FIELDS: Record<HeightUnit, BodyTextField[]> = {
  ftin: ['heightFeet', 'heightInches'],
  cm: ['heightCm'],
};
const WEIGHT_FIELDS: Record<WeightUnit, BodyTextField[]> = { lbs: ['weightLbs'], kg: ['weightKg'] };

interface HeightWeightFieldsProps {
  /** What the form holds now (watched), both units' texts and the chosen units. */
  values: BodyTexts;
  register: (name: BodyTextField) => UseFormRegisterReturn;
  errors: Partial<Record<BodyTextField, string | undefined>>;
  /** Writes a unit switch into the form: the new unit and, when converted, the other unit's texts. */
  onChange: (patch: Partial<BodyTexts>) => void;
  /**
   * Whether the person changed a field. Untouched fields already hold the stored value in both units,
   * so a switch converts only what was typed and a stored value never drifts through a round trip.
   * Without it every switch converts.
   */
  isEdited?: (field: BodyTextField) => boolean;
}

/** The other unit's reading of what is shown, or the example while there is none (or an error). */
const BODY_TEXT_FIELDS: readonly BodyTextField[] = [
  'heightFeet',
  'heightInches',
  'heightCm',
  'weightLbs',
  'weightKg',
];

/** A form's errors for the height-and-weight texts, as HeightWeightFields takes them. */
export function bodyTextErrors(
  errors: Partial<Record<BodyTextField, FieldError | undefined>>,
): Partial<Record<BodyTextField, string | undefined>> {
  return Object.fromEntries(BODY_TEXT_FIELDS.map((field) => [field, errors[field]?.message]));
}

function heightHint(values: BodyTexts, hasError: boolean): string {
  const cm = hasError ? null : shownHeightCm(values);
  if (values.heightUnit === 'ftin')
    return cm ? `About ${Math.round(cm)} cm` : 'For example 5 ft 11 in (180 cm)';
  return cm ? `About ${formatHeight(cm)}` : 'For example 180 cm (5\'11")';
}

function weightHint(values: BodyTexts, hasError: boolean): string {
  const kg = hasError ? null : shownWeightKg(values);
  if (values.weightUnit === 'lbs') return kg ? `About ${Math.round(kg)} kg` : 'For example 170 lbs (77 kg)';
  return kg ? `About ${formatWeight(kg)}` : 'For example 77 kg (170 lbs)';
}

/**
 * Height (ft / in or cm) and weight (lbs or kg), the one component of the sign-up wizard and the profile
 * details (spec 1 §2, spec 2 §5). Switching a unit shows the same measurement in the new unit. Each input
 * has its own key: React must not reuse the pounds input for kilograms, or it keeps showing the pounds.
 */
export function HeightWeightFields({
  values,
  register,
  errors,
  onChange,
  isEdited,
}: HeightWeightFieldsProps) {
  const edited = (fields: BodyTextField[]) => !isEdited || fields.some(isEdited);
  const switchHeight = (unit: HeightUnit) => {
    if (unit === values.heightUnit) return;
    onChange(
      edited(HEIGHT_FIELDS[values.heightUnit]) ? switchHeightUnit(values, unit) : { heightUnit: unit },
    );
  };
  const switchWeight = (unit: WeightUnit) => {
    if (unit === values.weightUnit) return;
    onChange(
      edited(WEIGHT_FIELDS[values.weightUnit]) ? switchWeightUnit(values, unit) : { weightUnit: unit },
    );
  };
  const heightError = HEIGHT_FIELDS[values.heightUnit].some((f) => errors[f]);
  const weightError = Boolean(errors[WEIGHT_FIELDS[values.weightUnit][0] as BodyTextField]);

  return (
    <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
      <div className="grid content-start gap-2">
        <div className="flex items-center justify-between gap-2">
          <span className="text-sm font-medium">Height</span>
          <SegmentedControl
            label="Height unit"
            size="xs"
            value={values.heightUnit}
            onChange={switchHeight}
            options={HEIGHT_OPTIONS}
          />
        </div>
        {values.heightUnit === 'ftin' ? (
          <>
            <div className="grid grid-cols-2 gap-3">
              <FormField key="heightFeet" label="Feet" error={errors.heightFeet}>
                {(field) => (
                  <UnitInput
                    {...field}
                    {...register('heightFeet')}
                    unit="ft"
                    inputMode="numeric"
                    placeholder="5"
                  />
                )}
              </FormField>
              <FormField key="heightInches" label="Inches" error={errors.heightInches}>
                {(field) => (
                  <UnitInput
                    {...field}
                    {...register('heightInches')}
                    unit="in"
                    inputMode="numeric"
                    placeholder="11"
                  />
                )}
              </FormField>
            </div>
            <p className="text-xs text-muted-foreground">{heightHint(values, heightError)}</p>
          </>
        ) : (
          <FormField
            key="heightCm"
            label="Height (cm)"
            error={errors.heightCm}
            hint={heightHint(values, heightError)}
          >
            {(field) => (
              <UnitInput
                {...field}
                {...register('heightCm')}
                unit="cm"
                inputMode="decimal"
                placeholder="180"
              />
            )}
          </FormField>
        )}
      </div>
      <div className="grid content-start gap-2">
        <div className="flex items-center justify-between gap-2">
          <span className="text-sm font-medium">Weight</span>
          <SegmentedControl
            label="Weight unit"
            size="xs"
            value={values.weightUnit}
            onChange={switchWeight}
            options={WEIGHT_OPTIONS}
          />
        </div>
        {values.weightUnit === 'lbs' ? (
          <FormField
            key="weightLbs"
            label="Weight (lbs)"
            error={errors.weightLbs}
            hint={weightHint(values, weightError)}
          >
            {(field) => (
              <UnitInput
                {...field}
                {...register('weightLbs')}
                unit="lbs"
                inputMode="decimal"
                placeholder="170"
              />
            )}
          </FormField>
        ) : (
          <FormField
            key="weightKg"
            label="Weight (kg)"
            error={errors.weightKg}
            hint={weightHint(values, weightError)}
          >
            {(field) => (
              <UnitInput
                {...field}
                {...register('weightKg')}
                unit="kg"
                inputMode="decimal"
                placeholder="77"
              />
            )}
          </FormField>
        )}
      </div>
    </div>
  );
}
