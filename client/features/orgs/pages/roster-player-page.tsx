import { ArrowLeftIcon, BadgeCheckIcon, ExternalLinkIcon, LockIcon, UserXIcon } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { EventsTab, GameStatsTab, TeamHistoryTab } from '#client/features/player-profile/index.ts';
import { positionsLabel } from '#client/lib/format.ts';
import { PATHS, pathTo } from '#client/lib/paths.ts';
import { type Evidence, FIELD_CONTROL_LABELS, type RosterEntry } from '#common/contracts/orgs.ts';
import { FIELD_CONTROL_PARTS, type FieldControlPart } from '#common/enums.ts';
import { useEvidenceQueue } from '../api/staff-evidence.ts';
import { useOrgRoster } from '../api/staff-org-reads.ts';
import { StaffEvidenceCard } from '../components/staff-evidence-card.tsx';
import { StaffGameVerifyList } from '../components/staff-game-verify-list.tsx';
import { StaffOrgShell } from '../components/staff-org-shell.tsx';
import { StaffPlayerAvatar } from '../components/staff-player-avatar.tsx';
import { type ReviewMode, StaffReviewDialog } from '../components/staff-review-dialog.tsx';
import { hasStaffScope } from '../lib/staff-access.ts';

/**
 * /org/roster/{playerId}: an active roster player; the parts the family granted,
 * edited with the profile's own tabs (the server lets roster staff write those parts only); for
 * verification staff, game attestation and the player's pending evidence.
 */
export function RosterPlayerPage() {
  const { playerId = '' } = useParams();
  return (
    <StaffOrgShell title="Roster player">
      {({ organization, membership }) => (
        <RosterPlayer
          orgId={organization.id}
          playerId={playerId}
          canEdit={hasStaffScope(membership, 'roster')}
          canVerify={hasStaffScope(membership, 'verification')}
        />
      )}
    </StaffOrgShell>
  );
}

function RosterPlayer({
  orgId,
  playerId,
  canEdit,
  canVerify,
}: {
  orgId: string;
  playerId: string;
  canEdit: boolean;
  canVerify: boolean;
}) {
  const roster = useOrgRoster(orgId, { status: 'active', playerId });
  const entry = roster.data?.roster.find((e) => e.player?.id === playerId && e.status === 'active');
  if (roster.isPending) return <Spinner label="Loading the player..." />;
  if (roster.isError || !entry?.player) {
    return (
      <EmptyState
        size="lg"
        icon={<UserXIcon />}
        title="This player is not on your active roster"
        description="The sponsorship may have ended, or the family has not accepted yet."
        action={
          <Link to={PATHS.orgRoster} className="font-medium text-primary underline-offset-4 hover:underline">
            Back to the roster
          </Link>
        }
      />
    );
  }
  return <ActivePlayer entry={entry as ActiveEntry} canEdit={canEdit} canVerify={canVerify} />;
}

type ActiveEntry = RosterEntry & { player: NonNullable<RosterEntry['player']> };

