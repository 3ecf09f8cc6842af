import { BadgeCheckIcon, ShieldCheckIcon } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { type GameStats, useGameStats } from '#client/features/players/index.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { formatMediumDate } from '#client/lib/format.ts';
import { useVerifyGame } from '../api/staff-evidence.ts';

type Game = GameStats['games'][number];

/** A game is team verified when every stat line of it is (a skater and a goalie line may both exist). */
export function gameVerification(data: GameStats, gameId: string): { verified: boolean; by: string | null } {
  const lines = [...data.skaterStats, ...data.goalieStats].filter((s) => s.gameId === gameId);
  const verified = lines.length > 0 && lines.every((s) => s.verifiedStatus === 'verified');
  return { verified, by: lines.find((s) => s.verifiedByOrganization)?.verifiedByOrganization ?? null };
}

/** Verification staff attest each game the player logged: its lines become "Team verified". */
export function StaffGameVerifyList({ playerId }: { playerId: string }) {
  const stats = useGameStats(playerId);
  const verify = useVerifyGame(playerId);
  if (stats.isPending) return <Spinner label="Loading games..." />;
  if (stats.isError) return <p className="text-sm text-destructive">The games could not be loaded.</p>;
  const games = [...stats.data.games].sort((a, b) => b.gameDate.localeCompare(a.gameDate));
  if (games.length === 0) {
    return (
      <EmptyState
        icon={<ShieldCheckIcon />}
        title="No games to verify"
        description="Games the player or your staff log appear here for attestation."
      />
    );
  }
  const run = (game: Game) =>
    verify.mutate(game.id, {
      onSuccess: ({ message }) => toast({ title: 'Game verified', description: message }),
      onError: (error) => showErrorToast('Failed to verify the game. Please try again.', error),
    });
  return (
    <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Games to verify">
      {games.map((game) => {
        const state = gameVerification(stats.data, game.id);
        const busy = verify.isPending && verify.variables === game.id;
        return (
          <li key={game.id} className="flex flex-wrap items-center gap-3 p-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium">vs {game.opponent}</p>
              <p className="text-xs text-muted-foreground">
                {formatMediumDate(game.gameDate)}
                {game.teamScore !== null && game.opponentScore !== null
                  ? ` · ${game.teamScore}-${game.opponentScore}`
                  : ''}
              </p>
            </div>
            {state.verified ? (
              <Badge variant="outline" className="gap-1 border-success/40 bg-success/10 text-success">
                <BadgeCheckIcon aria-hidden="true" className="size-3.5" />
                Team verified{state.by ? ` · ${state.by}` : ''}
              </Badge>
            ) : (
              <Button
                size="sm"
                variant="outline"
                onClick={() => run(game)}
                disabled={busy}
                aria-label={`Verify the game against ${game.opponent} on ${formatMediumDate(game.gameDate)}`}
              >
                {busy ? <Spinner className="size-4 text-current" /> : <ShieldCheckIcon />}
                Verify
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
