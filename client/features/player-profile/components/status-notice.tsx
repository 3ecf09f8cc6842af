import { MailIcon, ShieldCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ParentalConsentDialog } from '#client/components/parental-consent-dialog.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import type { Player } from '#common/contracts/players.ts';
import type { Role } from '#common/enums.ts';
import { MANAGE_PARENTS_PATH } from '../lib/links.ts';
import { RequestApprovalDialog } from './request-approval-dialog.tsx';

interface StatusNoticeProps {
  player: Player;
  role: Role | undefined;
  isOwner: boolean;
}

/**
 * Spec 2 §4: a profile that is not active yet explains why. A parent is pointed to approvals (and may
 * record consent); the player is told to contact their parent and may request approval by e-mail.
 */
export function StatusNotice({ player, role, isOwner }: StatusNoticeProps) {
  const [dialog, setDialog] = useState<'request' | 'consent' | null>(null);
  const status = player.profileStatus;
  if (status === 'active') return null;

  if (status === 'inactive') {
    return (
      <Alert variant="info" title="This profile is inactive">
        It is hidden from recruiters and search.
      </Alert>
    );
  }

  const isPending = status === 'pending_consent';
  const lead = isPending
    ? 'This profile is awaiting parental approval before it becomes active.'
    : 'This profile is in draft mode. Complete the approval process to make it visible to recruiters.';

  if (role === 'PARENT') {
    return (
      <>
        <Alert
          variant="info"
          icon={<ShieldCheckIcon />}
          title={isPending ? 'Awaiting your approval' : 'Approve this profile'}
        >
          <p>
            {lead} As {player.firstName}&apos;s parent or guardian you approve it; recruiters see nothing
            until then.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link to={MANAGE_PARENTS_PATH} className={buttonVariants({ size: 'sm' })}>
              Manage Approvals
            </Link>
            {player.hasParentalConsent ? null : (
              <Button size="sm" variant="outline" onClick={() => setDialog('consent')}>
                Give Consent
              </Button>
            )}
          </div>
        </Alert>
        <ParentalConsentDialog
          player={player}
          open={dialog === 'consent'}
          onOpenChange={(open) => setDialog(open ? 'consent' : null)}
        />
      </>
    );
  }

  if (isOwner) {
    return (
      <>
        <Alert
          variant="info"
          icon={<TriangleAlertIcon />}
          title={isPending ? 'Waiting for your parent' : 'Your profile is in draft'}
        >
          <p>
            {isPending
              ? 'Your profile is awaiting parental approval before it becomes active. Ask your parent or guardian to open the approval link we emailed them, or send it again.'
              : 'Recruiters can’t see your profile yet. Players under 17 need a parent or guardian to approve it: contact your parent and send them an approval request.'}
          </p>
          <div className="mt-3">
            <Button size="sm" onClick={() => setDialog('request')}>
              <MailIcon />
              Request Parental Approval
            </Button>
          </div>
        </Alert>
        <RequestApprovalDialog
          player={player}
          open={dialog === 'request'}
          onOpenChange={(open) => setDialog(open ? 'request' : null)}
        />
      </>
    );
  }

  return (
    <Alert variant="info" title={isPending ? 'Pending Approval' : 'Draft'}>
      {lead}
    </Alert>
  );
}
