import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';

/** The four-digit birth year, asked on the account step (players) and on Basic Information. */
export function BirthYearField({
  registration,
  error,
  hint,
}: {
  /** What `register('birthYear')` returned. */
  registration: UseFormRegisterReturn;
  error?: string;
  hint: ReactNode;
}) {
  return (
    <FormField label="Birth year" error={error} hint={hint}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          inputMode="numeric"
          autoComplete="bday-year"
          maxLength={4}
          placeholder="YYYY"
          required
          className="sm:max-w-40"
        />
      )}
    </FormField>
  );
}
