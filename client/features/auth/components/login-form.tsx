import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { LoginFormSchema } from '#common/contracts/auth.ts';

export type LoginFormValues = z.infer<typeof LoginFormSchema>;

export function LoginForm({
  onSubmit,
  isPending,
}: {
  onSubmit: (values: LoginFormValues) => void;
  isPending: boolean;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  return (
    // noValidate: our messages (from the shared schema) replace the browser's bubbles; the required and
    // type attributes stay for assistive technology and autofill.
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder="you@example.com"
          />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('password')}
            type="password"
            autoComplete="current-password"
            required
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isPending}>
        {isPending ? <Spinner className="size-4 text-current" /> : null}
        {isPending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