function ActivePlayer({
  entry,
  canEdit,
  canVerify,
}: {
  entry: ActiveEntry;
  canEdit: boolean;
  canVerify: boolean;
}) {
  const { player, fieldControl } = entry;
  const playerRef = useMemo(() => ({ id: player.id, slug: player.slug }), [player.id, player.slug]);
  const isGoalie = player.positions.includes('G');
  const isSkater = player.positions.length === 0 || player.positions.some((p) => p !== 'G');
  const panels: Record<FieldControlPart, ReactNode> = {
    teamHistory: (
      <TeamHistoryTab
        playerRef={playerRef}
        description="The teams the player has played for. Keep the current team right so recruiters find them."
      />
    ),
    schedule: (
      <EventsTab
        playerRef={playerRef}
        description="The player's games, tournaments and showcases, where recruiters can see them play."
      />
    ),
    stats: (
      <GameStatsTab
        playerRef={playerRef}
        roles={{ skater: isSkater, goalie: isGoalie }}
        description="Log each game the player played. Recruiters see the totals and game-by-game lines."
      />
    ),
  };
  const notGranted = FIELD_CONTROL_PARTS.filter((part) => !fieldControl[part]);
  return (
    <>
      <Link
        to={PATHS.orgRoster}
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground [&_svg]:size-4"
      >
        <ArrowLeftIcon aria-hidden="true" />
        Roster
      </Link>
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5">
        <StaffPlayerAvatar
          firstName={player.firstName}
          lastName={player.lastName}
          imageUrl={player.profileImageUrl}
          className="size-16 text-lg"
        />
        <div className="min-w-0 flex-1">
          <h2 className="flex flex-wrap items-center gap-2 text-xl font-bold">
            {player.firstName} {player.lastName}
            {player.verificationStatus === 'verified' ? (
              <Badge variant="ice" className="gap-1">
                <BadgeCheckIcon aria-hidden="true" className="size-3" />
                Verified
              </Badge>
            ) : null}
          </h2>
          <p className="text-sm text-muted-foreground">
            {[
              `Born ${player.birthYear}`,
              player.positions.length ? positionsLabel(player.positions) : null,
              player.currentTeamName ?? 'Independent',
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <Link
          to={pathTo.publicPlayer(player.slug)}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline [&_svg]:size-4"
        >
          Public profile
          <ExternalLinkIcon aria-hidden="true" />
        </Link>
      </Card>

      {FIELD_CONTROL_PARTS.filter((part) => fieldControl[part]).map((part) => (
        <Card key={part}>
          <CardContent className="pt-6">
            {canEdit ? (
              panels[part]
            ) : (
              <p className="text-sm text-muted-foreground">
                {FIELD_CONTROL_LABELS[part]}: staff with the Roster permission maintain this part.
              </p>
            )}
          </CardContent>
        </Card>
      ))}
      {notGranted.length > 0 ? (
        <p className="flex items-start gap-2 rounded-lg border border-dashed border-border px-4 py-3 text-sm text-muted-foreground [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0">
          <LockIcon aria-hidden="true" />
          <span>
            The family keeps {notGranted.map((p) => FIELD_CONTROL_LABELS[p].toLowerCase()).join(', ')} to
            themselves: your organization did not get {notGranted.length === 1 ? 'that part' : 'those parts'}.
          </span>
        </p>
      ) : null}

      {canVerify ? <VerificationSection playerId={player.id} /> : null}
    </>
  );
}

function VerificationSection({ playerId }: { playerId: string }) {
  const pending = useEvidenceQueue('pending');
  const [review, setReview] = useState<{ evidence: Evidence; mode: ReviewMode } | null>(null);
  const evidence = pending.data?.evidence.filter((e) => e.player.id === playerId) ?? [];
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Game attestation</CardTitle>
          <CardDescription>
            Verify a game once you have checked it against your team's records. Recruiters see it as team
            verified.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <StaffGameVerifyList playerId={playerId} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Evidence awaiting review</CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-3">
          {pending.isPending ? (
            <Spinner label="Loading evidence..." />
          ) : pending.isError ? (
            <p className="text-sm text-destructive">The evidence could not be loaded.</p>
          ) : evidence.length === 0 ? (
            <p className="text-sm text-muted-foreground">No evidence is waiting for this player.</p>
          ) : (
            evidence.map((e) => (
              <StaffEvidenceCard
                key={e.id}
                evidence={e}
                showPlayer={false}
                onReview={(mode) => setReview({ evidence: e, mode })}
              />
            ))
          )}
        </CardContent>
      </Card>
      <StaffReviewDialog
        evidence={review?.evidence ?? null}
        mode={review?.mode ?? 'approve'}
        onOpenChange={(open) => (open ? undefined : setReview(null))}
      />
    </>
  );
}
