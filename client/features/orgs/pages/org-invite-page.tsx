import {
  BuildingIcon,
  CircleCheckIcon,
  ClockIcon,
  LogInIcon,
  LogOutIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthLayout } from '#client/components/auth-layout.tsx';
import {
  InvitationLoadFailed,
  InvitationLoading,
  InvitationUnavailable,
  ReturnHereLink,
} from '#client/components/invitation-status.tsx';
import { DetailRow, StatusPanel } from '#client/components/status-panel.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { formatDate } from '#client/lib/format.ts';
import { PATHS, pathTo } from '#client/lib/paths.ts';
import type { OrgInvitationDetails } from '#common/contracts/orgs.ts';
import { useAcceptOrgInvitation, useOrgInvitation } from '../api/invite-org.ts';
import { PublicInviteAccountForm } from '../components/public-invite-account-form.tsx';
import { memberRoleLabel, ORG_TYPE_LABELS, scopesLabel } from '../components/public-org-parts.tsx';

function InvitationDetails({ d }: { d: OrgInvitationDetails }) {
  return (
    <dl className="mt-2 divide-y divide-border rounded-lg border border-border px-4 text-left">
      <DetailRow label="Organization">
        <Link
          to={pathTo.publicOrg(d.organizationSlug)}
          className="text-primary underline-offset-4 hover:underline"
        >
          {d.organizationName}
        </Link>{' '}
        <span className="text-sm font-normal text-muted-foreground">
          ({ORG_TYPE_LABELS[d.organizationType]})
        </span>
      </DetailRow>
      <DetailRow label="Role">{memberRoleLabel(d.role, d.asOwner)}</DetailRow>
      <DetailRow label="Can">{scopesLabel(d.role, d.scopes)}</DetailRow>
      {d.inviterName ? <DetailRow label="Invited by">{d.inviterName}</DetailRow> : null}
      <DetailRow label="Invited email">{d.email}</DetailRow>
      <DetailRow label="Expires">{formatDate(d.expiresAt)}</DetailRow>
    </dl>
  );
}

