import { NotFoundPanel } from '#client/components/not-found-panel.tsx';

/** An unknown organization address (the public read answers 404): the look of Player Not Found. */
export function PublicOrgNotFound() {
  return (
    <NotFoundPanel documentTitle="Organization Not Found" code="404" title="Page Not Found">
      We couldn’t find this organization. The link may be mistyped, or the program has moved.
    </NotFoundPanel>
  );
}
