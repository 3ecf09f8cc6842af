import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';

/** The fields a form needs to use {@link NewPasswordFields}. */
interface NewPasswordValues extends FieldValues {
  password: string;
  confirmPassword: string;
}

interface NewPasswordFieldsProps<T extends NewPasswordValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<NewPasswordValues>;
  /** The first field's label: "Password" when signing up, "New Password" when resetting. */
  label?: string;
  placeholder?: string;
  autoFocus?: boolean;
}

/** A new password and its confirmation, both offered to password managers as a new password. */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
  label = 'Password',
  placeholder,
  autoFocus,
}: NewPasswordFieldsProps<T>) {
  return (
    <>
      <PasswordField
        label={label}
        error={errors.password?.message}
        registration={register('password' as Path<T>)}
        placeholder={placeholder}
        autoFocus={autoFocus}
      />
      <PasswordField
        label="Confirm Password"
        error={errors.confirmPassword?.message}
        registration={register('confirmPassword' as Path<T>)}
      />
    </>
  );
}

function PasswordField({
  label,
  error,
  registration,
  placeholder,
  autoFocus,
}: {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  placeholder?: string;
  autoFocus?: boolean;
}) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          type="password"
          autoComplete="new-password"
          required
          autoFocus={autoFocus}
          placeholder={placeholder}
        />
      )}
    </FormField>
  );
}
