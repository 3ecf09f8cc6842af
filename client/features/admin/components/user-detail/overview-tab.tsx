import { BanIcon, Building2Icon, ExternalLinkIcon, MailIcon, UserRoundIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import {
  bornLabel,
  categoryLabel,
  formatLongDateTime,
  formatLongTimestamp,
  formatRecent,
  initialsOf,
  statusBadge,
} from '#client/lib/format.ts';
import { pathTo } from '#client/lib/paths.ts';
import type { AdminUserDetails, ConnectedPlayer } from '#common/contracts/admin.ts';
import { useResendVerification } from '../../api/user-actions.ts';

/** Spec 3 §2 user detail, tab 1: account information, suspension, connected profiles and users. */
export function OverviewTab({ details }: { details: AdminUserDetails }) {
  const { user, connectedProfiles, connectedUsers } = details;
  const hasProfiles =
    connectedProfiles.players.length > 0 ||
    connectedProfiles.recruiter !== null ||
    connectedProfiles.organization !== null;
  const hasUsers =
    connectedUsers.coParents.length > 0 ||
    connectedUsers.playerUsers.length > 0 ||
    connectedUsers.parentUsers.length > 0;

  return (
    <div className="grid gap-6">
      <AccountInformation details={details} />
      {hasProfiles ? <ConnectedProfilesCard details={details} /> : null}
      {hasUsers ? <ConnectedUsersCard details={details} /> : null}
      {!hasProfiles && !hasUsers ? (
        <p className="text-sm text-muted-foreground">
          {user.name} has no player profiles, organization or linked accounts.
        </p>
      ) : null}
    </div>
  );
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words font-medium text-foreground">{children}</dd>
    </div>
  );
}

