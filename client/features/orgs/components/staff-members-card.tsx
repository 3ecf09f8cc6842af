import { CrownIcon, MailIcon, UserMinusIcon, UsersIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { formatDate } from '#client/lib/format.ts';
import type { OrgMember, OrgPendingInvitation } from '#common/contracts/orgs.ts';
import { useCancelOrgInvitation, useRemoveOrgMember } from '../api/staff-members.ts';
import { useOrgMembers } from '../api/staff-org-reads.ts';
import { ORG_ROLE_LABELS, ORG_SCOPE_LABELS } from '../lib/staff-access.ts';
import { StaffInviteMemberForm } from './staff-invite-member-form.tsx';

function scopesText(role: OrgMember['role'], scopes: OrgMember['scopes']): string {
  if (role === 'ORG_ADMIN') return 'All permissions';
  return scopes.length ? scopes.map((s) => ORG_SCOPE_LABELS[s]).join(', ') : 'View only';
}

/** Members with the Owner badge (spec 3), pending invitations, and (for an admin) invite and remove. */
export function StaffMembersCard({ orgId, canManage }: { orgId: string; canManage: boolean }) {
  const members = useOrgMembers(orgId);
  const remove = useRemoveOrgMember(orgId);
  const cancel = useCancelOrgInvitation(orgId);
  const [removing, setRemoving] = useState<OrgMember | null>(null);
  const [cancelling, setCancelling] = useState<OrgPendingInvitation | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Members</CardTitle>
        <CardDescription>
          The people who run your organization on Rinkside.
          {canManage ? ' Invitations by e-mail work for 7 days.' : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-6">
        {members.isPending ? (
          <Spinner label="Loading members..." />
        ) : members.isError ? (
          <Alert variant="destructive" title="Members could not be loaded" role="alert">
            Reload the page to try again.
          </Alert>
        ) : (
          <>
            {members.data.members.length === 0 ? (
              <EmptyState icon={<UsersIcon />} title="No members yet" />
            ) : (
              <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Members">
                {members.data.members.map((m) => (
                  <li key={m.userId} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-4">
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-center gap-2 font-medium">
                        <span className="truncate">{m.name}</span>
                        {m.isOwner ? (
                          <Badge variant="default" className="gap-1">
                            <CrownIcon aria-hidden="true" className="size-3" />
                            Owner
                          </Badge>
                        ) : null}
                        <Badge variant="outline">{ORG_ROLE_LABELS[m.role]}</Badge>
                      </p>
                      <p className="truncate text-sm text-muted-foreground">{m.email}</p>
                      <p className="text-xs text-muted-foreground">
                        {scopesText(m.role, m.scopes)} · since {formatDate(m.acceptedAt)}
                      </p>
                    </div>
                    {canManage && !m.isOwner ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="self-start text-destructive sm:self-center"
                        onClick={() => setRemoving(m)}
                        aria-label={`Remove ${m.name}`}
                      >
                        <UserMinusIcon />
                        Remove
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            {members.data.invitations.length > 0 ? (
              <section aria-labelledby="pending-invitations" className="grid gap-2">
                <h3 id="pending-invitations" className="text-sm font-semibold">
                  Pending invitations
                </h3>
                <ul className="divide-y divide-border rounded-lg border border-border">
                  {members.data.invitations.map((inv) => (
                    <li key={inv.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-4">
                      <MailIcon aria-hidden="true" className="hidden size-4 text-muted-foreground sm:block" />
                      <div className="min-w-0 flex-1">
                        <p className="flex flex-wrap items-center gap-2">
                          <span className="truncate font-medium">{inv.email}</span>
                          <Badge variant="outline">{ORG_ROLE_LABELS[inv.role]}</Badge>
                          {inv.status === 'expired' ? <Badge variant="secondary">Expired</Badge> : null}
                        </p>
                        <p className="text-xs text-muted-foreground">
                          {scopesText(inv.role, inv.scopes)} ·{' '}
                          {inv.status === 'expired' ? 'expired' : 'expires'} {formatDate(inv.expiresAt)}
                        </p>
                      </div>
                      {canManage ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="self-start sm:self-center"
                          onClick={() => setCancelling(inv)}
                          aria-label={`Cancel invitation to ${inv.email}`}
                        >
                          <XIcon />
                          Cancel
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
        {canManage ? (
          <section aria-labelledby="invite-member" className="grid gap-3 border-t border-border pt-5">
            <h3 id="invite-member" className="text-base font-semibold">
              Invite a member
            </h3>
            <StaffInviteMemberForm orgId={orgId} />
          </section>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove member?"
        description={`${removing?.name ?? ''} loses access to your organization at once.`}
        confirmLabel="Remove"
        isPending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.userId, {
            onSuccess: ({ message }) => {
              toast({ title: 'Member removed', description: message });
              setRemoving(null);
            },
            onError: (error) => showErrorToast('Failed to remove the member. Please try again.', error),
          })
        }
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title="Cancel invitation?"
        description={`The link e-mailed to ${cancelling?.email ?? ''} stops working.`}
        confirmLabel="Cancel invitation"
        cancelLabel="Keep"
        isPending={cancel.isPending}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(cancelling.id, {
            onSuccess: ({ message }) => {
              toast({ title: 'Invitation cancelled', description: message });
              setCancelling(null);
            },
            onError: (error) => showErrorToast('Failed to cancel the invitation. Please try again.', error),
          })
        }
      />
    </Card>
  );
}
