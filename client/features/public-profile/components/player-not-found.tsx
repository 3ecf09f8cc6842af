import { NotFoundPanel } from '#client/components/not-found-panel.tsx';

/** Spec 2 §2: any player read failing with a status of 400 or more (hidden profiles answer 404 too). */
export function PlayerNotFound() {
  return (
    <NotFoundPanel documentTitle="Player Not Found" code="#00" title="Player Not Found">
      We couldn’t find this player. The link may be mistyped, or the profile isn’t public yet.
    </NotFoundPanel>
  );
}
