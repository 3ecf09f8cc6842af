import type { Player } from '#common/contracts/players.ts';
import { MeasurablesCard } from './measurables-form.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';

interface OverviewTabProps {
  player: Player;
  /** The player's own account (the adult's parents switch is theirs alone, D142). */
  isOwner?: boolean;
}

export function OverviewTab({ player, isOwner = false }: OverviewTabProps) {
  const playerRef = { id: player.id, slug: player.slug };
  return (
    <div className="grid grid-cols-1 gap-6">
      <ProfileDetailsForm player={player} playerRef={playerRef} isOwner={isOwner} />
      <MeasurablesCard playerRef={playerRef} />
    </div>
  );
}
