import { ChartColumnIcon } from 'lucide-react';
import { type SeasonStatList, SeasonStatsTables } from '#client/features/players/index.ts';
import { GameByGameDialog } from './game-by-game-dialog.tsx';
import { EmptyNote, ProfileCard } from './profile-card.tsx';

/**
 * Spec 2 §2: the Season Stats card, skater and goalie seasons (newest first) with their career rows, and
 * a Game by Game dialog when games are logged (D110).
 */
export function SeasonStatsCard({
  playerId,
  playerName,
  seasons,
}: {
  playerId: string;
  playerName: string;
  seasons: SeasonStatList;
}) {
  const isEmpty = seasons.stats.length === 0 && seasons.goalieStats.length === 0;
  return (
    <ProfileCard
      title="Season Stats"
      icon={ChartColumnIcon}
      className="lg:col-span-2"
      aside={seasons.gameCount > 0 ? <GameByGameDialog playerId={playerId} playerName={playerName} /> : null}
    >
      {isEmpty ? (
        <EmptyNote>No season stats recorded yet.</EmptyNote>
      ) : (
        <SeasonStatsTables seasons={seasons} playerName={playerName} />
      )}
    </ProfileCard>
  );
}
