import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';

/** D299: the optional https address where a game or event streams, in the schedule and showcase forms. */
export function StreamUrlField({ error, field }: { error?: string; field: UseFormRegisterReturn }) {
  return (
    <FormField
      label="Stream link"
      error={error}
      hint="Optional: an https:// link to the LiveBarn, HockeyTV or other stream of this event."
    >
      {(control) => (
        <Input
          {...control}
          {...field}
          type="url"
          inputMode="url"
          placeholder="https://www.livebarn.com/..."
        />
      )}
    </FormField>
  );
}
