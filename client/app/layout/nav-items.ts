import {
  BuildingIcon,
  CreditCardIcon,
  LayoutDashboardIcon,
  ListIcon,
  MessagesSquareIcon,
  SearchIcon,
  ShieldIcon,
  UserIcon,
  UsersIcon,
} from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { PATHS } from '#client/lib/paths.ts';
import { homePathForRole, navigationRole } from '#common/roles.ts';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The link carries the unread messages badge (D120). */
  badge?: 'unread-messages';
}

const MESSAGES: NavItem = {
  label: 'Messages',
  to: PATHS.messages,
  icon: MessagesSquareIcon,
  badge: 'unread-messages',
};

/** Header navigation by role (spec 1 §2); ORG_ADMIN and ORG_STAFF share "organization" (spec 1 §6). */
const NAV_BY_ROLE: Record<string, NavItem[]> = {
  recruiter: [
    { label: 'Dashboard', to: PATHS.recruiterDashboard, icon: LayoutDashboardIcon },
    { label: 'Search', to: PATHS.recruiterSearch, icon: SearchIcon },
    { label: 'Lists', to: PATHS.recruiterLists, icon: ListIcon },
    MESSAGES,
  ],
  organization: [
    { label: 'Dashboard', to: PATHS.orgDashboard, icon: LayoutDashboardIcon },
    { label: 'Roster', to: PATHS.orgRoster, icon: UsersIcon },
  ],
  player: [{ label: 'My Profile', to: PATHS.playerProfile, icon: UserIcon }, MESSAGES],
  parent: [{ label: 'Dashboard', to: PATHS.parentDashboard, icon: LayoutDashboardIcon }, MESSAGES],
  admin: [
    { label: 'Admin Dashboard', to: PATHS.adminDashboard, icon: ShieldIcon },
    { label: 'Tiers', to: PATHS.adminTiers, icon: CreditCardIcon },
    { label: 'Organizations', to: PATHS.adminOrganizations, icon: BuildingIcon },
  ],
};

export function navItemsForRole(role: string | undefined): NavItem[] {
  if (!role) return [];
  return NAV_BY_ROLE[navigationRole(role)] ?? [];
}

/** The user menu's role-specific item: the place login sends this role to. */
export function homeItemForRole(role: string): NavItem {
  const to = homePathForRole(role);
  switch (navigationRole(role)) {
    case 'player':
      return { label: 'My Profile', to, icon: UserIcon };
    case 'admin':
      return { label: 'Admin Dashboard', to, icon: ShieldIcon };
    case 'organization':
      return { label: 'Organization Dashboard', to, icon: BuildingIcon };
    default:
      return { label: 'Dashboard', to, icon: LayoutDashboardIcon };
  }
}

/** Links of the public site, shown to visitors who are not signed in. */
export const PUBLIC_NAV: NavItem[] = [{ label: 'Pricing', to: PATHS.pricing, icon: ListIcon }];
