import { ShieldCheckIcon, UserPenIcon } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';

/** A game line as the stats read returns it (D091: who stands behind the numbers). */
export interface StatsLineSource {
  verifiedStatus: string;
  /** The organization whose staff attested the line; null when an admin did or nobody has. */
  verifiedByOrganization: string | null;
}

/** Who a verified line names: its organization, or Rinkside when an admin attested it. */
export const attestedBy = (line: StatsLineSource) => line.verifiedByOrganization ?? 'Rinkside';

/**
 * "Team verified" (with the organization) or "Self-reported", in words as well as colour and icon, so
 * the difference reads without colour. Used by the owner's stats tab and the public game log.
 */
export function StatsSourceBadge({ line, className }: { line: StatsLineSource; className?: string }) {
  if (line.verifiedStatus === 'verified') {
    return (
      <Badge
        variant="outline"
        className={cn('max-w-56 border-success/40 bg-success/10 text-success', className)}
        title={`Team verified by ${attestedBy(line)}`}
      >
        <ShieldCheckIcon aria-hidden="true" />
        <span className="truncate">
          Team verified<span className="font-normal"> · {attestedBy(line)}</span>
        </span>
      </Badge>
    );
  }
  return (
    <Badge variant="outline" className={cn('text-muted-foreground', className)}>
      <UserPenIcon aria-hidden="true" />
      Self-reported
    </Badge>
  );
}

/** The one-line legend above a game table. */
export function StatsSourceLegend({ className }: { className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground', className)}>
      <span className="inline-flex items-center gap-1.5">
        <ShieldCheckIcon className="size-3.5 text-success" aria-hidden="true" />
        <span>
          <strong className="font-semibold text-foreground">Team verified</strong>: attested by the player's
          organization
        </span>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <UserPenIcon className="size-3.5" aria-hidden="true" />
        <span>
          <strong className="font-semibold text-foreground">Self-reported</strong>: entered by the player or
          family
        </span>
      </span>
    </p>
  );
}