/** /org-invite/{token}: the e-mailed link that makes someone a member (or the owner) of an organization. */
export function OrgInvitePage() {
  const { token } = useParams();
  const here = `/org-invite/${encodeURIComponent(token ?? '')}`;
  const { user, isLoading: sessionLoading, logoutMutation } = useAuth();
  const navigate = useNavigate();
  const details = useOrgInvitation(token);
  const accept = useAcceptOrgInvitation(token ?? '');
  // Why the signed-in invitee cannot join (a family account, another organization), as the
  // server words it; the invitation itself gives no such hint to whoever sent it.
  const [refusal, setRefusal] = useState<string | null>(null);

  const onAccepted = (message: string, organizationName: string) => {
    toast({ title: `Welcome to ${organizationName}`, description: message });
    navigate(PATHS.orgDashboard);
  };

  const acceptSignedIn = () =>
    accept.mutate(undefined, {
      onSuccess: (result) => onAccepted(result.message, result.organization.name),
      onError: (error) => {
        // Already used or expired meanwhile: the details read tells which.
        if (isApiError(error, 409) || isApiError(error, 410)) void details.refetch();
        if (isApiError(error, 409) && error.serverMessage) {
          setRefusal(error.serverMessage);
          return;
        }
        showErrorToast('Failed to accept the invitation.', error);
      },
    });

  const createAndAccept = (body: Parameters<typeof accept.mutateAsync>[0]) =>
    accept.mutateAsync(body).then(
      (result) => onAccepted(result.message, result.organization.name),
      (error: unknown) => {
        if (isApiError(error, 409) || isApiError(error, 410)) void details.refetch();
        showErrorToast('Failed to create your account.', error);
        throw error;
      },
    );

  const logOutAndReturn = () =>
    logoutMutation.mutate(undefined, { onSuccess: () => navigate(here, { replace: true }) });

  let body: ReactNode;
  if (!token || isApiError(details.error, 404) || isApiError(details.error, 400)) {
    body = (
      <InvitationUnavailable title="Invitation Not Found">
        <p>This invitation link is invalid or has been cancelled.</p>
        <p className="text-sm">Check that you used the whole link from the e-mail.</p>
      </InvitationUnavailable>
    );
  } else if (details.isPending || sessionLoading) {
    body = <InvitationLoading />;
  } else if (isApiError(details.error, 410)) {
    body = (
      <InvitationUnavailable icon={<ClockIcon />} title="Invitation Expired">
        <p>This invitation has expired.</p>
        <p className="text-sm">Ask the person who invited you to send a new invitation.</p>
      </InvitationUnavailable>
    );
  } else if (details.isError) {
    body = <InvitationLoadFailed onRetry={() => details.refetch()} />;
  } else {
    const d = details.data;
    const isInvitee = Boolean(user && user.email.toLowerCase() === d.email.toLowerCase());
    if (d.status === 'accepted') {
      body = (
        <StatusPanel
          icon={<CircleCheckIcon />}
          tone="success"
          title="Invitation Already Accepted"
          actions={
            user ? (
              <Link to={PATHS.orgDashboard} className={buttonVariants({ size: 'lg' })}>
                Go to Dashboard
              </Link>
            ) : (
              <Link to={PATHS.login} className={buttonVariants({ size: 'lg' })}>
                <LogInIcon />
                Log In
              </Link>
            )
          }
        >
          <p>
            This invitation to join <strong className="text-foreground">{d.organizationName}</strong> has
            already been accepted.
          </p>
        </StatusPanel>
      );
    } else if (d.status === 'cancelled') {
      body = (
        <StatusPanel icon={<TriangleAlertIcon />} tone="error" title="Invitation Cancelled">
          <p>
            {d.organizationName} cancelled this invitation. Ask them to send a new one if you still need
            access.
          </p>
        </StatusPanel>
      );
    } else {
      const intro = (
        <>
          <p>
            {d.inviterName ? <strong className="text-foreground">{d.inviterName}</strong> : 'You'}{' '}
            {d.inviterName ? 'invited you' : 'were invited'} to join{' '}
            <strong className="text-foreground">{d.organizationName}</strong> on Rinkside
            {d.asOwner ? ' as its owner' : ''}.
          </p>
          <InvitationDetails d={d} />
        </>
      );
      let actions: ReactNode;
      if (user && isInvitee && refusal) {
        actions = (
          <Alert variant="destructive" title="You cannot join with this account" role="alert">
            {refusal}
          </Alert>
        );
      } else if (user && isInvitee) {
        actions = (
          <Button size="lg" onClick={acceptSignedIn} disabled={accept.isPending}>
            {accept.isPending ? <Spinner className="size-4 text-current" /> : <CircleCheckIcon />}
            Accept Invitation
          </Button>
        );
      } else if (user) {
        actions = (
          <>
            <Alert variant="destructive" title="Different account">
              This invitation was sent to {d.email}, but you are signed in as {user.email}. Log out, then open
              the link again to accept it with {d.email}.
            </Alert>
            <Button size="lg" variant="outline" onClick={logOutAndReturn} disabled={logoutMutation.isPending}>
              {logoutMutation.isPending ? <Spinner className="size-4 text-current" /> : <LogOutIcon />}
              Log Out
            </Button>
          </>
        );
      } else if (d.accountExists) {
        actions = (
          <>
            <Alert variant="info" title="Log in to accept">
              An account with {d.email} already exists. Log in with it; you&apos;ll come back here.
            </Alert>
            <ReturnHereLink to={PATHS.login} here={here}>
              <LogInIcon />
              Log In to Accept
            </ReturnHereLink>
          </>
        );
      } else {
        actions = (
          <div className="grid gap-4 border-t border-border pt-6">
            <h2 className="text-lg font-semibold">Create your account</h2>
            <PublicInviteAccountForm
              email={d.email}
              isPending={accept.isPending}
              onCreate={createAndAccept}
            />
          </div>
        );
      }
      body = (
        <StatusPanel
          icon={<BuildingIcon />}
          tone="info"
          title="Organization Invitation"
          live={false}
          actions={actions}
        >
          {intro}
        </StatusPanel>
      );
    }
  }

  return (
    <AuthLayout>
      <title>Organization Invitation · Rinkside</title>
      {body}
    </AuthLayout>
  );
}
