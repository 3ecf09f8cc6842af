import type { Player } from '#common/contracts/players.ts';
import { MeasurablesCard } from './measurables-form.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';

interface OverviewTabProps {
  player: Player;
}

export function OverviewTab({ player }: OverviewTabProps) {
  const playerRef = { id: player.id, slug: player.slug };
  return (
    <div className="grid grid-cols-1 gap-6">
      <ProfileDetailsForm player={player} playerRef={playerRef} />
      <MeasurablesCard playerRef={playerRef} />
    </div>
  );
}
