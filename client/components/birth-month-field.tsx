import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { MONTH_NAMES } from '#common/calendar.ts';

/** The hint every form shows under the month: who sees it, and what an empty one means (decisions §4). */
export const BIRTH_MONTH_HINT =
  'Only the player, their parents and Rinkside admins see it. If left empty, December is assumed.';

/**
 * The month of birth, asked with the year: a native list of the twelve months and an empty
 * choice for "not given". The value is the month's number as text ('' when not given).
 */
export function BirthMonthField({
  registration,
  error,
  hint = BIRTH_MONTH_HINT,
  label = 'Birth month',
}: {
  /** What `register('birthMonth')` returned. */
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  label?: ReactNode;
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <Select {...control} {...registration} autoComplete="bday-month">
          <option value="">Month</option>
          {MONTH_NAMES.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
