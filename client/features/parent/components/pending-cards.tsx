import { ArrowRightIcon, ShieldCheckIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { formatDate } from '#client/lib/format.ts';
import { useVerifyNoticeReason } from '#client/lib/verify-notice.ts';
import { relationshipLabel } from '#common/enums.ts';
import { useApprovePendingApproval } from '../api/approve-pending-approval.ts';
import { useMyInvitations } from '../api/get-my-invitations.ts';
import { usePendingApprovals } from '../api/get-pending-approvals.ts';

/** Invitations to co-manage a child and approval requests sent to this parent's address. */
export function PendingCards() {
  const invitations = useMyInvitations();
  const approvals = usePendingApprovals();
  const approve = useApprovePendingApproval();
  const invites = invitations.data?.invitations.filter((i) => i.status === 'pending') ?? [];
  const requests = approvals.data?.approvals ?? [];
  const needsVerification =
    invitations.data?.requiresEmailVerification || approvals.data?.requiresEmailVerification;

  // The layout's verify banner says why (one notice per screen, D119).
  useVerifyNoticeReason(
    needsVerification &&
      'Approval requests and co-parent invitations sent to you appear on your dashboard once it is verified.',
  );

  if (invites.length === 0 && requests.length === 0) return null;
  return (
    <div className="grid gap-3">
      {invites.map((inv) => (
        <Card
          key={inv.id}
          className="flex flex-col gap-4 border-primary/40 bg-accent/40 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary [&_svg]:size-5">
              <UsersIcon />
            </span>
            <div className="grid gap-0.5">
              <h2 className="font-semibold">Co-parent invitation for {inv.playerName}</h2>
              <p className="text-sm text-muted-foreground">
                {inv.inviterName} invited you as {relationshipLabel(inv.relationship).toLowerCase()} · expires{' '}
                {formatDate(inv.expiresAt)}
              </p>
            </div>
          </div>
          <Link
            to={`/co-parent-invite/id/${encodeURIComponent(inv.id)}`}
            className={buttonVariants({ className: 'w-full sm:w-auto' })}
          >
            View Invitation
            <ArrowRightIcon />
          </Link>
        </Card>
      ))}
      {requests.map((req) => (
        <Card
          key={req.id}
          className="flex flex-col gap-4 border-primary/40 bg-accent/40 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary [&_svg]:size-5">
              <ShieldCheckIcon />
            </span>
            <div className="grid gap-0.5">
              <h2 className="font-semibold">Approve {req.playerName}&apos;s profile</h2>
              <p className="text-sm text-muted-foreground">
                Requested by {req.requestedByName} on {formatDate(req.createdAt)} · expires{' '}
                {formatDate(req.expiresAt)}
              </p>
            </div>
          </div>
          <Button
            className="w-full sm:w-auto"
            disabled={approve.isPending}
            onClick={() =>
              approve.mutate(req.id, {
                onSuccess: () =>
                  toast({
                    title: 'Profile approved',
                    description: `${req.playerName}'s profile is now active and visible to recruiters.`,
                  }),
                onError: (error) => showErrorToast('Failed to approve profile', error),
              })
            }
          >
            {approve.isPending && approve.variables === req.id ? (
              <Spinner className="size-4 text-current" />
            ) : (
              <ShieldCheckIcon />
            )}
            Approve
          </Button>
        </Card>
      ))}
    </div>
  );
}
