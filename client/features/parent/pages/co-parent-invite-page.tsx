import {
  CircleCheckIcon,
  ClockIcon,
  LogOutIcon,
  TriangleAlertIcon,
  UserPlusIcon,
  UsersIcon,
  XIcon,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthLayout } from '#client/components/auth-layout.tsx';
import {
  InvitationLoading,
  InvitationUnavailable,
  ReturnHereLink,
} from '#client/components/invitation-status.tsx';
import { DetailRow, StatusPanel } from '#client/components/status-panel.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError, isApiError } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { formatDate } from '#client/lib/format.ts';
import { PATHS } from '#client/lib/paths.ts';
import { rememberReturnTo } from '#client/lib/return-to.ts';
import { relationshipLabel } from '#common/enums.ts';
import { useAnswerInvitation } from '../api/answer-invitation.ts';
import { type InvitationRef, useInvitationDetails } from '../api/get-invitation-details.ts';

/** Spec 2 §9: the move after accepting or declining. */
const REDIRECT_DELAY_MS = 2000;

function detailsError(error: unknown): string {
  if (isApiError(error, 404)) return 'This invitation link is invalid or has been cancelled.';
  if (isApiError(error, 410)) return 'This invitation has expired.';
  if (error instanceof ApiError) return 'Unable to load invitation details.';
  return 'Failed to load invitation details. Please try again.';
}

/** The status a 409 answer carries when the invitation was already answered. */
function conflictStatus(error: unknown): 'accepted' | 'declined' | null {
  if (!isApiError(error, 409)) return null;
  const body = error.body as { status?: unknown } | undefined;
  return body?.status === 'accepted' || body?.status === 'declined' ? body.status : null;
}

