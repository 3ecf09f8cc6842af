import { MenuIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import type { SessionUser } from '#common/contracts/auth.ts';
import type { NavItem } from './nav-items.ts';
import { UnreadBadge } from './unread-badge.tsx';

// The sheet and Radix's dialog code are not on the first page's critical path (D203): they are fetched
// once the page has rendered, so the first tap opens the menu at once.
const MobileNavSheet = lazy(() =>
  import('./mobile-nav-sheet.tsx').then((module) => ({ default: module.MobileNavSheet })),
);

/** Below the md breakpoint the header navigation collapses into this menu button and sheet. */
export function MobileNav({ user, items }: { user: SessionUser | null; items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const [rendered, setRendered] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setRendered(true), []);
  // A followed link closes the sheet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className="relative md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon className="size-5!" />
        {user ? <UnreadBadge className="absolute -top-0.5 -right-0.5 h-4 min-w-4 px-1 text-[10px]" /> : null}
      </Button>
      {rendered ? (
        <Suspense fallback={null}>
          <MobileNavSheet open={open} onOpenChange={setOpen} user={user} items={items} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
