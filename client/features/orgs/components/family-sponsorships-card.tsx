import {
  ChevronDownIcon,
  CircleCheckIcon,
  HandshakeIcon,
  LogOutIcon,
  TriangleAlertIcon,
  XIcon,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
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
import { pathTo } from '#client/lib/paths.ts';
import type { Sponsorship } from '#common/contracts/orgs.ts';
import { type FamilyAnswer, useAnswerSponsorship, useMySponsorships } from '../api/family-sponsorships.ts';
import {
  FamilyProfilePicker,
  firstJoinable,
  MaintainedParts,
  type PickableProfile,
} from './family-parts.tsx';
import { ORG_TYPE_LABELS, OrgLogo } from './public-org-parts.tsx';

const LINK = 'font-semibold text-primary underline-offset-4 hover:underline';

const playerName = (s: Sponsorship) => (s.player ? `${s.player.firstName} ${s.player.lastName}` : null);

const ENDED_LABELS: Record<string, string> = {
  revoked: 'Removed by the organization',
  declined: 'Declined',
  left: 'Left',
};
function endedLabel(s: Sponsorship): string {
  if (s.endReason) return ENDED_LABELS[s.endReason] ?? 'Ended';
  return s.status === 'expired' ? 'Expired' : 'Ended';
}

function OrgLine({ s }: { s: Sponsorship }) {
  const name = playerName(s);
  return (
    <div className="flex min-w-0 items-start gap-3">
      <OrgLogo name={s.organization.name} logoUrl={s.organization.logoUrl} size="sm" />
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link to={pathTo.publicOrg(s.organization.slug)} className={`${LINK} break-words`}>
            {s.organization.name}
          </Link>
          <Badge variant="outline">{ORG_TYPE_LABELS[s.organization.type]}</Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {name ? (
            s.player ? (
              <>
                For{' '}
                <Link to={pathTo.publicPlayer(s.player.slug)} className="underline-offset-4 hover:underline">
                  {name}
                </Link>
              </>
            ) : null
          ) : (
            'Sent to your e-mail address: choose the profile that joins'
          )}
          {s.inviterName ? ` · Invited by ${s.inviterName}` : ''}
        </p>
      </div>
    </div>
  );
}

interface Pending {
  answer: FamilyAnswer;
  title: string;
  description: string;
  confirmLabel: string;
}

function InvitationItem({
  s,
  profiles,
  isBusy,
  onAnswer,
}: {
  s: Sponsorship;
  profiles: readonly PickableProfile[];
  isBusy: boolean;
  onAnswer: (answer: FamilyAnswer, confirm?: Omit<Pending, 'answer'>) => void;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const byEmail = s.player === null;
  const chosen = picked ?? firstJoinable(profiles);
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-card p-4">
      <OrgLine s={s} />
      <div className="grid gap-1 text-sm">
        <span className="text-muted-foreground">They would maintain:</span>
        <MaintainedParts fieldControl={s.fieldControl} />
      </div>
      {s.expiresAt ? (
        <p className="text-xs text-muted-foreground">Expires {formatDate(s.expiresAt)}</p>
      ) : null}
      {s.canRespond ? (
        <>
          {byEmail ? <FamilyProfilePicker profiles={profiles} value={chosen} onChange={setPicked} /> : null}
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              disabled={isBusy}
              onClick={() =>
                onAnswer(
                  { id: s.id, answer: 'decline' },
                  {
                    title: 'Decline this invitation?',
                    description: `${s.organization.name} will be told you declined. They can invite you again later.`,
                    confirmLabel: 'Decline Invitation',
                  },
                )
              }
            >
              <XIcon />
              Decline
            </Button>
            <Button
              disabled={isBusy || (byEmail && !chosen)}
              onClick={() =>
                onAnswer({ id: s.id, answer: 'accept', ...(byEmail && chosen ? { playerId: chosen } : {}) })
              }
            >
              <CircleCheckIcon />
              Accept
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          A linked parent answers this invitation for a player under 17.
        </p>
      )}
    </li>
  );
}

/**
 * "Teams & organizations": the family's side of sponsorships (D094, D095). Invitations to answer, the
 * active sponsorships with what each organization maintains, and the ended ones folded away.
 */
export function FamilySponsorshipsCard() {
  const query = useMySponsorships();
  const answer = useAnswerSponsorship();
  const [pending, setPending] = useState<Pending | null>(null);

  const send = (choice: FamilyAnswer) =>
    answer.mutate(choice, {
      onSuccess: (result) => {
        setPending(null);
        const title =
          choice.answer === 'accept'
            ? 'Invitation accepted'
            : choice.answer === 'decline'
              ? 'Invitation declined'
              : 'Left the organization';
        toast({ title, description: result.message });
      },
      onError: (error) => {
        setPending(null);
        void query.refetch();
        showErrorToast(
          choice.answer === 'accept'
            ? 'Failed to accept the invitation.'
            : choice.answer === 'decline'
              ? 'Failed to decline the invitation.'
              : 'Failed to leave the organization.',
          error,
        );
      },
    });

  const onAnswer = (choice: FamilyAnswer, confirm?: Omit<Pending, 'answer'>) => {
    if (confirm) setPending({ answer: choice, ...confirm });
    else send(choice);
  };

  let content: ReactNode;
  if (query.isPending) {
    content = <Spinner label="Loading teams and organizations..." />;
  } else if (query.isError) {
    content = (
      <Alert
        variant="destructive"
        icon={<TriangleAlertIcon />}
        title="Could not load your organizations"
        role="alert"
      >
        <Button size="sm" variant="outline" className="mt-2" onClick={() => query.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  } else {
    const { sponsorships, profiles } = query.data;
    const invitations = sponsorships.filter((s) => s.status === 'invited' || s.status === 'pending');
    const active = sponsorships.filter((s) => s.status === 'active');
    const ended = sponsorships.filter((s) => s.status === 'revoked' || s.status === 'expired');
    if (sponsorships.length === 0) {
      content = (
        <EmptyState
          icon={<HandshakeIcon />}
          title="No teams or organizations yet"
          description="When a club, team or school sponsors a player, the player appears on its public roster and its staff can verify the profile and keep the parts you allow (team history, schedule, game stats) up to date. Invitations arrive by e-mail and show up here."
        />
      );
    } else {
      content = (
        <div className="grid gap-6">
          {invitations.length > 0 ? (
            <section aria-labelledby="family-invitations" className="grid gap-3">
              <h3
                id="family-invitations"
                className="text-sm font-semibold uppercase tracking-wide text-muted-foreground"
              >
                Invitations ({invitations.length})
              </h3>
              <ul className="grid gap-3">
                {invitations.map((s) => (
                  <InvitationItem
                    key={s.id}
                    s={s}
                    profiles={profiles}
                    isBusy={answer.isPending}
                    onAnswer={onAnswer}
                  />
                ))}
              </ul>
            </section>
          ) : null}
          {active.length > 0 ? (
            <section aria-labelledby="family-active" className="grid gap-3">
              <h3
                id="family-active"
                className="text-sm font-semibold uppercase tracking-wide text-muted-foreground"
              >
                Active
              </h3>
              <ul className="grid gap-3">
                {active.map((s) => (
                  <li key={s.id} className="grid gap-3 rounded-xl border border-border bg-card p-4">
                    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                      <OrgLine s={s} />
                      <Badge variant="success" className="w-fit">
                        Active{s.startedAt ? ` since ${formatDate(s.startedAt)}` : ''}
                      </Badge>
                    </div>
                    <div className="grid gap-1 text-sm">
                      <span className="text-muted-foreground">Maintains:</span>
                      <MaintainedParts fieldControl={s.fieldControl} />
                    </div>
                    {s.canRespond ? (
                      <div className="flex justify-end">
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={answer.isPending}
                          onClick={() =>
                            onAnswer(
                              { id: s.id, answer: 'leave' },
                              {
                                title: `Leave ${s.organization.name}?`,
                                description: `${playerName(s) ?? 'The player'} leaves the roster at once: the organization can no longer see or maintain the profile, and it disappears from their public page.`,
                                confirmLabel: 'Leave Organization',
                              },
                            )
                          }
                        >
                          <LogOutIcon />
                          Leave
                        </Button>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {ended.length > 0 ? (
            <details className="group rounded-xl border border-border">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                Ended ({ended.length})
                <ChevronDownIcon
                  aria-hidden="true"
                  className="size-4 transition-transform group-open:rotate-180"
                />
              </summary>
              <ul className="grid gap-2 border-t border-border px-4 py-3">
                {ended.map((s) => (
                  <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    <span className="min-w-0 break-words">
                      {s.organization.name}
                      {playerName(s) ? ` · ${playerName(s)}` : ''}
                    </span>
                    <Badge variant="secondary">{endedLabel(s)}</Badge>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      );
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HandshakeIcon aria-hidden="true" className="size-5 text-primary" />
          Teams &amp; organizations
        </CardTitle>
        <CardDescription>Clubs, teams and schools that sponsor your player profiles.</CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={pending?.title ?? ''}
        description={pending?.description ?? ''}
        confirmLabel={pending?.confirmLabel ?? 'Confirm'}
        isPending={answer.isPending}
        onConfirm={() => {
          if (pending) send(pending.answer);
        }}
      />
    </Card>
  );
}
