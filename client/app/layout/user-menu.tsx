import { ChevronDownIcon, LogOutIcon, SettingsIcon } from 'lucide-react';
import { Link } from 'react-router';
import { FOCUS_RING } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { getErrorMessage } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { cn } from '#client/lib/cn.ts';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { PATHS } from '#client/lib/paths.ts';
import type { SessionUser } from '#common/contracts/auth.ts';
import { homeItemForRole } from './nav-items.ts';
import { UserAvatar } from './user-avatar.tsx';

export function UserMenu({ user }: { user: SessionUser }) {
  const { logoutMutation } = useAuth();
  const home = homeItemForRole(user.role);
  const HomeIcon = home.icon;

  const logout = () =>
    logoutMutation.mutate(undefined, {
      onError: (error) =>
        showErrorToast(getErrorMessage(error, 'Could not log out. Please try again.'), undefined, {
          title: 'Logout Failed',
        }),
    });

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          'flex items-center gap-2 rounded-full p-1 transition-colors hover:bg-accent data-[state=open]:bg-accent md:pr-2.5',
          FOCUS_RING,
        )}
      >
        <UserAvatar name={user.name} />
        {/* The name is "User menu" plus the visible name, so speech matches what is on screen. */}
        <span className="sr-only">User menu</span>
        <span className="hidden max-w-[10rem] truncate text-sm font-medium lg:inline">{user.name}</span>
        <ChevronDownIcon className="hidden size-4 text-muted-foreground md:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3">
          <UserAvatar name={user.name} className="size-10 text-sm" />
          <span className="min-w-0">
            <span className="block truncate font-semibold">{user.name}</span>
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={home.to}>
            <HomeIcon />
            {home.label}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={PATHS.account}>
            <SettingsIcon />
            Account Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={logoutMutation.isPending} onSelect={logout}>
          <LogOutIcon />
          {logoutMutation.isPending ? 'Logging out...' : 'Logout'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
