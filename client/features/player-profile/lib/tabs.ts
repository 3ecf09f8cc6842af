import type { StrengthItem } from '#common/profile-strength.ts';

export const PROFILE_TABS = [
  'overview',
  'parents',
  'events',
  'teams',
  'highlights',
  'stats',
  'goals',
  'analytics',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const TAB_LABELS: Record<ProfileTab, string> = {
  overview: 'Overview',
  parents: 'Parent/Guardian',
  events: 'Upcoming Events',
  teams: 'Team History',
  highlights: 'Highlights',
  stats: 'Game Stats',
  goals: 'Goals & Aspirations',
  analytics: 'Analytics',
};

/** Where each profile-strength item is completed. */
export const STRENGTH_ITEM_TAB: Record<StrengthItem['key'], ProfileTab> = {
  photo: 'overview',
  bio: 'overview',
  physical: 'overview',
  academics: 'overview',
  measurables: 'overview',
  teamHistory: 'teams',
  videos: 'highlights',
  schedule: 'events',
};
