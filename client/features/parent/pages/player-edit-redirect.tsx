import { Navigate, useParams } from 'react-router';
import { pathTo } from '#client/lib/paths.ts';

/** Spec 2 §2 sends a parent to /player/{id}/edit after creating a child: that is the own-profile screen. */
export function PlayerEditRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={pathTo.parentPlayer(id)} replace />;
}
