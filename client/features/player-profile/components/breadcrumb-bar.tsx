import { ChevronLeftIcon, ChevronRightIcon, HouseIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '#client/lib/auth.tsx';
import { previousPageOf } from '#client/lib/previous-page.ts';
import { homePathForRole } from '#common/roles.ts';

const LINK =
  'inline-flex items-center gap-1.5 rounded-md px-1 py-0.5 font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * Spec 2 §2: Home, and Back to the page this one was opened from, else the role's home; when that is this
 * very page (a player's own profile), there is nowhere to go back to and Back is not shown.
 */
export function BreadcrumbBar({ current }: { current: string }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  // Read once: where this visit started from, not the tabs moved through since.
  const [backPath] = useState(() => {
    const home = user ? homePathForRole(user.role) : null;
    return previousPageOf(pathname) ?? (home && home !== pathname ? home : null);
  });

  return (
    <div className="flex items-center justify-between gap-4 text-sm">
      <nav aria-label="Breadcrumb" className="min-w-0">
        <ol className="flex items-center gap-1">
          <li>
            <Link to="/" className={LINK}>
              <HouseIcon className="size-4" />
              Home
            </Link>
          </li>
          <li aria-hidden="true" className="text-muted-foreground/70">
            <ChevronRightIcon className="size-4" />
          </li>
          <li className="truncate">
            <span aria-current="page" className="font-semibold text-foreground">
              {current}
            </span>
          </li>
        </ol>
      </nav>
      {backPath ? (
        <Link to={backPath} className={LINK}>
          <ChevronLeftIcon className="size-4" />
          Back
        </Link>
      ) : null}
    </div>
  );
}
