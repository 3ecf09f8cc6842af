import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '#client/components/auth-layout.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { getErrorMessage, isApiError } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { clearCheckoutSessionId, readCheckoutSessionId } from '#client/lib/checkout-session.ts';
import { showErrorToast, withDetail } from '#client/lib/error-toast.tsx';
import { PATHS, pathTo } from '#client/lib/paths.ts';
import { takeReturnTo } from '#client/lib/return-to.ts';
import { homePathForRole } from '#common/roles.ts';
import { approveProfileRequest, VERIFY_TO_APPROVE } from '../api/approve-profile-request.ts';
import { LoginForm, type LoginFormValues } from '../components/login-form.tsx';

export function LoginPage() {
  const { loginMutation } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const approvalToken = searchParams.get('approvalToken') || undefined;
  // Keeps the button busy between a successful login and the move to the next screen.
  const [isFinishing, setIsFinishing] = useState(false);
  // Too many failed attempts: an inline way out (reset the password) instead of a dead end.
  const [locked, setLocked] = useState<{ message: string; email: string } | null>(null);

  const onSubmit = (values: LoginFormValues) => {
    const checkoutSessionId = readCheckoutSessionId();
    setLocked(null);
    loginMutation.mutate(
      { ...values, ...(checkoutSessionId ? { checkoutSessionId } : {}) },
      {
        onSuccess: async (session) => {
          setIsFinishing(true);
          if (checkoutSessionId) clearCheckoutSessionId();
          if (!approvalToken) {
            toast({ title: 'Success', description: 'You have been logged in successfully.' });
            // Spec 1 §4: the refetched session decides the landing page; a failed check goes to /. An
            // invitation page that sent the visitor here comes first (client/lib/return-to.ts).
            const returnTo = session ? takeReturnTo() : null;
            navigate(returnTo ?? (session ? homePathForRole(session.role) : PATHS.home));
            return;
          }
          // An unverified parent is asked to verify first (a known refusal): the approval page does that
          // and finishes the approval afterwards.
          const outcome =
            session?.role === 'PARENT' && !session.emailVerified
              ? ({ approved: false, needsVerification: true } as const)
              : await approveProfileRequest(approvalToken);
          if (outcome.needsVerification) {
            toast(VERIFY_TO_APPROVE);
            navigate(pathTo.approveProfile(approvalToken));
            return;
          }
          if (outcome.approved) {
            // The child's profile changed state: whatever was cached about it is outdated.
            await queryClient.invalidateQueries();
            toast({
              title: 'Success',
              description: 'You have been logged in and the player profile has been approved!',
            });
          } else {
            toast({
              title: 'Logged In',
              description: withDetail(
                'You have been logged in, but there was an issue approving the profile. Please try again from the approval link.',
                outcome.reason,
              ),
            });
          }
          navigate(PATHS.home);
        },
        onError: (error) => {
          if (isApiError(error, 429)) {
            setLocked({
              message: getErrorMessage(error, 'Too many login attempts. Please wait or reset your password.'),
              email: values.email,
            });
            return;
          }
          showErrorToast(getErrorMessage(error, 'Invalid email or password.'), undefined, {
            title: 'Login Failed',
          });
        },
      },
    );
  };

  return (
    <AuthLayout>
      <title>Log In · Rinkside</title>
      <div className="grid gap-6">
        {approvalToken ? (
          <Alert variant="info" title="Approving Player Profile" icon={<ShieldCheckIcon />}>
            Log in to your parent account. The player profile will be approved automatically after login.
          </Alert>
        ) : null}
        {locked ? (
          <Alert variant="destructive" title="Login temporarily blocked" role="alert">
            <p>{locked.message}</p>
            <Link
              to={pathTo.forgotPassword(locked.email)}
              className="mt-2 inline-block rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              Reset your password
            </Link>
          </Alert>
        ) : null}
        <Card className="shadow-lg">
          <CardHeader className="pb-2">
            <CardTitle as="h1" className="text-2xl sm:text-3xl">
              Welcome back
            </CardTitle>
            <CardDescription className="text-base">Log in to your Rinkside account.</CardDescription>
          </CardHeader>
          <CardContent className="pt-4">
            <LoginForm onSubmit={onSubmit} isPending={loginMutation.isPending || isFinishing} />
            <p className="mt-6 text-center text-sm text-muted-foreground">
              Don&apos;t have an account?{' '}
              <Link
                // Create Account & Approve from here too: the sign-up screen approves after registering.
                to={
                  approvalToken
                    ? `${PATHS.register}?approvalToken=${encodeURIComponent(approvalToken)}`
                    : PATHS.register
                }
                className="rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                Sign up
              </Link>
            </p>
          </CardContent>
        </Card>
      </div>
    </AuthLayout>
  );
}
