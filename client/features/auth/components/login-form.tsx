import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { EmailField } from '#client/components/email-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { pathTo } from '#client/lib/paths.ts';
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
    watch,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  return (
    // noValidate: our messages (from the shared schema) replace the browser's bubbles; the required and
    // type attributes stay for assistive technology and autofill.
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <EmailField registration={register('email')} error={errors.email?.message} />
      <FormField
        label="Password"
        error={errors.password?.message}
        labelAside={
          // The address typed so far goes along, so the next screen does not ask for it again.
          <Link
            to={pathTo.forgotPassword(watch('email'))}
            className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Forgot password?
          </Link>
        }
      >
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
