import { useQueryClient } from '@tanstack/react-query';
import {
  CircleCheckIcon,
  LogOutIcon,
  MailIcon,
  RefreshCwIcon,
  ShieldCheckIcon,
  TriangleAlertIcon,
  UserPlusIcon,
} from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { AuthLayout } from '#client/components/auth-layout.tsx';
import { InvitationLoading, InvitationUnavailable } from '#client/components/invitation-status.tsx';
import { DetailRow, StatusPanel } from '#client/components/status-panel.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useResendVerification } from '#client/features/auth/index.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { SESSION_QUERY_KEY, useAuth } from '#client/lib/auth.tsx';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { formatDate } from '#client/lib/format.ts';
import { PATHS } from '#client/lib/paths.ts';
import { useOwnVerifyNotice } from '#client/lib/verify-notice.ts';
import { homePathForRole } from '#common/roles.ts';
import { useApproveProfile } from '../api/approve-profile.ts';
import { useValidateApprovalToken } from '../api/validate-approval-token.ts';
import {
  forgetPendingApproval,
  readPendingApproval,
  rememberPendingApproval,
} from '../lib/pending-approval.ts';

function validationError(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Invalid or expired token';
  return 'Failed to validate token';
}

/** Spec 2 §2 /approve-profile/{token}: a parent approves a child's self-made profile from the e-mail link. */
export function ApproveProfilePage() {
  const { token = '' } = useParams();
  const { user, isLoading: sessionLoading, logoutMutation } = useAuth();
  const validation = useValidateApprovalToken(token);
  const approve = useApproveProfile(token);
  const resend = useResendVerification();
  const queryClient = useQueryClient();
  const query = `?approvalToken=${encodeURIComponent(token)}`;
  const isParent = user?.role === 'PARENT';
  const live = validation.isSuccess && !validation.data.alreadyApproved && !approve.isSuccess;
  // Decisions: approving needs a verified address. Until then the page asks to verify and keeps the token
  // in this browser, so the verification page can bring the parent back here to finish.
  // (An account with another address is not asked: verifying would not help it; Approve then says why.)
  const mustVerify =
    live &&
    isParent &&
    !user.emailVerified &&
    user.email.toLowerCase() === validation.data.parentEmail.toLowerCase();

  const onApprove = () =>
    approve.mutate(undefined, {
      onSuccess: () => {
        forgetPendingApproval();
        toast({
          title: 'Profile approved',
          description: `${validation.data?.playerName ?? 'The'}'s profile is now active and visible to recruiters.`,
        });
      },
      onError: (error) => {
        // The session said verified but the server disagrees (or the reverse): re-read it and show the
        // verify step instead of an error.
        if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
          void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
          return;
        }
        forgetPendingApproval();
        showErrorToast('Failed to approve profile', error);
      },
    });

  useEffect(() => {
    if (mustVerify && user) rememberPendingApproval(token, user.id);
  }, [mustVerify, user, token]);
  // This page is the verify notice then (with its own resend): the layout's banner steps aside.
  useOwnVerifyNotice(Boolean(mustVerify));

  // Back from the verification link with this approval saved: approve once, without another click.
  const autoApproved = useRef(false);
  const resume = live && isParent && user.emailVerified && readPendingApproval(user.id) === token;
  useEffect(() => {
    if (!resume || autoApproved.current) return;
    autoApproved.current = true;
    onApprove();
  });

  // Verified in another tab: coming back to this one re-reads the session, which then offers Approve.
  useEffect(() => {
    if (!mustVerify) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [mustVerify, queryClient]);

  const onResend = () =>
    resend.mutate(
      {},
      {
        onSuccess: (data) => toast({ title: 'Verification Email Sent', description: data.message }),
        onError: (error) => showErrorToast('Failed to resend verification email', error),
      },
    );

  let body: ReactNode;
  if (!token) {
    body = (
      <StatusPanel icon={<TriangleAlertIcon />} tone="error" title="Invalid Request">
        <p>No token provided</p>
      </StatusPanel>
    );
  } else if (validation.isPending || sessionLoading) {
    body = <InvitationLoading title="Validating approval link..." />;
  } else if (validation.isError) {
    body = (
      <InvitationUnavailable title="Invalid Request">
        <p>{validationError(validation.error)}</p>
        <p className="text-sm">Ask your player to send a new approval request from their profile.</p>
      </InvitationUnavailable>
    );
  } else if (validation.data.alreadyApproved || approve.isSuccess) {
    body = (
      <StatusPanel
        icon={<CircleCheckIcon />}
        tone="success"
        title="Profile Approved"
        actions={
          <Link
            to={user ? homePathForRole(user.role) : PATHS.login}
            className={buttonVariants({ size: 'lg' })}
          >
            {user ? 'Go to Dashboard' : 'Log In'}
          </Link>
        }
      >
        <p>
          {validation.data.playerName}&apos;s profile is active and visible to recruiters. Thank you for
          giving your consent.
        </p>
      </StatusPanel>
    );
  } else if (mustVerify) {
    body = (
      <StatusPanel
        icon={<MailIcon />}
        tone="info"
        title="Verify your email to approve"
        live={false}
        actions={
          <>
            <Button size="lg" onClick={onResend} disabled={resend.isPending}>
              {resend.isPending ? <Spinner className="size-4 text-current" /> : <MailIcon />}
              {resend.isPending ? 'Sending...' : 'Resend Verification Email'}
            </Button>
            <Button
              size="lg"
              variant="outline"
              onClick={() => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })}
            >
              <RefreshCwIcon />
              I&apos;ve Verified My Email
            </Button>
          </>
        }
      >
        <p>
          Before you approve <strong className="text-foreground">{validation.data.playerName}</strong>&apos;s
          profile, confirm that <strong className="text-foreground">{user.email}</strong> is your address.
        </p>
        <p className="text-sm">
          Open the verification link we emailed you. You will come back here and the profile will be approved.
        </p>
      </StatusPanel>
    );
  } else {
    const v = validation.data;
    body = (
      <StatusPanel
        icon={<ShieldCheckIcon />}
        tone="info"
        title="Approve Player Profile"
        live={false}
        actions={
          !user ? (
            <>
              <Link to={`${PATHS.login}${query}`} className={buttonVariants({ size: 'lg' })}>
                <ShieldCheckIcon />
                Log In to Approve
              </Link>
              <Link
                to={`${PATHS.register}${query}`}
                className={buttonVariants({ size: 'lg', variant: 'outline' })}
              >
                <UserPlusIcon />
                Create Account &amp; Approve
              </Link>
            </>
          ) : isParent ? (
            <Button size="lg" onClick={onApprove} disabled={approve.isPending || resume}>
              {approve.isPending ? <Spinner className="size-4 text-current" /> : <ShieldCheckIcon />}
              {approve.isPending ? 'Approving...' : 'Approve Profile'}
            </Button>
          ) : (
            <>
              <Alert variant="info" title="A parent account is needed">
                You are signed in as {user.email}. Log out, then log in with the parent account for{' '}
                {v.parentEmail}.
              </Alert>
              <Button size="lg" variant="outline" onClick={() => logoutMutation.mutate()}>
                <LogOutIcon />
                Log Out
              </Button>
            </>
          )
        }
      >
        <p>
          <strong className="text-foreground">{v.requestedByName}</strong> asked you to approve their player
          profile. Once approved, it becomes visible to recruiters.
        </p>
        <dl className="mt-2 divide-y divide-border rounded-lg border border-border px-4 text-left">
          <DetailRow label="Player">{v.playerName}</DetailRow>
          <DetailRow label="Sent to">{v.parentEmail}</DetailRow>
          <DetailRow label="Link expires">{formatDate(v.expiresAt)}</DetailRow>
        </dl>
      </StatusPanel>
    );
  }

  return (
    <AuthLayout>
      <title>Approve Player Profile · Rinkside</title>
      {body}
    </AuthLayout>
  );
}
