import { CalendarIcon, HandshakeIcon, ShieldCheckIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { FOCUS_RING } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { categoryLabel, initialsOf, positionsLabel } from '#client/lib/format.ts';
import { pathTo } from '#client/lib/paths.ts';
import { profileOriginState } from '#client/lib/profile-origin.ts';
import type { SearchResultPlayer } from '#common/contracts/search.ts';

interface PlayerCardProps {
  player: SearchResultPlayer;
  /** The heading level of the player's name in the page outline. */
  headingLevel?: 'h2' | 'h3';
  /** A control laid over the card's top-right corner (outside the link), e.g. a remove button. */
  action?: ReactNode;
  /** Shown under the card, outside the link (the recruiter's own rating and note, a stage menu; D291). */
  footer?: ReactNode;
}

/**
 * A player card (spec 3 §2): 300px tall, the whole card a link to the public profile. Opening it hands the
 * current path (with its filters and page) to the profile, whose "Back to results" returns here.
 */
export function PlayerCard({ player, headingLevel: Heading = 'h3', action, footer }: PlayerCardProps) {
  const location = useLocation();
  const name = `${player.firstName} ${player.lastName}`;
  const category = player.showCategory ? categoryLabel(player.category) : null;
  const verified = player.verificationStatus === 'verified';

  return (
    <div
      className={cn(
        'relative',
        // At least the 300px card; as tall as its row when a neighbour carries a footer (D291).
        footer ? 'flex flex-col rounded-xl border border-border bg-card shadow-sm' : 'sm:min-h-[300px]',
      )}
      data-testid="player-card"
    >
      <Link
        to={pathTo.publicPlayer(player.slug)}
        state={profileOriginState(location.pathname, location.search)}
        className={cn(
          // A phone shows a compact row (photo beside the facts); wider screens the 300px card of spec 3 §2.
          'group flex flex-row overflow-hidden bg-card text-card-foreground transition-all sm:flex-col',
          footer
            ? 'rounded-t-xl hover:bg-accent/40 sm:h-[300px]'
            : 'h-full rounded-xl border border-border shadow-sm sm:min-h-[300px] hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md motion-reduce:hover:translate-y-0',
          FOCUS_RING,
        )}
      >
        <div className="relative w-24 shrink-0 overflow-hidden bg-linear-to-br from-accent via-secondary to-muted sm:h-36 sm:w-auto">
          {player.profileImageUrl ? (
            <img
              src={player.profileImageUrl}
              alt=""
              loading="lazy"
              className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:group-hover:scale-100 sm:static"
            />
          ) : (
            <div className="flex size-full items-center justify-center">
              <span
                aria-hidden="true"
                className="flex size-14 items-center justify-center rounded-full bg-primary/15 text-lg font-bold tracking-wide text-primary ring-4 ring-background/70 sm:size-20 sm:text-2xl"
              >
                {initialsOf(player.firstName, player.lastName)}
              </span>
            </div>
          )}
          {verified ? (
            // A phone shows the mark beside the name instead (the photo column is too narrow).
            <div className="absolute left-3 top-3 hidden sm:block">
              <Badge variant="success" className="shadow-sm">
                <ShieldCheckIcon />
                Verified
              </Badge>
            </div>
          ) : null}
        </div>
        <div
          className={cn(
            'flex min-h-0 min-w-0 flex-1 flex-col gap-1 p-3 sm:gap-1.5 sm:p-4',
            action ? 'pr-11 sm:pr-4' : null,
          )}
        >
          <Heading className="flex min-w-0 items-center gap-1.5 text-base font-semibold leading-tight group-hover:text-primary">
            <span className="truncate">{name}</span>
            {verified ? (
              <ShieldCheckIcon
                role="img"
                aria-label="Verified"
                className="size-4 shrink-0 text-success sm:hidden"
              />
            ) : null}
          </Heading>
          <p className="flex min-w-0 items-center gap-2">
            <span className="truncate text-sm font-medium text-primary">
              {positionsLabel(player.positions)}
            </span>
            {player.commitment ? (
              // The program is on the profile; the card says so in one word.
              <Badge
                variant="ice"
                className="shrink-0"
                title={`Committed to ${player.commitment.programName}`}
                data-testid="committed-badge"
              >
                <HandshakeIcon aria-hidden="true" />
                Committed<span className="sr-only"> to {player.commitment.programName}</span>
              </Badge>
            ) : null}
          </p>
          <div className="mt-1 grid gap-1 text-sm text-muted-foreground sm:mt-auto">
            <p className="flex min-w-0 items-center gap-2">
              <CalendarIcon className="size-4 shrink-0" />
              <span className="truncate">
                Born {player.birthYear}
                {category ? ` · ${category}` : ''}
              </span>
            </p>
            <p className="flex min-w-0 items-center gap-2">
              <UsersIcon className="size-4 shrink-0" />
              <span className="truncate">{player.currentTeamName || 'Independent'}</span>
            </p>
          </div>
        </div>
      </Link>
      {footer ? (
        <div className="flex flex-1 flex-col justify-end gap-2 border-t border-border p-3">{footer}</div>
      ) : null}
      {action ? <div className="absolute right-2 top-2">{action}</div> : null}
    </div>
  );
}

/** The shape of a card while its data loads. */
export function PlayerCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-[7.5rem] flex-row overflow-hidden rounded-xl border border-border bg-card shadow-sm sm:h-[300px] sm:flex-col"
    >
      <div className="w-24 animate-pulse bg-muted motion-reduce:animate-none sm:h-36 sm:w-auto" />
      <div className="flex flex-1 flex-col gap-2.5 p-3 sm:p-4">
        <div className="h-4 w-2/3 animate-pulse rounded bg-muted motion-reduce:animate-none" />
        <div className="h-3.5 w-1/3 animate-pulse rounded bg-muted motion-reduce:animate-none" />
        <div className="mt-auto h-3.5 w-1/2 animate-pulse rounded bg-muted motion-reduce:animate-none" />
        <div className="h-3.5 w-3/5 animate-pulse rounded bg-muted motion-reduce:animate-none" />
      </div>
    </div>
  );
}

export function PlayerGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('grid gap-4 sm:grid-cols-2 xl:grid-cols-3', className)}>{children}</div>;
}
