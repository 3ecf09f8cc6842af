import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { bodyTextErrors, HeightWeightFields } from '#client/components/ui/height-weight-fields.tsx';
import { bodyTexts } from '#common/units.ts';
import { StepActions } from '../components/step-actions.tsx';
import { type BodyFormInput, BodyFormSchema } from '../wizard-schemas.ts';
import type { StepProps, WizardData } from '../wizard-types.ts';

const NO_BODY: WizardData['body'] = { heightCm: null, weightKg: null };

/**
 * Step 6 (spec 1 §2), optional: height in feet and inches or cm, weight in lbs or kg, with the profile's
 * own fields (D240); stored metric. An empty value counts as absent.
 */
export function PhysicalStep({ data, update, goNext, goBack }: StepProps) {
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    control,
    formState: { errors, dirtyFields },
  } = useForm<BodyFormInput, unknown, WizardData['body']>({
    resolver: zodResolver(BodyFormSchema),
    defaultValues: bodyTexts(data.body, data.bodyUnits),
  });
  const values = useWatch({ control }) as BodyFormInput;

  const units = (): WizardData['bodyUnits'] => {
    const v = getValues();
    return { height: v.heightUnit, weight: v.weightUnit };
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
      <HeightWeightFields
        values={values}
        register={(name) => register(name)}
        errors={bodyTextErrors(errors)}
        isEdited={(field) => Boolean(dirtyFields[field])}
        onChange={(patch) => {
          for (const [key, value] of Object.entries(patch)) {
            setValue(key as keyof BodyFormInput, value, { shouldDirty: !key.endsWith('Unit') });
          }
          update({ bodyUnits: units() });
        }}
      />
      <StepActions onBack={onBack} onSkip={() => goNext({ body: NO_BODY })} />
    </form>
  );
}
