import { CircleCheckIcon, ClockIcon, MailIcon, ShieldCheckIcon, UserPlusIcon, UsersIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ParentalConsentDialog } from '#client/components/parental-consent-dialog.tsx';
import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { RecruiterContactCard } from '#client/features/messaging/index.ts';
import { usePlayerParents } from '#client/features/players/index.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { formatDate, statusBadge } from '#client/lib/format.ts';
import { needsParentalConsent } from '#common/age.ts';
import type { CoParentInvitation, ParentAccount, ParentRecord } from '#common/contracts/parents.ts';
import type { Player } from '#common/contracts/players.ts';
import { relationshipLabel } from '#common/enums.ts';
import { useCancelInvitation } from '../api/cancel-invitation.ts';
import { usePlayerInvitations } from '../api/get-player-invitations.ts';
import { useRemoveParent } from '../api/remove-parent.ts';
import { InviteCoParentDialog } from './invite-co-parent-dialog.tsx';
import { PrivacyAndData } from './privacy-data.tsx';

const INVITATION_BADGE: Record<CoParentInvitation['status'], { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'secondary' },
  accepted: { label: 'Accepted', variant: 'success' },
  declined: { label: 'Declined', variant: 'outline' },
  expired: { label: 'Expired', variant: 'outline' },
  removed: { label: 'Removed', variant: 'outline' },
};

export function PermissionsTab({ account }: { account: ParentAccount }) {
  const players = account.connectedProfiles.players;
  return (
    <div className="grid gap-5">
      <div>
        <h2 className="text-xl font-semibold tracking-tight">Parents &amp; Permissions</h2>
        <p className="text-sm text-muted-foreground">
          Who manages each profile, parental consent, and co-parent invitations.
        </p>
      </div>
      {players.length === 0 ? (
        <Card className="px-6 py-10 text-center text-sm text-muted-foreground">
          Add a player first, then invite a co-parent to manage the profile with you.
        </Card>
      ) : (
        players.map((p) => <PlayerPermissions key={p.id} player={p} family={players} />)
      )}
    </div>
  );
}

function SectionTitle({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <h4 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground [&_svg]:size-4">
      {icon}
      {children}
    </h4>
  );
}

