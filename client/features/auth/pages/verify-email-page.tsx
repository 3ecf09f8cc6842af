import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckIcon, MailIcon, TriangleAlertIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '#client/components/auth-layout.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { readPendingApproval } from '#client/features/parent/index.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { SESSION_QUERY_KEY, useAuth } from '#client/lib/auth.tsx';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { PATHS, pathTo } from '#client/lib/paths.ts';
import type { SessionUser } from '#common/contracts/auth.ts';
import { homePathForRole } from '#common/roles.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { ResendVerificationForm } from '../components/resend-verification-form.tsx';
import { StatusBlock } from '../components/status-block.tsx';

const NO_TOKEN = 'No verification token provided. Please check your email for the verification link.';
const VERIFY_FAILED = 'Failed to verify email. The link may be invalid or expired.';
const RESEND_FAILED = 'Failed to resend verification email. Please try again.';
/** D263: the page a reused link shows; spec 2 §8 names no such state. */
const ALREADY_VERIFIED_TITLE = 'Email Already Verified';
const ALREADY_VERIFIED_TEXT =
  'Your email address is already verified. This link was used before, so there is nothing more to do.';

/**
 * D263: the server answers a used link of a verified account with TOKEN_USED (400, the contract's code);
 * only an unknown or expired link is a failure.
 */
function isAlreadyVerified(error: unknown): boolean {
  return isApiError(error) && error.code === 'TOKEN_USED';
}

function continueHomeLabel(role: SessionUser['role']): string {
  return role === 'PLAYER' ? 'Continue to My Profile' : 'Continue to Dashboard';
}

export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const [askEmail, setAskEmail] = useState(false);

  // A token is single use: StrictMode's second effect run, or a re-render, must not redeem it again.
  const requestedToken = useRef<string | null>(null);
  useEffect(() => {
    if (!token || requestedToken.current === token) return;
    requestedToken.current = token;
    // A signed-in person's session now says emailVerified: true (the reminder banner goes away).
    const afterVerified = async () => {
      // The page's first session read may still be in flight and answered before the verification
      // was saved: a refetch would only join it. Drop it, then read the session afresh.
      await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
      await queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY });
      // A parent who was asked to verify before approving goes back to the approval, which finishes.
      // The session read may not have finished when the link was redeemed: ask the refreshed cache.
      const session = queryClient.getQueryData<SessionUser | null>(SESSION_QUERY_KEY);
      const approvalToken = session ? readPendingApproval(session.id) : null;
      if (approvalToken) navigate(pathTo.approveProfile(approvalToken), { replace: true });
    };
    verify.mutate(token, {
      onSuccess: afterVerified,
      // D263: a link used before (perhaps on another device) proves the address is verified.
      onError: (error) => {
        if (isAlreadyVerified(error)) void afterVerified();
      },
    });
  }, [token, verify, queryClient, navigate]);

  const sendLink = (email?: string) =>
    resend.mutate(email ? { email } : {}, {
      onSuccess: (data) => {
        setAskEmail(false);
        toast({ title: 'Verification Email Sent', description: data.message });
      },
      onError: () => showErrorToast(RESEND_FAILED),
    });

  const state: 'loading' | 'success' | 'already' | 'error' = !token
    ? 'error'
    : verify.isSuccess
      ? 'success'
      : verify.isError
        ? isAlreadyVerified(verify.error)
          ? 'already'
          : 'error'
        : 'loading';
  // Signed in (the link opened in the same browser): on to their home, not to a log-in.
  const onward = (
    <Link
      to={user ? homePathForRole(user.role) : PATHS.login}
      className={buttonVariants({ size: 'lg', className: 'w-full' })}
    >
      {user ? continueHomeLabel(user.role) : 'Continue to Login'}
    </Link>
  );
  // Spec 2 §8 text first; the server's reason (used, expired) helps as a second line.
  const errorReason = token && isApiError(verify.error) ? verify.error.serverMessage : undefined;

  return (
    <AuthLayout>
      <title>Verify Email · Rinkside</title>
      <Card className="px-6 py-10 text-center shadow-lg sm:px-10">
        {state === 'loading' ? (
          <StatusBlock
            icon={<Spinner className="size-8" />}
            tone="info"
            title="Verifying your email..."
            text="This only takes a moment."
            live
          />
        ) : state === 'success' ? (
          <StatusBlock
            icon={<CircleCheckIcon />}
            tone="success"
            title="Email Verified!"
            text="Your email address has been confirmed. Your account is ready to go."
            live
          >
            {onward}
          </StatusBlock>
        ) : state === 'already' ? (
          <StatusBlock
            icon={<CircleCheckIcon />}
            tone="success"
            title={ALREADY_VERIFIED_TITLE}
            text={ALREADY_VERIFIED_TEXT}
            live
          >
            {onward}
          </StatusBlock>
        ) : (
          <StatusBlock
            icon={<TriangleAlertIcon />}
            tone="error"
            title="Verification Failed"
            text={token ? VERIFY_FAILED : NO_TOKEN}
            detail={errorReason && errorReason !== VERIFY_FAILED ? errorReason : undefined}
            live
          >
            {askEmail && !user ? (
              <ResendVerificationForm
                onSubmit={(email) => sendLink(email)}
                onCancel={() => setAskEmail(false)}
                isPending={resend.isPending}
              />
            ) : (
              <div className="grid gap-3">
                <Button
                  size="lg"
                  disabled={resend.isPending}
                  onClick={() => (user ? sendLink() : setAskEmail(true))}
                >
                  <MailIcon />
                  {resend.isPending ? 'Sending...' : 'Resend Verification Email'}
                </Button>
                <Link to={PATHS.login} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
                  Back to Login
                </Link>
              </div>
            )}
          </StatusBlock>
        )}
      </Card>
    </AuthLayout>
  );
}
