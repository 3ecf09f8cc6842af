import { ChevronLeftIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { readProfileOrigin } from '#client/lib/profile-origin.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';

/**
 * "Back to results" (D117) when a player card opened this profile: back to the same search,
 * filters and page. The origin lives in the history entry, which the server never sees: drawn only once
 * the page is live, so the server's markup and the first browser render stay the same.
 */
export function ProfileBackLink() {
  const { state } = useLocation();
  const hydrated = useHydrated();
  const origin = hydrated ? readProfileOrigin(state) : null;
  if (!origin) return null;
  return (
    <div className="container-page pt-4">
      <Link
        to={origin.from}
        className="inline-flex items-center gap-1.5 rounded-md px-1 py-0.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ChevronLeftIcon className="size-4" />
        {origin.label}
      </Link>
    </div>
  );
}
