import { Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandWordmark } from '#client/components/brand-logo.tsx';
import { buttonVariants, FOCUS_RING } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { cn } from '#client/lib/cn.ts';
import { lazyPart } from '#client/lib/lazy-part.ts';
import { PATHS } from '#client/lib/paths.ts';
import { MobileNav } from './mobile-nav.tsx';
import { navItemsForRole, PUBLIC_NAV } from './nav-items.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { UnreadBadge } from './unread-badge.tsx';

// Only a session has a user menu: its code (and the menu library's) loads once someone is signed in.
const UserMenu = lazyPart('user-menu', () =>
  import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })),
);

const AVATAR_PLACEHOLDER = <span aria-hidden="true" className="size-8 animate-pulse rounded-full bg-muted" />;

export function SiteHeader() {
  const { user, isLoading } = useAuth();
  const items = user ? navItemsForRole(user.role) : PUBLIC_NAV;

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="container-page flex h-16 items-center gap-6">
        <Link to={PATHS.home} className={cn('-mx-1 rounded-md px-1', FOCUS_RING)}>
          <BrandWordmark />
        </Link>

        {isLoading ? null : (
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      cn(
                        'inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors',
                        FOCUS_RING,
                        isActive
                          ? 'bg-accent text-accent-foreground'
                          : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
                      )
                    }
                  >
                    {item.label}
                    {item.badge === 'unread-messages' ? <UnreadBadge /> : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <ThemeToggle />
          {isLoading ? (
            AVATAR_PLACEHOLDER
          ) : user ? (
            <Suspense fallback={AVATAR_PLACEHOLDER}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <>
              <div className="hidden sm:block">
                <Link to={PATHS.login} className={buttonVariants({ variant: 'ghost' })}>
                  Log In
                </Link>
              </div>
              <Link to={PATHS.register} className={buttonVariants({ size: 'sm' })}>
                Sign Up
              </Link>
            </>
          )}
          {isLoading ? null : <MobileNav user={user} items={items} />}
        </div>
      </div>
    </header>
  );
}
