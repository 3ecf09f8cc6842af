import { HandshakeIcon } from 'lucide-react';
import { commitmentProgramLabel, formatCommitmentDate } from '#common/commitment.ts';
import type { Commitment } from '#common/contracts/commitment.ts';

/**
 * "Committed to Boston College" on the public profile (D153), with the NCAA division and
 * side and the date: what every visitor sees, signed in or not.
 */
export function CommitmentBadge({ commitment }: { commitment: Commitment }) {
  const programLabel = commitmentProgramLabel(commitment);
  return (
    <p
      data-testid="commitment-badge"
      className="mt-4 inline-flex max-w-full items-start gap-3 rounded-2xl border border-primary/30 bg-card/80 px-4 py-2.5 shadow-sm backdrop-blur"
    >
      <HandshakeIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <span className="min-w-0">
        <span className="block text-sm font-bold break-words sm:text-base">
          Committed to <span className="text-primary">{commitment.programName}</span>
        </span>
        <span className="block text-xs text-muted-foreground sm:text-sm">
          {programLabel ? `${programLabel} · ` : ''}
          <time dateTime={commitment.committedOn} className="whitespace-nowrap">
            {formatCommitmentDate(commitment.committedOn)}
          </time>
        </span>
      </span>
    </p>
  );
}
