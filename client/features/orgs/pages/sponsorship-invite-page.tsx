import { CircleCheckIcon, ClockIcon, HandshakeIcon, LogInIcon, UserPlusIcon, XIcon } from 'lucide-react';
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
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { formatDate } from '#client/lib/format.ts';
import { PATHS, pathTo } from '#client/lib/paths.ts';
import { homePathForRole } from '#common/roles.ts';
import { useMySponsorships } from '../api/family-sponsorships.ts';
import { useAnswerSponsorshipInvitation, useSponsorshipInvitation } from '../api/invite-sponsorship.ts';
import { FamilyProfilePicker, firstJoinable, MaintainedParts } from '../components/family-parts.tsx';
import { ORG_TYPE_LABELS, OrgLogo } from '../components/public-org-parts.tsx';

/** /sponsorship-invite/{token}: an organization asks a player's family to join its roster. */
export function SponsorshipInvitePage() {
  const { token } = useParams();
  const here = `/sponsorship-invite/${encodeURIComponent(token ?? '')}`;
  const { user, isLoading: sessionLoading } = useAuth();
  const navigate = useNavigate();
  const details = useSponsorshipInvitation(token);
  const answer = useAnswerSponsorshipInvitation(token ?? '');
  const byEmail = details.data ? details.data.player === null : false;
  // The profiles the family may answer with, for an invitation by e-mail (signed in only).
  const mine = useMySponsorships({ enabled: Boolean(user && byEmail && details.data?.canRespond) });
  const [picked, setPicked] = useState<string | null>(null);
  const [confirmDecline, setConfirmDecline] = useState(false);
  const [answered, setAnswered] = useState<'accepted' | 'declined' | null>(null);
  const home = user ? homePathForRole(user.role) : PATHS.home;
  const homeLabel = user ? 'Go to Dashboard' : 'Back to Home';

  const profiles = mine.data?.profiles ?? [];
  const chosen = picked ?? firstJoinable(profiles);

  const respond = (choice: 'accept' | 'decline') =>
    answer.mutate(
      choice === 'accept'
        ? { answer: 'accept', ...(byEmail && chosen ? { playerId: chosen } : {}) }
        : { answer: 'decline' },
      {
        onSuccess: (result) => {
          setConfirmDecline(false);
          setAnswered(choice === 'accept' ? 'accepted' : 'declined');
          toast({
            title: choice === 'accept' ? 'Invitation accepted' : 'Invitation declined',
            description: result.message,
          });
          if (choice === 'accept') navigate(home);
        },
        onError: (error) => {
          setConfirmDecline(false);
          if (isApiError(error, 409) || isApiError(error, 410) || isApiError(error, 404)) {
            void details.refetch();
          }
          showErrorToast(
            choice === 'accept' ? 'Failed to accept the invitation.' : 'Failed to decline the invitation.',
            error,
          );
        },
      },
    );

  let body: ReactNode;
  if (!token || isApiError(details.error, 404) || isApiError(details.error, 400)) {
    body = (
      <InvitationUnavailable title="Invitation Not Found">
        <p>This invitation link is invalid, or the organization withdrew the invitation.</p>
      </InvitationUnavailable>
    );
  } else if (details.isPending || sessionLoading) {
    body = <InvitationLoading />;
  } else if (isApiError(details.error, 410)) {
    body = (
      <InvitationUnavailable icon={<ClockIcon />} title="Invitation Expired" to={home} linkLabel={homeLabel}>
        <p>This invitation has expired. Invitations to a roster last 14 days.</p>
        <p className="text-sm">Ask the organization to send a new one.</p>
      </InvitationUnavailable>
    );
  } else if (isApiError(details.error, 409)) {
    body = (
      <InvitationUnavailable title="Invitation Already Answered" to={home} linkLabel={homeLabel}>
        <p>This invitation has already been accepted or declined. Your dashboard shows where things stand.</p>
      </InvitationUnavailable>
    );
  } else if (details.isError) {
    body = <InvitationLoadFailed onRetry={() => details.refetch()} />;
  } else if (answered === 'declined') {
    body = (
      <InvitationUnavailable
        icon={<XIcon />}
        tone="info"
        title="Invitation Declined"
        to={home}
        linkLabel={homeLabel}
      >
        <p>You declined the invitation. The organization has been told.</p>
      </InvitationUnavailable>
    );
  } else {
    const s = details.data;
    const org = s.organization;
    const playerName = s.player ? `${s.player.firstName} ${s.player.lastName}` : null;
    if (s.status === 'active' || s.status === 'revoked' || s.status === 'expired') {
      body = (
        <InvitationUnavailable
          title={
            s.status === 'active'
              ? 'Invitation Already Accepted'
              : s.status === 'expired'
                ? 'Invitation Expired'
                : 'Invitation Closed'
          }
          to={home}
          linkLabel={homeLabel}
        >
          <p>
            {s.status === 'active'
              ? `${playerName ?? 'The player'} is already on the ${org.name} roster.`
              : s.status === 'expired'
                ? 'This invitation has expired. Ask the organization to send a new one.'
                : 'This invitation is no longer open.'}
          </p>
        </InvitationUnavailable>
      );
    } else {
      let actions: ReactNode;
      if (!user) {
        actions = (
          <>
            <Alert variant="info" title="Log in or sign up first">
              Use the player&apos;s account (17 and over) or a parent&apos;s account. You&apos;ll come back
              here to answer.
            </Alert>
            <ReturnHereLink to={PATHS.login} here={here}>
              <LogInIcon />
              Log In to Respond
            </ReturnHereLink>
            <ReturnHereLink to={PATHS.register} here={here} outline>
              <UserPlusIcon />
              Sign Up
            </ReturnHereLink>
          </>
        );
      } else if (!s.canRespond) {
        actions = (
          <Alert variant="destructive" title="You can't answer this invitation">
            {user.role === 'PLAYER'
              ? `A player under 17 joins a roster only with a parent's agreement: a linked parent answers this invitation from their account.`
              : `This invitation is for ${playerName ?? 'a player'}'s family: the player (17 and over) or a linked parent answers it. You are signed in as ${user.email}.`}
          </Alert>
        );
      } else {
        const needsProfile = byEmail && !chosen;
        actions = (
          <>
            {byEmail ? (
              mine.isPending ? (
                <Spinner label="Loading your profiles..." />
              ) : mine.isError ? (
                <Alert variant="destructive" title="Could not load your profiles">
                  <Button size="sm" variant="outline" className="mt-2" onClick={() => mine.refetch()}>
                    Try Again
                  </Button>
                </Alert>
              ) : (
                <FamilyProfilePicker profiles={profiles} value={chosen} onChange={setPicked} />
              )
            ) : null}
            <div className="grid gap-3 sm:grid-cols-2">
              <Button
                size="lg"
                variant="outline"
                onClick={() => setConfirmDecline(true)}
                disabled={answer.isPending}
              >
                <XIcon />
                Decline
              </Button>
              <Button size="lg" onClick={() => respond('accept')} disabled={answer.isPending || needsProfile}>
                {answer.isPending && answer.variables?.answer === 'accept' ? (
                  <Spinner className="size-4 text-current" />
                ) : (
                  <CircleCheckIcon />
                )}
                Accept
              </Button>
            </div>
          </>
        );
      }
      body = (
        <StatusPanel
          icon={<HandshakeIcon />}
          tone="info"
          title="Roster Invitation"
          live={false}
          actions={actions}
        >
          <div className="flex flex-col items-center gap-3">
            <OrgLogo name={org.name} logoUrl={org.logoUrl} size="md" />
            <p>
              <Link
                to={pathTo.publicOrg(org.slug)}
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                {org.name}
              </Link>{' '}
              ({ORG_TYPE_LABELS[org.type]}) invites{' '}
              {playerName ? <strong className="text-foreground">{playerName}</strong> : 'your player'} to join
              its roster on Rinkside.
            </p>
          </div>
          <dl className="mt-2 divide-y divide-border rounded-lg border border-border px-4 text-left">
            <DetailRow label="Player">
              {s.player ? (
                <Link
                  to={pathTo.publicPlayer(s.player.slug)}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {playerName}
                </Link>
              ) : (
                'Choose a profile when you accept'
              )}
            </DetailRow>
            {s.inviterName ? <DetailRow label="Invited by">{s.inviterName}</DetailRow> : null}
            <DetailRow label="They will maintain">
              <MaintainedParts fieldControl={s.fieldControl} />
            </DetailRow>
            {s.expiresAt ? <DetailRow label="Expires">{formatDate(s.expiresAt)}</DetailRow> : null}
          </dl>
          <p className="text-sm">
            Joining shows the player on the organization&apos;s public roster and lets its staff review
            verification evidence. The family can leave at any time.
          </p>
        </StatusPanel>
      );
    }
  }

  return (
    <AuthLayout>
      <title>Roster Invitation · Rinkside</title>
      {body}
      <ConfirmDialog
        open={confirmDecline}
        onOpenChange={setConfirmDecline}
        title="Decline this invitation?"
        description={`${details.data?.organization.name ?? 'The organization'} will be told you declined. They can invite you again later.`}
        confirmLabel="Decline Invitation"
        isPending={answer.isPending}
        onConfirm={() => respond('decline')}
      />
    </AuthLayout>
  );
}
