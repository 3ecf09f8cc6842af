import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { AuthLayout } from '#client/components/auth-layout.tsx';
import { NewPasswordFields } from '#client/components/password-fields.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { isApiError } from '#client/lib/api-client.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { PATHS } from '#client/lib/paths.ts';
import { RESET_PASSWORD_MESSAGE, ResetPasswordFormSchema } from '#common/contracts/auth.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { StatusBlock } from '../components/status-block.tsx';

type ResetPasswordValues = z.infer<typeof ResetPasswordFormSchema>;

const NO_TOKEN = 'No reset token provided. Please open the link from your email, or request a new one.';
const RESET_FAILED = 'Failed to reset your password. Please try again.';
/** The refusals that mean the link itself cannot be used: the page offers a new one. */
const DEAD_LINK = new Set(['INVALID_TOKEN', 'TOKEN_USED', 'TOKEN_EXPIRED']);

/** /reset-password?token=: a new password, twice. It signs nobody in: the person logs in afterwards. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const deadLink = isApiError(reset.error) && DEAD_LINK.has(reset.error.code ?? '') ? reset.error : undefined;

  const onSubmit = (values: ResetPasswordValues) =>
    reset.mutate(
      { token, password: values.password },
      {
        onError: (error) => {
          if (!(isApiError(error) && DEAD_LINK.has(error.code ?? ''))) showErrorToast(RESET_FAILED, error);
        },
      },
    );

  if (reset.isSuccess) {
    return (
      <ResetOutcome>
        <StatusBlock
          icon={<CircleCheckIcon />}
          tone="success"
          title="Password Reset"
          text={RESET_PASSWORD_MESSAGE}
          detail="For your safety, you have been signed out on every device."
          live
        >
          <Link to={PATHS.login} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
            Log In
          </Link>
        </StatusBlock>
      </ResetOutcome>
    );
  }

  if (!token || deadLink) {
    return (
      <ResetOutcome>
        <StatusBlock
          icon={<TriangleAlertIcon />}
          tone="error"
          title={deadLink?.code === 'TOKEN_EXPIRED' ? 'Link Expired' : 'Link Not Valid'}
          text={deadLink?.serverMessage ?? NO_TOKEN}
          detail={deadLink ? 'Reset links work once and expire after 1 hour.' : undefined}
          live
        >
          <div className="grid gap-3">
            <Link to={PATHS.forgotPassword} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
              Request a New Link
            </Link>
            <Link to={PATHS.login} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Back to Login
            </Link>
          </div>
        </StatusBlock>
      </ResetOutcome>
    );
  }

  return (
    <AuthLayout>
      <title>Reset Password · Rinkside</title>
      <Card className="shadow-lg">
        <CardHeader className="pb-2">
          <CardTitle as="h1" className="text-2xl sm:text-3xl">
            Choose a new password
          </CardTitle>
          <CardDescription className="text-base">
            Use at least 8 characters. You will be signed out on every device.
          </CardDescription>
        </CardHeader>
        <CardContent className="pt-4">
          <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
            <NewPasswordFields register={register} errors={errors} label="New Password" autoFocus />
            <Button type="submit" size="lg" className="mt-1 w-full" disabled={reset.isPending}>
              {reset.isPending ? <Spinner className="size-4 text-current" /> : null}
              {reset.isPending ? 'Resetting...' : 'Reset Password'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}

function ResetOutcome({ children }: { children: ReactNode }) {
  return (
    <AuthLayout>
      <title>Reset Password · Rinkside</title>
      <Card className="px-6 py-10 text-center shadow-lg sm:px-10">{children}</Card>
    </AuthLayout>
  );
}
