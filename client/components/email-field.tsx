import type { ComponentProps, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';

type EmailFieldProps = Pick<
  ComponentProps<'input'>,
  'placeholder' | 'required' | 'autoFocus' | 'autoComplete'
> & {
  /** What `register('email')` returned. */
  registration: UseFormRegisterReturn;
  label?: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/** A labelled e-mail address input: the e-mail keyboard on phones and the address offered by autofill. */
export function EmailField({
  registration,
  label = 'Email',
  error,
  hint,
  placeholder = 'you@example.com',
  required = true,
  autoFocus,
  // `off` for another person's address (a colleague's): autofill would offer the user's own.
  autoComplete = 'email',
}: EmailFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          type="email"
          autoComplete={autoComplete}
          inputMode="email"
          required={required}
          autoFocus={autoFocus}
          placeholder={placeholder}
        />
      )}
    </FormField>
  );
}
