import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { COUNTRIES, regionsForCountry } from '#common/regions.ts';
import { StepActions } from '../components/step-actions.tsx';
import { type LocationFormInput, LocationFormSchema } from '../wizard-schemas.ts';
import type { StepProps, WizardData } from '../wizard-types.ts';

const EMPTY_LOCATION: WizardData['location'] = { country: '', region: '', city: '' };

function regionLabel(country: string): string {
  if (country === 'United States') return 'State';
  if (country === 'Canada') return 'Province or territory';
  return 'State or province';
}

/** Step 5 (spec 1 §2), optional: country, then a state or province of that country, and city. */
export function LocationStep({ data, goNext, goBack }: StepProps) {
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    control,
    formState: { errors },
  } = useForm<LocationFormInput, unknown, WizardData['location']>({
    resolver: zodResolver(LocationFormSchema),
    defaultValues: data.location,
  });
  const country = useWatch({ control, name: 'country' });
  const regions = regionsForCountry(country);

  const countryField = register('country', {
    // Spec 1 §2: changing the country clears the region.
    onChange: () => setValue('region', ''),
  });

  return (
    <form noValidate onSubmit={handleSubmit((location) => goNext({ location }))} className="grid gap-5">
      <FormField label="Country">
        {(field) => (
          <Select {...field} {...countryField} autoComplete="country-name">
            <option value="">Select a country</option>
            {COUNTRIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={regionLabel(country)} error={errors.region?.message}>
        {(field) => (
          <Select
            {...field}
            {...register('region')}
            disabled={regions.length === 0}
            autoComplete="address-level1"
          >
            <option value="">
              {regions.length === 0
                ? 'Choose a country first'
                : `Select a ${regionLabel(country).toLowerCase()}`}
            </option>
            {regions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="City" error={errors.city?.message}>
        {(field) => (
          <Input
            {...field}
            {...register('city')}
            autoComplete="address-level2"
            maxLength={80}
            placeholder="e.g. Minneapolis"
          />
        )}
      </FormField>
      <StepActions
        onBack={() => goBack({ location: getValues() })}
        // Skip leaves the location out of the profile (spec 1 §2: goes to step 6).
        onSkip={() => goNext({ location: EMPTY_LOCATION })}
      />
    </form>
  );
}
