import { NotebookPenIcon, StarIcon } from 'lucide-react';
import type { PlayerAnnotation } from '#common/contracts/lists.ts';
import { RATING_MAX } from '#common/contracts/ratings.ts';

/**
 * The recruiter's own rating and the start of their latest private note on a card (D291); nothing when
 * they have neither. Only ever the caller's own: the server reads no one else's.
 */
export function OwnView({ annotation }: { annotation: PlayerAnnotation }) {
  const { myRating, latestNote } = annotation;
  if (myRating === null && latestNote === null) return null;
  return (
    <div className="grid gap-1 text-sm" data-testid="own-view">
      {myRating !== null ? (
        <p className="flex items-center gap-1.5 font-medium">
          <StarIcon aria-hidden="true" className="size-4 shrink-0 fill-warning text-warning" />
          <span>
            My rating {myRating}/{RATING_MAX}
          </span>
        </p>
      ) : null}
      {latestNote !== null ? (
        <p className="flex min-w-0 items-start gap-1.5 text-muted-foreground">
          <NotebookPenIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="line-clamp-2 break-words" title={latestNote}>
            <span className="sr-only">My latest note: </span>
            {latestNote}
          </span>
        </p>
      ) : null}
    </div>
  );
}
