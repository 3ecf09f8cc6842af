import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import { UnitInput } from '#client/components/ui/unit-input.tsx';
import { formatHeight, formatWeight } from '#common/units.ts';
import { StepActions } from '../components/step-actions.tsx';
import {
  type BodyFormInput,
  BodyFormSchema,
  bodyFormValues,
  bodyHeightCm,
  bodyWeightKg,
  type HeightUnit,
  type WeightUnit,
} from '../wizard-schemas.ts';
import type { StepProps, WizardData } from '../wizard-types.ts';

const NO_BODY: WizardData['body'] = { heightCm: null, weightKg: null };

/** The same switches as the profile form (ft / in or cm, lbs or kg). */
const HEIGHT_OPTIONS = [
  { value: 'ftin', label: 'ft / in' },
  { value: 'cm', label: 'cm' },
] as const;
const WEIGHT_OPTIONS = [
  { value: 'lbs', label: 'lbs' },
  { value: 'kg', label: 'kg' },
] as const;

/** The other unit's reading of what was typed, once the step accepts it (common/units.ts). */
function otherUnitHint(values: BodyFormInput, field: 'height' | 'weight', example: string): string {
  const valid = BodyFormSchema.safeParse(values);
  const issues = valid.success ? [] : valid.error.issues.map((i) => String(i.path[0]));
  const own = field === 'height' ? ['heightCm', 'heightFeet', 'heightInches'] : ['weightKg', 'weightLbs'];
  if (issues.some((path) => own.includes(path))) return example;
  if (field === 'height') {
    const cm = bodyHeightCm(values);
    if (cm === null) return example;
    return values.heightUnit === 'cm' ? `About ${formatHeight(cm)}` : `About ${Math.round(cm)} cm`;
  }
  const kg = bodyWeightKg(values);
  if (kg === null) return example;
  return values.weightUnit === 'kg' ? `About ${formatWeight(kg)}` : `About ${Math.round(kg)} kg`;
}

/**
 * Step 6 (spec 1 §2), optional: height in cm or feet and inches, weight in kg or lbs (issue 16 item 5);
 * stored metric. An empty value counts as absent.
 */
export function PhysicalStep({ data, update, goNext, goBack }: StepProps) {
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    control,
    formState: { errors },
  } = useForm<BodyFormInput, unknown, WizardData['body']>({
    resolver: zodResolver(BodyFormSchema),
    defaultValues: bodyFormValues(data.body, data.bodyUnits),
  });
  const values = useWatch({ control }) as BodyFormInput;
  const heightUnit = values.heightUnit;
  const weightUnit = values.weightUnit;

  const units = (): WizardData['bodyUnits'] => {
    const v = getValues();
    return { height: v.heightUnit, weight: v.weightUnit };
  };

  /** Switching shows the same measurement in the other unit (what was typed, converted). */
  const switchHeight = (unit: HeightUnit) => {
    const v = getValues();
    if (unit === v.heightUnit) return;
    const cm = BodyFormSchema.safeParse(v).success ? bodyHeightCm(v) : null;
    const converted = bodyFormValues(
      { heightCm: cm, weightKg: null },
      { height: unit, weight: v.weightUnit },
    );
    if (cm !== null || (v.heightCm.trim() === '' && v.heightFeet.trim() === '')) {
      setValue('heightCm', converted.heightCm);
      setValue('heightFeet', converted.heightFeet);
      setValue('heightInches', converted.heightInches);
    }
    setValue('heightUnit', unit);
    update({ bodyUnits: { ...units(), height: unit } });
  };

  const switchWeight = (unit: WeightUnit) => {
    const v = getValues();
    if (unit === v.weightUnit) return;
    const kg = BodyFormSchema.safeParse(v).success ? bodyWeightKg(v) : null;
    const converted = bodyFormValues(
      { heightCm: null, weightKg: kg },
      { height: v.heightUnit, weight: unit },
    );
    if (kg !== null || (v.weightKg.trim() === '' && v.weightLbs.trim() === '')) {
      setValue('weightKg', converted.weightKg);
      setValue('weightLbs', converted.weightLbs);
    }
    setValue('weightUnit', unit);
    update({ bodyUnits: { ...units(), weight: unit } });
  };

  const onBack = () => {
    const parsed = BodyFormSchema.safeParse(getValues());
    goBack({ body: parsed.success ? parsed.data : data.body, bodyUnits: units() });
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit((body) => goNext({ body, bodyUnits: units() }))}
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
        <div className="grid content-start gap-2">
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm font-medium">Height</span>
            <SegmentedControl
              label="Height unit"
              size="xs"
              value={heightUnit}
              onChange={switchHeight}
              options={HEIGHT_OPTIONS}
            />
          </div>
          {heightUnit === 'ftin' ? (
            <>
              <div className="grid grid-cols-2 gap-3">
                <FormField label="Feet" error={errors.heightFeet?.message}>
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
                <FormField label="Inches" error={errors.heightInches?.message}>
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
              <p className="text-xs text-muted-foreground">
                {otherUnitHint(values, 'height', 'For example 5 ft 11 in (180 cm)')}
              </p>
            </>
          ) : (
            <FormField
              label="Height (cm)"
              error={errors.heightCm?.message}
              hint={otherUnitHint(values, 'height', 'For example 180 cm (5\'11")')}
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
              value={weightUnit}
              onChange={switchWeight}
              options={WEIGHT_OPTIONS}
            />
          </div>
          {weightUnit === 'lbs' ? (
            <FormField
              label="Weight (lbs)"
              error={errors.weightLbs?.message}
              hint={otherUnitHint(values, 'weight', 'For example 170 lbs (77 kg)')}
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
              label="Weight (kg)"
              error={errors.weightKg?.message}
              hint={otherUnitHint(values, 'weight', 'For example 77 kg (170 lbs)')}
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
      <StepActions onBack={onBack} onSkip={() => goNext({ body: NO_BODY })} />
    </form>
  );
}
