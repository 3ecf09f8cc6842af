import { CheckIcon, ExternalLinkIcon, ImageIcon, XIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { formatDateTime } from '#client/lib/format.ts';
import { pathTo } from '#client/lib/paths.ts';
import type { Evidence } from '#common/contracts/orgs.ts';
import type { ReviewMode } from './staff-review-dialog.tsx';

const STATUS = {
  pending: { label: 'Pending', variant: 'secondary' },
  verified: { label: 'Verified', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'destructive' },
} as const;

/** One piece of evidence: who, which team, when and by whom, the roster link and the screenshot. */
export function StaffEvidenceCard({
  evidence,
  onReview,
  showPlayer = true,
}: {
  evidence: Evidence;
  /** Absent: no review buttons (a decided item, or a viewer without the verification scope). */
  onReview?: (mode: ReviewMode) => void;
  showPlayer?: boolean;
}) {
  const { player } = evidence;
  const status = STATUS[evidence.status];
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:flex-row">
      {evidence.screenshotUrl ? (
        <a
          href={evidence.screenshotUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="group block shrink-0 overflow-hidden rounded-lg border border-border sm:w-40"
        >
          <img
            src={evidence.screenshotUrl}
            alt={`Team roster screenshot for ${player.firstName} ${player.lastName} (opens full size)`}
            className="h-32 w-full object-cover transition-opacity group-hover:opacity-90 sm:h-28"
          />
        </a>
      ) : (
        <span className="hidden h-28 w-40 shrink-0 items-center justify-center gap-2 rounded-lg border border-dashed border-border text-xs text-muted-foreground sm:flex [&_svg]:size-4">
          <ImageIcon aria-hidden="true" />
          No screenshot
        </span>
      )}
      <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {showPlayer ? (
            <h3 className="font-semibold">
              <Link to={pathTo.publicPlayer(player.slug)} className="underline-offset-4 hover:underline">
                {player.firstName} {player.lastName}
              </Link>
            </h3>
          ) : null}
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {[String(player.birthYear), player.currentTeamName ?? 'No current team'].join(' · ')}
        </p>
        <p className="text-sm">
          Submitted {formatDateTime(evidence.createdAt)}
          {evidence.submittedByName ? ` by ${evidence.submittedByName}` : ''}
        </p>
        {evidence.url ? (
          <a
            href={evidence.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex max-w-full items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline [&_svg]:size-3.5"
          >
            <span className="truncate">Team roster: {evidence.url.replace(/^https?:\/\//, '')}</span>
            <ExternalLinkIcon aria-hidden="true" className="shrink-0" />
          </a>
        ) : null}
        {evidence.status !== 'pending' ? (
          <p className="text-sm text-muted-foreground">
            {evidence.status === 'verified' ? 'Approved' : 'Rejected'} {formatDateTime(evidence.reviewedAt)}
            {evidence.reviewerName ? ` by ${evidence.reviewerName}` : ''}
            {evidence.reviewedByOrganization ? ` (${evidence.reviewedByOrganization})` : ''}
            {evidence.notes ? `: “${evidence.notes}”` : ''}
          </p>
        ) : null}
        {onReview && evidence.status === 'pending' ? (
          <div className="mt-1 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => onReview('approve')}>
              <CheckIcon />
              Approve
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="text-destructive"
              onClick={() => onReview('reject')}
            >
              <XIcon />
              Reject
            </Button>
          </div>
        ) : null}
      </div>
    </article>
  );
}
