import { CircleCheckIcon, MailIcon, ShieldCheckIcon, UserPlusIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ParentalConsentDialog } from '#client/components/parental-consent-dialog.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { SectionHeading } from '#client/components/ui/section-heading.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { usePlayerParents } from '#client/features/players/index.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { formatMediumDate } from '#client/lib/format.ts';
import type { Player } from '#common/contracts/players.ts';
import type { Role } from '#common/enums.ts';
import { relationshipLabel } from '#common/enums.ts';
import { initials } from '#common/names.ts';
import { MANAGE_PARENTS_PATH } from '../../lib/links.ts';
import { RequestApprovalDialog } from '../request-approval-dialog.tsx';

interface ParentsTabProps {
  player: Player;
  role: Role | undefined;
  isOwner: boolean;
}

/** Spec 2 §6: players under 17 list their parents or guardians; parents manage them on their dashboard. */
export function ParentsTab({ player, role, isOwner }: ParentsTabProps) {
  const parents = usePlayerParents(player.id);
  const [dialog, setDialog] = useState<'request' | 'consent' | null>(null);
  // The parents route lands with the parent flows; until then a 404 simply means nobody is linked yet.
  const list = parents.data?.parents ?? [];
  const failed = parents.isError && !isApiError(parents.error, 404);
  const isParent = role === 'PARENT';

  return (
    <div className="grid grid-cols-1 gap-5">
      <SectionHeading
        title="Parent/Guardian"
        description={`Players under 17 need a parent or guardian to approve their profile and manage it with them.`}
        action={
          isParent ? (
            <Link to={MANAGE_PARENTS_PATH} className={buttonVariants({ variant: 'outline' })}>
              <UsersIcon />
              Manage Parents
            </Link>
          ) : null
        }
      />

      <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className={
              player.hasParentalConsent
                ? 'flex size-10 shrink-0 items-center justify-center rounded-xl bg-success/10 text-success'
                : 'flex size-10 shrink-0 items-center justify-center rounded-xl bg-warning/10 text-warning'
            }
          >
            <ShieldCheckIcon className="size-5" />
          </span>
          <div>
            <h3 className="font-semibold">Parental consent</h3>
            <p className="text-sm text-muted-foreground">
              {player.hasParentalConsent
                ? 'A parent or guardian has approved this profile.'
                : 'Not given yet. The profile stays hidden from recruiters until a parent approves it.'}
            </p>
          </div>
        </div>
        {player.hasParentalConsent ? (
          <Badge variant="success" className="self-start sm:self-center">
            <CircleCheckIcon />
            Approved
          </Badge>
        ) : isParent ? (
          <Button onClick={() => setDialog('consent')} className="self-start sm:self-center">
            <ShieldCheckIcon />
            Give Consent
          </Button>
        ) : isOwner ? (
          <Button onClick={() => setDialog('request')} className="self-start sm:self-center">
            <MailIcon />
            Request Parental Approval
          </Button>
        ) : null}
      </Card>

      {parents.isPending ? (
        <Spinner label="Loading parents..." />
      ) : failed ? (
        <Alert variant="destructive" title="Could not load parents">
          Reload the page to try again.
        </Alert>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<UserPlusIcon />}
          title="No parents or guardians linked yet"
          description={
            isParent
              ? 'Invite a co-parent so you can manage this profile together.'
              : 'Once your parent approves your profile, they appear here and can help manage it.'
          }
          action={
            isParent ? (
              <Link to={MANAGE_PARENTS_PATH} className={buttonVariants()}>
                Manage Parents
              </Link>
            ) : null
          }
        />
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Parents and guardians">
          {list.map((parent) => (
            <li key={parent.id}>
              <Card className="flex h-full gap-3 p-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground"
                >
                  {initials(parent.parentName || parent.parentEmail || '?', '') || '?'}
                </span>
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="truncate font-semibold">
                      {parent.parentName || parent.parentEmail || 'Parent'}
                    </h3>
                    {parent.isPrimary ? <Badge variant="ice">Primary</Badge> : null}
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {`${relationshipLabel(parent.relationship)} · ${parent.parentEmail}`}
                  </p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {parent.consentGiven
                      ? `Consent given${parent.consentDate ? ` ${formatMediumDate(parent.consentDate.slice(0, 10))}` : ''}${
                          parent.consentParentName ? ` by ${parent.consentParentName}` : ''
                        }`
                      : 'Consent not given'}
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <RequestApprovalDialog
        player={player}
        open={dialog === 'request'}
        onOpenChange={(open) => setDialog(open ? 'request' : null)}
      />
      <ParentalConsentDialog
        player={player}
        open={dialog === 'consent'}
        onOpenChange={(open) => setDialog(open ? 'consent' : null)}
      />
    </div>
  );
}
