import { ArrowRightIcon, UserIcon, UserPlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { initialsOf, positionLabel, statusBadge } from '#client/lib/format.ts';
import { PATHS, pathTo } from '#client/lib/paths.ts';
import { ageOn } from '#common/age.ts';
import type { ParentAccount } from '#common/contracts/parents.ts';

/** Add Player, or why it is not available (the plan's maxPlayers is reached). */
export function AddPlayerAction({ account }: { account: ParentAccount }) {
  const { playerCount, maxPlayers } = account.subscription;
  const atLimit = playerCount >= maxPlayers;
  if (!atLimit) {
    return (
      <Link to={PATHS.createPlayerProfile} className={buttonVariants()}>
        <UserPlusIcon />
        Add Player
      </Link>
    );
  }
  return (
    <div className="grid gap-1.5 sm:justify-items-end">
      <button type="button" disabled aria-describedby="add-player-limit" className={buttonVariants()}>
        <UserPlusIcon />
        Add Player
      </button>
      <p id="add-player-limit" className="text-sm text-muted-foreground sm:text-right">
        Your plan allows {maxPlayers} {maxPlayers === 1 ? 'player' : 'players'}.{' '}
        <Link to={PATHS.pricing} className="font-semibold text-primary underline-offset-4 hover:underline">
          Upgrade to add more
        </Link>
      </p>
    </div>
  );
}

export function PlayersTab({ account }: { account: ParentAccount }) {
  const players = account.connectedProfiles.players;
  const { playerCount, maxPlayers } = account.subscription;
  return (
    <div className="grid gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold tracking-tight">My Players</h2>
          <p className="text-sm text-muted-foreground">
            {playerCount} of {maxPlayers} player profiles on your plan.
          </p>
        </div>
        <AddPlayerAction account={account} />
      </div>
      {players.length === 0 ? (
        <Card className="grid justify-items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary [&_svg]:size-6">
            <UserIcon />
          </span>
          <h3 className="text-lg font-semibold">No players yet</h3>
          <p className="max-w-sm text-sm text-muted-foreground">
            Create your child&apos;s profile to share their stats, highlights and schedule with recruiters.
          </p>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {players.map((p) => {
            const badge = statusBadge(p.profileStatus);
            const position = p.preferredPosition ?? p.positions[0];
            const initials = initialsOf(p.firstName, p.lastName);
            return (
              <li key={p.id}>
                <Link
                  to={pathTo.parentPlayer(p.id)}
                  className="group flex h-full items-center gap-4 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {p.profileImageUrl ? (
                    <img
                      src={p.profileImageUrl}
                      alt=""
                      className="size-14 shrink-0 rounded-full border border-border object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary/10 text-lg font-bold text-primary"
                    >
                      {initials}
                    </span>
                  )}
                  <span className="grid min-w-0 flex-1 gap-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="truncate font-semibold">
                        {p.firstName} {p.lastName}
                      </span>
                      <Badge variant={badge.variant}>{badge.label}</Badge>
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {position ? positionLabel(position) : 'No position'} · Born {p.birthYear} (age{' '}
                      {ageOn(p)})
                    </span>
                    <span className="truncate text-sm text-muted-foreground">
                      {p.currentTeamName ?? 'Independent'}
                    </span>
                  </span>
                  <ArrowRightIcon className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
