import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { AuthLayout } from '#client/components/auth-layout.tsx';
import {
  AlertTriangleIcon,
  CheckCircleIcon,
  LogOutIcon,
  ShieldCheckIcon,
  UserPlusIcon,
} from '#client/components/icons.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { PATHS } from '#client/lib/paths.ts';
import { homePathForRole } from '#common/roles.ts';
import { useApproveProfile } from '../api/approve-profile.ts';
import { useValidateApprovalToken } from '../api/validate-approval-token.ts';
import { DetailRow, StatusPanel } from '../components/status-panel.tsx';
import { formatDate } from '../lib/format.ts';

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
  const query = `?approvalToken=${encodeURIComponent(token)}`;

  const onApprove = () =>
    approve.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Profile approved',
          description: `${validation.data?.playerName ?? 'The'}'s profile is now active and visible to recruiters.`,
        }),
      onError: (error) => showErrorToast('Failed to approve profile', error),
    });

  let body: ReactNode;
  if (!token) {
    body = (
      <StatusPanel icon={<AlertTriangleIcon />} tone="error" title="Invalid Request">
        <p>No token provided</p>
      </StatusPanel>
    );
  } else if (validation.isPending || sessionLoading) {
    body = (
      <StatusPanel
        icon={<Spinner className="size-8 text-current" />}
        tone="info"
        title="Validating approval link..."
      >
        <p>This only takes a moment.</p>
      </StatusPanel>
    );
  } else if (validation.isError) {
    body = (
      <StatusPanel
        icon={<AlertTriangleIcon />}
        tone="error"
        title="Invalid Request"
        actions={
          <Link to={PATHS.home} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Back to Home
          </Link>
        }
      >
        <p>{validationError(validation.error)}</p>
        <p className="text-sm">Ask your player to send a new approval request from their profile.</p>
      </StatusPanel>
    );
  } else if (validation.data.alreadyApproved || approve.isSuccess) {
    body = (
      <StatusPanel
        icon={<CheckCircleIcon />}
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
  } else {
    const v = validation.data;
    const isParent = user?.role === 'PARENT';
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
            <Button size="lg" onClick={onApprove} disabled={approve.isPending}>
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