function PlayerPermissions({ player, family }: { player: Player; family: Player[] }) {
  const { user } = useAuth();
  const parents = usePlayerParents(player.id);
  const invitations = usePlayerInvitations(player.id);
  const cancel = useCancelInvitation(player.id);
  const [consentOpen, setConsentOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [toCancel, setToCancel] = useState<CoParentInvitation | null>(null);
  const removeParent = useRemoveParent(player.id);
  const [toRemove, setToRemove] = useState<ParentRecord | null>(null);
  const badge = statusBadge(player.profileStatus);
  const name = `${player.firstName} ${player.lastName}`;
  const isMinor = needsParentalConsent(player);
  const list = parents.data?.parents ?? [];
  const consented = list.find((r) => r.consentGiven);
  const mine = list.find((r) => r.parentUserId === user?.id);
  const canRecordConsent = player.profileStatus !== 'active' && Boolean(mine) && !mine?.consentGiven;

  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: () => {
        toast({
          title: 'Invitation cancelled',
          description: `${toCancel.invitedEmail} can no longer use the link.`,
        });
        setToCancel(null);
      },
      onError: (error) => showErrorToast('Failed to cancel invitation', error),
    });
  };

  const confirmRemove = () => {
    if (!toRemove) return;
    removeParent.mutate(toRemove.parentUserId, {
      onSuccess: (data) => {
        toast({ title: 'Parent removed', description: data.message });
        setToRemove(null);
      },
      onError: (error) => showErrorToast('Failed to remove parent', error),
    });
  };
  const removingSelf = toRemove?.parentUserId === user?.id;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 border-b border-border pb-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold tracking-tight">{name}</h3>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </div>
        <Button size="sm" variant="outline" onClick={() => setInviteOpen(true)}>
          <UserPlusIcon />
          Invite Co-Parent
        </Button>
      </CardHeader>
      <CardContent className="grid gap-6 pt-5 md:grid-cols-3">
        <section className="grid content-start gap-3" aria-label={`Parents of ${name}`}>
          <SectionTitle icon={<UsersIcon />}>Parents</SectionTitle>
          {parents.isPending ? (
            <Spinner label="Loading parents..." />
          ) : parents.isError ? (
            <p className="text-sm text-destructive">Could not load the parents of this profile.</p>
          ) : list.length === 0 ? (
            <p className="text-sm text-muted-foreground">No parents linked.</p>
          ) : (
            <ul className="grid gap-2">
              {list.map((r) => (
                <li key={r.id} className="grid gap-0.5 text-sm">
                  <span className="flex flex-wrap items-center gap-2 font-semibold">
                    {r.parentName ?? r.parentEmail}
                    {r.isPrimary ? <Badge variant="ice">Primary</Badge> : null}
                    {r.parentUserId === user?.id ? <Badge variant="outline">You</Badge> : null}
                  </span>
                  <span className="break-all text-muted-foreground">{r.parentEmail}</span>
                  <span className="text-muted-foreground">{relationshipLabel(r.relationship)}</span>
                  {/* Never the last parent (the server says so too). */}
                  {list.length > 1 ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="h-8 w-fit px-2 text-destructive hover:text-destructive"
                      onClick={() => setToRemove(r)}
                      aria-label={
                        r.parentUserId === user?.id
                          ? `Leave ${name}'s profile`
                          : `Remove ${r.parentName ?? r.parentEmail} from ${name}'s parents`
                      }
                    >
                      {r.parentUserId === user?.id ? 'Leave' : 'Remove'}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="grid content-start gap-3" aria-label={`Consent for ${name}`}>
          <SectionTitle icon={<ShieldCheckIcon />}>Consent</SectionTitle>
          {!isMinor && player.profileStatus === 'active' && !consented ? (
            <p className="text-sm text-muted-foreground">Not needed: the player is 17 or older.</p>
          ) : consented ? (
            <p className="flex items-start gap-2 text-sm">
              <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-success" />
              <span>
                Consent recorded by <strong>{consented.consentParentName ?? consented.parentName}</strong>
                {consented.consentDate ? ` on ${formatDate(consented.consentDate)}` : ''}.
              </span>
            </p>
          ) : player.profileStatus === 'active' ? (
            <p className="flex items-start gap-2 text-sm">
              <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-success" />
              Approved. The profile is visible to recruiters.
            </p>
          ) : (
            <p className="flex items-start gap-2 text-sm">
              <ClockIcon className="mt-0.5 size-4 shrink-0 text-warning" />
              <span>
                {player.profileStatus === 'pending_consent'
                  ? 'Awaiting parental approval.'
                  : 'Consent needed.'}{' '}
                The profile stays hidden from recruiters until a parent consents.
              </span>
            </p>
          )}
          {canRecordConsent ? (
            <Button size="sm" className="w-fit" onClick={() => setConsentOpen(true)}>
              <ShieldCheckIcon />
              Record Consent
            </Button>
          ) : null}
        </section>

        <section className="grid content-start gap-3" aria-label={`Co-parent invitations for ${name}`}>
          <SectionTitle icon={<MailIcon />}>Invitations</SectionTitle>
          {invitations.isPending ? (
            <Spinner label="Loading invitations..." />
          ) : invitations.isError ? (
            <p className="text-sm text-destructive">Could not load invitations.</p>
          ) : invitations.data.invitations.length === 0 ? (
            <p className="text-sm text-muted-foreground">No invitations sent.</p>
          ) : (
            <ul className="grid gap-2">
              {invitations.data.invitations.map((inv) => {
                const b = INVITATION_BADGE[inv.status];
                return (
                  <li key={inv.id} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
                    <span className="flex flex-wrap items-center justify-between gap-2">
                      <span className="min-w-0 break-all font-semibold">{inv.invitedEmail}</span>
                      <Badge variant={b.variant}>{b.label}</Badge>
                    </span>
                    <span className="text-muted-foreground">
                      {relationshipLabel(inv.relationship)} ·{' '}
                      {inv.status === 'pending'
                        ? `Expires ${formatDate(inv.expiresAt)}`
                        : inv.respondedAt
                          ? // A removed co-parent had accepted: the date is the acceptance's (D265).
                            `${inv.status === 'removed' ? 'Accepted' : b.label} ${formatDate(inv.respondedAt)}`
                          : `Sent ${formatDate(inv.createdAt)}`}
                    </span>
                    {inv.status === 'pending' ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="h-8 w-fit px-2 text-destructive hover:text-destructive"
                        onClick={() => setToCancel(inv)}
                        aria-label={`Cancel invitation to ${inv.invitedEmail}`}
                      >
                        Cancel
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <RecruiterContactCard
          embedded
          className="md:col-span-3"
          playerId={player.id}
          playerName={player.firstName}
        />
        <div className="md:col-span-3">
          <PrivacyAndData player={player} hasConsent={player.hasParentalConsent || Boolean(consented)} />
        </div>
      </CardContent>

      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => (open ? undefined : setToRemove(null))}
        title={removingSelf ? `Stop managing ${name}'s profile?` : 'Remove this parent?'}
        description={
          removingSelf
            ? `You will lose access to ${name}'s profile right away. Another parent can invite you again.`
            : toRemove
              ? `${toRemove.parentName ?? toRemove.parentEmail} will lose access to ${name}'s profile right away. You can invite them again later.`
              : ''
        }
        confirmLabel={removingSelf ? 'Leave Profile' : 'Remove Parent'}
        cancelLabel="Keep"
        isPending={removeParent.isPending}
        onConfirm={confirmRemove}
      />
      <ParentalConsentDialog player={player} open={consentOpen} onOpenChange={setConsentOpen} />
      <InviteCoParentDialog player={player} family={family} open={inviteOpen} onOpenChange={setInviteOpen} />
      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => (open ? undefined : setToCancel(null))}
        title="Cancel this invitation?"
        description={
          toCancel
            ? `The link sent to ${toCancel.invitedEmail} will stop working. You can invite them again later.`
            : ''
        }
        confirmLabel="Cancel Invitation"
        cancelLabel="Keep Invitation"
        isPending={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </Card>
  );
}
