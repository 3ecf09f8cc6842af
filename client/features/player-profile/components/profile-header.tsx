import { EyeIcon, MapPinIcon, ShieldCheckIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { pathTo } from '#client/lib/paths.ts';
import type { Player } from '#common/contracts/players.ts';
import { handednessLabel, POSITION_LABELS, type Position } from '#common/enums.ts';
import { formatHeight, formatWeight } from '#common/units.ts';
import { OnePagerButton } from './one-pager-button.tsx';
import { ProfilePhoto } from './profile-photo.tsx';

/** Spec 2 §4: draft shows 'Draft', pending_consent 'Pending Approval', active no badge. */
function StatusBadge({ status }: { status: Player['profileStatus'] }) {
  if (status === 'draft')
    return (
      <Badge variant="outline" className="border-warning/50 bg-warning/10 text-warning">
        Draft
      </Badge>
    );
  if (status === 'pending_consent')
    return (
      <Badge variant="outline" className="border-warning/50 bg-warning/10 text-warning">
        Pending Approval
      </Badge>
    );
  if (status === 'inactive') return <Badge variant="secondary">Inactive</Badge>;
  return null;
}

function positionText(player: Player): string | null {
  const labels = player.positions
    .filter((p): p is Position => p in POSITION_LABELS)
    .map((p) => POSITION_LABELS[p]);
  return labels.length ? labels.join(' / ') : null;
}

interface ProfileHeaderProps {
  player: Player;
  canEdit: boolean;
}

export function ProfileHeader({ player, canEdit }: ProfileHeaderProps) {
  const name = `${player.firstName} ${player.lastName}`;
  const nicknames = player.preferredName
    ?.split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const facts = [
    player.preferredJerseyNumber !== null ? `#${player.preferredJerseyNumber}` : null,
    positionText(player),
    player.shoots ? `${handednessLabel(player.positions)} ${player.shoots}` : null,
    `Born ${player.birthYear}`,
    formatHeight(player.heightCm),
    formatWeight(player.weightKg),
  ].filter(Boolean);
  const hometown = [player.city, player.region, player.country].filter(Boolean).join(', ');

  return (
    <section
      aria-labelledby="profile-name"
      className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
    >
      <div
        aria-hidden="true"
        className="relative h-24 bg-linear-to-br from-rink-blue via-primary to-sky-300 sm:h-32 dark:to-sky-800"
      >
        <div className="absolute inset-y-0 left-[30%] w-1.5 bg-white/30" />
        <div className="absolute inset-y-0 left-1/2 w-1 border-l-4 border-dashed border-rink-red/60" />
        <div className="absolute inset-y-0 left-[70%] w-1.5 bg-white/30" />
        <div className="bg-ice-texture absolute inset-0 opacity-40" />
      </div>
      <div className="px-5 pb-6 sm:px-8">
        <div className="-mt-12 flex flex-col gap-4 sm:-mt-16 sm:flex-row sm:items-end sm:gap-6">
          <ProfilePhoto player={player} canEdit={canEdit} />
          <div className="flex min-w-0 flex-1 flex-col gap-4 sm:flex-row sm:items-end sm:justify-between sm:pb-1">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <h1
                  id="profile-name"
                  className="max-w-full min-w-0 text-2xl font-extrabold tracking-tight wrap-anywhere sm:text-3xl"
                >
                  {name}
                </h1>
                <StatusBadge status={player.profileStatus} />
                {player.verificationStatus === 'verified' ? (
                  <Badge variant="outline" className="border-success/40 bg-success/10 text-success">
                    <ShieldCheckIcon />
                    Verified
                  </Badge>
                ) : null}
              </div>
              {nicknames?.length ? (
                <p className="mt-0.5 text-sm text-muted-foreground wrap-anywhere">
                  Goes by <span className="font-medium text-foreground">{nicknames.join(', ')}</span>
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2 self-start sm:self-auto">
              <Link to={pathTo.publicPlayer(player.slug)} className={buttonVariants({ variant: 'outline' })}>
                <EyeIcon />
                View Public Profile
              </Link>
              {canEdit ? <OnePagerButton player={player} /> : null}
            </div>
          </div>
        </div>
        <div className="mt-4 flex flex-col gap-2 text-sm text-muted-foreground sm:ml-38 sm:mt-3">
          <ul aria-label="Player facts" className="flex flex-wrap gap-1.5">
            {facts.map((fact) => (
              <li
                key={fact}
                className="max-w-full rounded-md border border-border bg-muted/50 px-2 py-0.5 text-xs font-semibold text-foreground/90 wrap-anywhere sm:text-sm"
              >
                {fact}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {hometown ? (
              <span className="inline-flex min-w-0 items-center gap-1.5 wrap-anywhere">
                <MapPinIcon className="size-4 shrink-0" />
                {hometown}
              </span>
            ) : null}
            <span className="inline-flex min-w-0 items-center gap-1.5 wrap-anywhere">
              <UsersIcon className="size-4 shrink-0" />
              {player.currentTeamName ?? 'Independent'}
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
