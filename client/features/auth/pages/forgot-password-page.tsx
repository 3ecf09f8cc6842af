import { zodResolver } from '@hookform/resolvers/zod';
import { MailIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { AuthLayout } from '#client/components/auth-layout.tsx';
import { EmailField } from '#client/components/email-field.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { PATHS } from '#client/lib/paths.ts';
import { FORGOT_PASSWORD_MESSAGE, ForgotPasswordFormSchema } from '#common/contracts/auth.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { StatusBlock } from '../components/status-block.tsx';

type ForgotPasswordValues = z.infer<typeof ForgotPasswordFormSchema>;

const SEND_FAILED = 'Failed to send the reset link. Please try again.';

/** /forgot-password?email=: asks for the address, then answers the same whether or not it has an account. */
export function ForgotPasswordPage() {
  const [searchParams] = useSearchParams();
  const send = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: searchParams.get('email') ?? '' },
  });

  const onSubmit = (values: ForgotPasswordValues) =>
    send.mutate({ email: values.email.trim() }, { onError: (error) => showErrorToast(SEND_FAILED, error) });

  return (
    <AuthLayout>
      <title>Forgot Password · Rinkside</title>
      {send.isSuccess ? (
        <Card className="px-6 py-10 text-center shadow-lg sm:px-10">
          <StatusBlock
            icon={<MailIcon />}
            tone="info"
            title="Check your email"
            text={FORGOT_PASSWORD_MESSAGE}
            detail="The link works once and expires in 1 hour. No email? Check your spam folder, or try again."
            live
          >
            <div className="grid gap-3">
              <Link to={PATHS.login} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
                Back to Login
              </Link>
              <Button size="lg" variant="outline" onClick={() => send.reset()}>
                Try Another Email
              </Button>
            </div>
          </StatusBlock>
        </Card>
      ) : (
        <Card className="shadow-lg">
          <CardHeader className="pb-2">
            <CardTitle as="h1" className="text-2xl sm:text-3xl">
              Forgot your password?
            </CardTitle>
            <CardDescription className="text-base">
              Enter the email address of your account and we&apos;ll send you a link to choose a new password.
            </CardDescription>
          </CardHeader>
          <CardContent className="pt-4">
            <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
              <EmailField registration={register('email')} error={errors.email?.message} autoFocus />
              <Button type="submit" size="lg" className="mt-1 w-full" disabled={send.isPending}>
                {send.isPending ? <Spinner className="size-4 text-current" /> : null}
                {send.isPending ? 'Sending...' : 'Send Reset Link'}
              </Button>
            </form>
            <p className="mt-6 text-center text-sm text-muted-foreground">
              Remembered it?{' '}
              <Link
                to={PATHS.login}
                className="rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                Back to Login
              </Link>
            </p>
          </CardContent>
        </Card>
      )}
    </AuthLayout>
  );
}
