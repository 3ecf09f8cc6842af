import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { RecruiterContactCard } from '#client/features/messaging/index.ts';
import { FamilySponsorshipsCard } from '#client/features/orgs/index.ts';
import { useMyPlayer } from '#client/features/players/index.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { PATHS } from '#client/lib/paths.ts';
import { needsParentalConsent } from '#common/age.ts';
import { ProfileScreen } from '../components/profile-screen.tsx';
import { ProfileLoading, ProfileNotFound } from '../components/profile-states.tsx';

/** /player/profile: the signed-in player's own profile; without one, the set-up screen (spec 2 §2). */
export function MyProfilePage() {
  const query = useMyPlayer();
  const { user } = useAuth();
  const hasNoProfile = isApiError(query.error, 404);
  const failed = query.isError && !hasNoProfile;

  useEffect(() => {
    if (failed) showErrorToast('Failed to fetch player profile');
  }, [failed]);

  if (query.isPending) return <ProfileLoading />;
  if (hasNoProfile) return <Navigate to={PATHS.profileSetup} replace />;
  if (!query.data) return <ProfileNotFound onRetry={() => query.refetch()} />;
  // D094: a player's own account answers its sponsorships (a linked parent does for a minor).
  // D111: the player's own Recruiter contact card (a parent manages it for a player under 17).
  const footer =
    user?.role === 'PLAYER' ? (
      <>
        <RecruiterContactCard
          playerId={query.data.player.id}
          playerName="you"
          readOnlyReason={
            needsParentalConsent(query.data.player)
              ? 'Your parent or guardian manages who may contact you until you are 17.'
              : null
          }
        />
        <FamilySponsorshipsCard />
      </>
    ) : null;
  return <ProfileScreen detail={query.data} pageLabel="My Profile" footer={footer} />;
}
