import { BadgeCheckIcon, LayoutDashboardIcon, SettingsIcon, UsersIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '#client/lib/cn.ts';
import { PATHS } from '#client/lib/paths.ts';

const ITEMS = [
  { label: 'Dashboard', to: PATHS.orgDashboard, icon: LayoutDashboardIcon, end: true },
  { label: 'Roster', to: PATHS.orgRoster, icon: UsersIcon, end: false },
  { label: 'Verification', to: PATHS.orgVerification, icon: BadgeCheckIcon, end: true },
  { label: 'Settings', to: PATHS.orgSettings, icon: SettingsIcon, end: true },
] as const;

/**
 * The organization screens' sub-navigation. NavLink marks the current page with aria-current="page";
 * a roster player's page counts as Roster.
 */
export function StaffOrgNav() {
  return (
    <nav aria-label="Organization" className="-mx-1 overflow-x-auto px-1">
      <ul className="flex w-max min-w-full border-b border-border sm:gap-1">
        {ITEMS.map(({ label, to, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex h-10 items-center gap-2 border-b-2 px-2 text-[13px] font-semibold sm:text-sm whitespace-nowrap transition-colors max-sm:[&_svg]:hidden sm:px-3 [&_svg]:size-4',
                  'rounded-t-md outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  isActive
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
                )
              }
            >
              <Icon aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
