import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps, ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { formatHeight, formatWeight } from '#common/units.ts';
import { StepActions } from '../components/step-actions.tsx';
import { type BodyFormInput, BodyFormSchema, toOptionalNumber } from '../wizard-schemas.ts';
import type { StepProps, WizardData } from '../wizard-types.ts';

const NO_BODY: WizardData['body'] = { heightCm: null, weightKg: null };

function toText(value: number | null): string {
  return value === null ? '' : String(value);
}

/** The imperial equivalent of what was typed, once it is a value the profile accepts (common/units.ts). */
function imperialHint(
  value: string,
  field: keyof BodyFormInput,
  format: (n: number) => string | null,
  example: string,
): string {
  const n = toOptionalNumber(value);
  const isValid = n !== null && BodyFormSchema.shape[field].safeParse(value).success;
  const text = isValid ? format(n) : null;
  return text ? `About ${text}` : example;
}

function UnitInput({ unit, ...props }: ComponentProps<typeof Input> & { unit: ReactNode }) {
  return (
    <div className="relative">
      <Input {...props} className="pr-12" />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm font-medium text-muted-foreground"
      >
        {unit}
      </span>
    </div>
  );
}

/** Step 6 (spec 1 §2), optional: height in cm and weight in kg; an empty value counts as absent. */
export function PhysicalStep({ data, goNext, goBack }: StepProps) {
  const {
    register,
    handleSubmit,
    getValues,
    control,
    formState: { errors },
  } = useForm<BodyFormInput, unknown, WizardData['body']>({
    resolver: zodResolver(BodyFormSchema),
    defaultValues: { heightCm: toText(data.body.heightCm), weightKg: toText(data.body.weightKg) },
  });
  const [height, weight] = useWatch({ control, name: ['heightCm', 'weightKg'] });

  const onBack = () => {
    const values = getValues();
    const parsed = BodyFormSchema.safeParse(values);
    goBack({ body: parsed.success ? parsed.data : data.body });
  };

  return (
    <form noValidate onSubmit={handleSubmit((body) => goNext({ body }))} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
        <FormField
          label="Height (cm)"
          error={errors.heightCm?.message}
          hint={imperialHint(height ?? '', 'heightCm', formatHeight, 'For example 180 cm (5\'11")')}
        >
          {(field) => (
            <UnitInput {...field} {...register('heightCm')} unit="cm" inputMode="decimal" placeholder="180" />
          )}
        </FormField>
        <FormField
          label="Weight (kg)"
          error={errors.weightKg?.message}
          hint={imperialHint(weight ?? '', 'weightKg', formatWeight, 'For example 77 kg (170 lbs)')}
        >
          {(field) => (
            <UnitInput {...field} {...register('weightKg')} unit="kg" inputMode="decimal" placeholder="77" />
          )}
        </FormField>
      </div>
      <StepActions onBack={onBack} onSkip={() => goNext({ body: NO_BODY })} />
    </form>
  );
}