/** /co-parent-invite/{token} (the e-mail link) and /co-parent-invite/id/{id} (the dashboard card). */
export function CoParentInvitePage() {
  const params = useParams();
  const ref: InvitationRef | null = params.token
    ? { token: params.token }
    : params.id
      ? { id: params.id }
      : null;
  const { user, isLoading: sessionLoading, logoutMutation } = useAuth();
  const navigate = useNavigate();
  const byId = ref !== null && 'id' in ref;
  // The by-id read needs a parent's session; the token read is public.
  const details = useInvitationDetails(ref ?? { token: '' }, ref !== null && (!byId || Boolean(user)));
  const answer = useAnswerInvitation(ref ?? { token: '' });
  const [outcome, setOutcome] = useState<'accepted' | 'declined' | null>(null);
  const [already, setAlready] = useState<'accepted' | 'declined' | null>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(
      () => navigate(outcome === 'accepted' ? '/parent' : PATHS.home),
      REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [outcome, navigate]);

  const respond = (choice: 'accept' | 'decline') =>
    answer.mutate(choice, {
      onSuccess: (result) => {
        setOutcome(result.status);
        const player = details.data?.playerName ?? 'the player';
        toast({
          title: result.status === 'accepted' ? 'Invitation accepted' : 'Invitation declined',
          description:
            result.status === 'accepted'
              ? `You now co-manage ${player}'s profile.`
              : `You will not manage ${player}'s profile.`,
        });
      },
      onError: (error) => {
        const status = conflictStatus(error);
        if (status) {
          setAlready(status);
          return;
        }
        showErrorToast(
          choice === 'accept'
            ? 'Failed to accept invitation. Please try again.'
            : 'Failed to decline invitation. Please try again.',
          error,
        );
      },
    });

  const here = params.token
    ? `/co-parent-invite/${encodeURIComponent(params.token)}`
    : `/co-parent-invite/id/${encodeURIComponent(params.id ?? '')}`;
  const signInActions = (
    <>
      <ReturnHereLink to={PATHS.login} here={here}>
        Log In to Respond
      </ReturnHereLink>
      <ReturnHereLink to={PATHS.register} here={here} outline search="?role=parent">
        <UserPlusIcon />
        Create a Parent Account
      </ReturnHereLink>
    </>
  );

  let body: ReactNode;
  if (!ref) {
    body = (
      <StatusPanel icon={<TriangleAlertIcon />} tone="error" title="Invalid invitation link">
        <p>Invalid invitation link</p>
      </StatusPanel>
    );
  } else if (outcome === 'accepted') {
    body = (
      <StatusPanel icon={<CircleCheckIcon />} tone="success" title="Invitation Accepted">
        <p>
          You now co-manage {details.data?.playerName ?? 'this player'}&apos;s profile. Taking you to your
          dashboard...
        </p>
      </StatusPanel>
    );
  } else if (outcome === 'declined') {
    body = (
      <StatusPanel icon={<XIcon />} tone="info" title="Invitation Declined">
        <p>You declined the invitation. Taking you to the home page...</p>
      </StatusPanel>
    );
  } else if (byId && !user && !sessionLoading) {
    body = (
      <StatusPanel icon={<UsersIcon />} tone="info" title="Co-Parent Invitation" actions={signInActions}>
        <p>Log in with the parent account the invitation was sent to, or sign up first.</p>
      </StatusPanel>
    );
  } else if (details.isPending || sessionLoading) {
    body = <InvitationLoading />;
  } else if (details.isError) {
    body = (
      <InvitationUnavailable
        icon={isApiError(details.error, 410) ? <ClockIcon /> : <TriangleAlertIcon />}
        title={isApiError(details.error, 410) ? 'Invitation Expired' : 'Invitation Unavailable'}
      >
        <p>{detailsError(details.error)}</p>
        {isApiError(details.error, 410) ? (
          <p className="text-sm">Ask the parent who invited you to send a new invitation.</p>
        ) : null}
      </InvitationUnavailable>
    );
  } else {
    const d = details.data;
    const status = already ?? (d.status === 'pending' ? null : d.status);
    if (status === 'accepted') {
      body = (
        <StatusPanel
          icon={<CircleCheckIcon />}
          tone="success"
          title="Invitation Already Accepted"
          actions={
            <Link to={user ? '/parent' : PATHS.login} className={buttonVariants({ size: 'lg' })}>
              {user ? 'Go to Dashboard' : 'Log In'}
            </Link>
          }
        >
          <p>This invitation to co-manage {d.playerName}&apos;s profile has already been accepted.</p>
        </StatusPanel>
      );
    } else if (status === 'declined') {
      body = (
        <InvitationUnavailable icon={<XIcon />} tone="info" title="Invitation Declined">
          <p>
            This invitation has already been declined. Ask {d.inviterName} to send a new one if you change
            your mind.
          </p>
        </InvitationUnavailable>
      );
    } else {
      const forThisAccount = user?.email.toLowerCase() === d.invitedEmail.toLowerCase();
      const answerButtons = (canAccept: boolean) => (
        <div className={canAccept ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-3'}>
          <Button size="lg" variant="outline" onClick={() => respond('decline')} disabled={answer.isPending}>
            {answer.isPending && answer.variables === 'decline' ? (
              <Spinner className="size-4 text-current" />
            ) : (
              <XIcon />
            )}
            Decline
          </Button>
          {canAccept ? (
            <Button size="lg" onClick={() => respond('accept')} disabled={answer.isPending}>
              {answer.isPending && answer.variables === 'accept' ? (
                <Spinner className="size-4 text-current" />
              ) : (
                <CircleCheckIcon />
              )}
              Accept
            </Button>
          ) : null}
        </div>
      );
      let actions: ReactNode;
      if (!user) {
        // A visitor may decline with the link alone; accepting needs the invited parent account.
        actions = (
          <>
            <Alert variant="info" title="To accept, use a parent account">
              Log in or create a parent account with <span className="wrap-anywhere">{d.invitedEmail}</span>.
              You&apos;ll come back here to accept.
            </Alert>
            <ReturnHereLink to={PATHS.login} here={here}>
              Log In to Accept
            </ReturnHereLink>
            <ReturnHereLink
              to={PATHS.register}
              here={here}
              outline
              search="?role=parent"
              state={{ invitedEmail: d.invitedEmail }}
            >
              <UserPlusIcon />
              Create a Parent Account
            </ReturnHereLink>
            {params.token ? (
              <>
                <p className="pt-1 text-center text-sm text-muted-foreground">
                  Not for you, or not interested?
                </p>
                {answerButtons(false)}
              </>
            ) : null}
          </>
        );
      } else if (!forThisAccount || user.role !== 'PARENT') {
        // Someone else's invitation (or not a parent account): say whom it is for, and offer to switch.
        actions = (
          <>
            <Alert variant="destructive" title="This invitation is for another account">
              {forThisAccount ? (
                <>
                  You are signed in as <span className="wrap-anywhere">{user.email}</span>, which is not a
                  parent account. Only a parent account can co-manage a profile.
                </>
              ) : (
                <>
                  It was sent to <strong className="wrap-anywhere">{d.invitedEmail}</strong>, and you are
                  signed in as <span className="wrap-anywhere">{user.email}</span>. Log out, then log in (or
                  create a parent account) with that address to answer it.
                </>
              )}
            </Alert>
            <Button
              size="lg"
              onClick={() => {
                rememberReturnTo(here);
                logoutMutation.mutate(undefined, { onSuccess: () => navigate(PATHS.login) });
              }}
              disabled={logoutMutation.isPending}
            >
              {logoutMutation.isPending ? <Spinner className="size-4 text-current" /> : <LogOutIcon />}
              Switch Account
            </Button>
          </>
        );
      } else {
        actions = answerButtons(true);
      }
      body = (
        <StatusPanel
          icon={<UsersIcon />}
          tone="info"
          title="Co-Parent Invitation"
          live={false}
          actions={actions}
        >
          <p>
            <strong className="text-foreground">{d.inviterName}</strong> invited you to help manage{' '}
            <strong className="text-foreground">{d.playerName}</strong>&apos;s hockey profile: edit info,
            upload media and manage the schedule.
          </p>
          <dl className="mt-2 divide-y divide-border rounded-lg border border-border px-4 text-left">
            <DetailRow label="Player">{d.playerName}</DetailRow>
            <DetailRow label="Invited by">{d.inviterName}</DetailRow>
            <DetailRow label="Relationship">{relationshipLabel(d.relationship)}</DetailRow>
            <DetailRow label="Invited email">{d.invitedEmail}</DetailRow>
            <DetailRow label="Expires">{formatDate(d.expiresAt)}</DetailRow>
          </dl>
        </StatusPanel>
      );
    }
  }

  return (
    <AuthLayout>
      <title>Co-Parent Invitation · Rinkside</title>
      {body}
    </AuthLayout>
  );
}
