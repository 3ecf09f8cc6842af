import { LogOutIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandWordmark } from '#client/components/brand-logo.tsx';
import { Button, buttonVariants, FOCUS_RING } from '#client/components/ui/button.tsx';
import { Dialog, DialogTitle, SheetContent } from '#client/components/ui/dialog.tsx';
import { getErrorMessage } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { cn } from '#client/lib/cn.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { PATHS } from '#client/lib/paths.ts';
import type { SessionUser } from '#common/contracts/auth.ts';
import { homeItemForRole, type NavItem } from './nav-items.ts';
import { UnreadBadge } from './unread-badge.tsx';
import { UserAvatar } from './user-avatar.tsx';

/** The mobile menu's sheet (Radix dialog), loaded by MobileNav (mobile-nav.tsx) off the first page's path. */
export function MobileNavSheet({
  open,
  onOpenChange,
  user,
  items,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: SessionUser | null;
  items: NavItem[];
  /** The menu button, which takes the focus back when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const { logoutMutation } = useAuth();
  const links = user ? [...items, ...dedupe(items, homeItemForRole(user.role))] : items;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <DialogTitle className="sr-only">Menu</DialogTitle>
        <div className="pr-10">
          <BrandWordmark />
        </div>
        {user ? (
          <div className="flex items-center gap-3 rounded-lg border border-border bg-muted/60 p-3">
            <UserAvatar name={user.name} className="size-10 text-sm" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">{user.name}</p>
              <p className="truncate text-xs text-muted-foreground">{user.email}</p>
            </div>
          </div>
        ) : null}
        <nav aria-label="Mobile">
          <ul className="grid gap-1">
            {links.map((item) => {
              const Icon = item.icon;
              return (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      cn(
                        'flex h-11 items-center gap-3 rounded-md px-3 text-base font-medium transition-colors [&_svg]:size-5',
                        FOCUS_RING,
                        isActive ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
                      )
                    }
                  >
                    <Icon />
                    {item.label}
                    {item.badge === 'unread-messages' ? <UnreadBadge className="ml-auto" /> : null}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-auto grid gap-2 border-t border-border pt-4">
          {user ? (
            <Button
              variant="outline"
              disabled={logoutMutation.isPending}
              onClick={() =>
                logoutMutation.mutate(undefined, {
                  onError: (error) =>
                    showErrorToast(
                      getErrorMessage(error, 'Could not log out. Please try again.'),
                      undefined,
                      { title: 'Logout Failed' },
                    ),
                })
              }
            >
              <LogOutIcon />
              {logoutMutation.isPending ? 'Logging out...' : 'Logout'}
            </Button>
          ) : (
            <>
              <Link to={PATHS.login} className={buttonVariants({ variant: 'outline' })}>
                Log In
              </Link>
              <Link to={PATHS.register} className={buttonVariants()}>
                Sign Up
              </Link>
            </>
          )}
        </div>
      </SheetContent>
    </Dialog>
  );
}

function dedupe(items: NavItem[], extra: NavItem): NavItem[] {
  return items.some((i) => i.to === extra.to) ? [] : [extra];
}