function AccountInformation({ details }: { details: AdminUserDetails }) {
  const { user } = details;
  const resend = useResendVerification();
  const resendEmail = () =>
    resend.mutate(
      { userId: user.id },
      {
        onSuccess: () =>
          toast({
            title: 'Verification email sent',
            description: `A new link is on its way to ${user.email}.`,
          }),
        onError: (error) => showErrorToast('Failed to send the verification email', error),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Information</CardTitle>
        <CardDescription>Sign-in details and the state of this account.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="divide-y divide-border">
          <DetailRow label="User ID">
            <code className="break-all font-mono text-sm">{user.id}</code>
          </DetailRow>
          <DetailRow label="Created">{formatLongTimestamp(user.createdAt)}</DetailRow>
          <DetailRow label="Last Login">
            {formatRecent(user.lastLoginAt, (iso) => formatLongDateTime(iso, 'Never'))}
          </DetailRow>
          <DetailRow label="Email status">
            <span className="flex flex-wrap items-center gap-3">
              {user.emailVerified ? (
                <Badge variant="success">Verified</Badge>
              ) : (
                <>
                  <Badge variant="outline" className="border-warning/60">
                    Unverified
                  </Badge>
                  <Button size="sm" variant="outline" onClick={resendEmail} disabled={resend.isPending}>
                    {resend.isPending ? <Spinner className="size-4 text-current" /> : <MailIcon />}
                    Resend Email
                  </Button>
                </>
              )}
            </span>
          </DetailRow>
        </dl>
        {user.suspended ? (
          <div
            data-testid="suspension-box"
            className="flex gap-3 rounded-lg border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm"
          >
            <BanIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
            <div className="grid min-w-0 gap-1">
              <p className="font-semibold">Suspended on {formatLongDateTime(user.suspendedAt, 'Unknown')}</p>
              <p className="break-words text-muted-foreground">
                <span className="font-medium text-foreground">Reason: </span>
                {user.suspendedReason?.trim() || 'No reason given'}
              </p>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function SectionHeading({ children }: { children: ReactNode }) {
  return <h3 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">{children}</h3>;
}

function ConnectedProfilesCard({ details }: { details: AdminUserDetails }) {
  const { user, connectedProfiles } = details;
  const { players, recruiter, organization } = connectedProfiles;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Connected Profiles</CardTitle>
        <CardDescription>
          The player, recruiter and organization profiles tied to this account.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {players.length > 0 ? (
          <section className="grid gap-3">
            <SectionHeading>
              {user.role === 'PARENT' ? 'Managed Player Profiles' : 'Player Profile'}
            </SectionHeading>
            <ul className="grid gap-3 md:grid-cols-2">
              {players.map((player) => (
                <li key={player.id}>
                  <PlayerProfileRow player={player} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {recruiter ? (
          <section className="grid gap-3">
            <SectionHeading>Recruiter Profile</SectionHeading>
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4">
              <span className="flex min-w-0 items-center gap-3">
                <UserRoundIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <span className="min-w-0 break-words font-semibold">
                  {recruiter.orgName ?? 'No organization named'}
                </span>
              </span>
              <Badge variant={recruiter.verified ? 'success' : 'outline'}>
                {recruiter.verified ? 'Verified' : 'Not Verified'}
              </Badge>
            </div>
          </section>
        ) : null}
        {organization ? (
          <section className="grid gap-3">
            <SectionHeading>Organization</SectionHeading>
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4">
              <span className="flex min-w-0 items-center gap-3">
                <Building2Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <span className="grid min-w-0">
                  <span className="break-words font-semibold">{organization.name}</span>
                  <span className="text-sm capitalize text-muted-foreground">{organization.type}</span>
                </span>
              </span>
              {organization.isOwner ? <Badge>Owner</Badge> : null}
            </div>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}

function PlayerProfileRow({ player }: { player: ConnectedPlayer }) {
  const name = `${player.firstName} ${player.lastName}`;
  const status = statusBadge(player.profileStatus);
  const category = categoryLabel(player.category);
  return (
    <div className="flex h-full flex-col gap-4 rounded-lg border border-border p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {player.profileImageUrl ? (
          <img
            src={player.profileImageUrl}
            alt=""
            className="size-12 shrink-0 rounded-full border border-border object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 font-bold text-primary"
          >
            {initialsOf(player.firstName, player.lastName)}
          </span>
        )}
        <div className="grid min-w-0 gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-words font-semibold">{name}</span>
            <Badge variant={player.profileStatus === 'active' ? 'default' : 'outline'}>{status.label}</Badge>
          </span>
          <span className="text-sm text-muted-foreground">
            {[category, `Born ${bornLabel(player)}`].filter(Boolean).join(' · ')}
          </span>
          <span className="truncate text-sm text-muted-foreground">
            {player.currentTeamName ?? 'No current team'}
          </span>
        </div>
      </div>
      {/* Only active profiles are public; an admin may still open the others. */}
      <Link
        to={pathTo.publicPlayer(player.slug)}
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'w-full sm:w-fit' })}
        aria-label={`View Profile of ${name}`}
      >
        <ExternalLinkIcon />
        View Profile
      </Link>
    </div>
  );
}

interface ConnectedUserItem {
  id: string;
  name: string;
  email: string;
  /** The player the connection goes through. */
  playerName?: string;
}

function ConnectedUsersCard({ details }: { details: AdminUserDetails }) {
  const { coParents, playerUsers, parentUsers } = details.connectedUsers;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Connected Users</CardTitle>
        <CardDescription>Other accounts linked to this one through a player.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ConnectedUserList title="Co-Parents" users={coParents} />
        <ConnectedUserList title="Player User Accounts" users={playerUsers} />
        <ConnectedUserList title="Parent User Accounts" users={parentUsers} />
      </CardContent>
    </Card>
  );
}

function ConnectedUserList({ title, users }: { title: string; users: ConnectedUserItem[] }) {
  if (users.length === 0) return null;
  return (
    <section className="grid gap-3">
      <SectionHeading>{title}</SectionHeading>
      <ul className="grid gap-3 md:grid-cols-2">
        {users.map((u) => (
          <li
            key={`${u.id}-${u.playerName ?? ''}`}
            className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="flex min-w-0 items-start gap-3">
              <UsersIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span className="grid min-w-0 gap-0.5 text-sm">
                <span className="break-words font-semibold">{u.name}</span>
                <span className="break-all text-muted-foreground">{u.email}</span>
                {u.playerName ? <span className="text-muted-foreground">Player: {u.playerName}</span> : null}
              </span>
            </span>
            <Link
              to={pathTo.adminUser(u.id)}
              className={buttonVariants({ variant: 'outline', size: 'sm', className: 'w-full sm:w-fit' })}
              aria-label={`View User ${u.name}`}
            >
              View User
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
