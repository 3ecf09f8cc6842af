import { useEffect } from 'react';
import { useParams } from 'react-router';
import { usePlayer } from '#client/features/players/index.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { ProfileScreen } from '../components/profile-screen.tsx';
import { ProfileLoading, ProfileNotFound } from '../components/profile-states.tsx';

/** /parent/player/{id}: the same screen for a parent (or an admin) managing a child's profile. */
export function ParentPlayerPage() {
  const { id } = useParams();
  const query = usePlayer(id);
  const failed = query.isError && !isApiError(query.error, 404) && !isApiError(query.error, 400);

  useEffect(() => {
    if (failed) showErrorToast('Failed to fetch player profile');
  }, [failed]);

  if (!id) return <ProfileNotFound />;
  if (query.isPending) return <ProfileLoading />;
  if (!query.data?.viewer.canEdit) {
    return <ProfileNotFound onRetry={failed ? () => query.refetch() : undefined} />;
  }
  return <ProfileScreen detail={query.data} pageLabel={`${query.data.player.firstName}'s Profile`} />;
}
