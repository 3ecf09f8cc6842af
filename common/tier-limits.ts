/**
 * Subscription tiers, features and what each tier allows (decisions §5): the one source for the
 * seed, the server's limit checks and the client's pricing page. Prices here are only the defaults
 * the seed inserts; after that the admin edits them in the database.
 */
export const TIER_NAMES = ['locker_room', 'warm_up', 'first_line', 'all_star'] as const;
export type TierName = (typeof TIER_NAMES)[number];

/** A user without a subscription row is on this tier. */
export const FREE_TIER: TierName = 'locker_room';
/** Shown with the Most Popular badge. */
export const FEATURED_TIER: TierName = 'first_line';

export interface TierDefinition {
  name: TierName;
  displayName: string;
  description: string;
  /** Cents. Yearly is ten times monthly, so the pricing page shows "Save up to 17%". */
  priceMonthly: number;
  priceYearly: number;
  sortOrder: number;
}

export const TIERS: readonly TierDefinition[] = [
  {
    name: 'locker_room',
    displayName: 'Locker Room',
    description: 'Free forever. A public profile with game stats and your next two events.',
    priceMonthly: 0,
    priceYearly: 0,
    sortOrder: 1,
  },
  {
    name: 'warm_up',
    displayName: 'Warm-Up',
    description: 'Add your first highlight clip and share more of your schedule.',
    priceMonthly: 499,
    priceYearly: 4990,
    sortOrder: 2,
  },
  {
    name: 'first_line',
    displayName: 'First Line',
    description: 'Three highlight clips, unlimited events, a custom profile URL and analytics.',
    priceMonthly: 999,
    priceYearly: 9990,
    sortOrder: 3,
  },
  {
    name: 'all_star',
    displayName: 'All-Star',
    description: 'Everything, with unlimited highlight clips.',
    priceMonthly: 1999,
    priceYearly: 19990,
    sortOrder: 4,
  },
];

export const FEATURE_KEYS = [
  'highlight_clips',
  'upcoming_events',
  'custom_profile_url',
  'advanced_analytics',
  'game_stats',
  'verified_badge_request',
  'priority_search_placement',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

export interface FeatureDefinition {
  key: FeatureKey;
  name: string;
  description: string;
  category: string;
  /** Coming-soon features are shown nowhere on pricing and cannot be overridden. */
  isComingSoon: boolean;
  sortOrder: number;
}

export const FEATURES: readonly FeatureDefinition[] = [
  {
    key: 'highlight_clips',
    name: 'Highlight Clips',
    description: 'YouTube or Vimeo highlight videos on your profile.',
    category: 'media',
    isComingSoon: false,
    sortOrder: 1,
  },
  {
    key: 'upcoming_events',
    name: 'Upcoming Events',
    description: 'Tournaments, showcases and games recruiters can plan around.',
    category: 'schedule',
    isComingSoon: false,
    sortOrder: 2,
  },
  {
    key: 'custom_profile_url',
    name: 'Custom Profile URL',
    description: 'Choose the address of your public profile.',
    category: 'profile',
    isComingSoon: false,
    sortOrder: 3,
  },
  {
    key: 'advanced_analytics',
    name: 'Advanced Analytics',
    description: 'Profile views over time and who viewed you, by role.',
    category: 'analytics',
    isComingSoon: false,
    sortOrder: 4,
  },
  {
    key: 'game_stats',
    name: 'Game Stats',
    description: 'Game-by-game skater and goalie statistics.',
    category: 'stats',
    isComingSoon: false,
    sortOrder: 5,
  },
  {
    key: 'verified_badge_request',
    name: 'Verified Badge Request',
    description: 'Ask for your profile to be verified against team evidence.',
    category: 'verification',
    isComingSoon: true,
    sortOrder: 6,
  },
  {
    key: 'priority_search_placement',
    name: 'Priority Search Placement',
    description: 'Appear higher in recruiter search results.',
    category: 'visibility',
    isComingSoon: true,
    sortOrder: 7,
  },
];

/**
 * 'off' and 'on' for switch features, a number or 'unlimited' for counted ones.
 * Decisions §5 table, verbatim.
 */
export type TierLimitRule = 'off' | 'on' | 'unlimited' | number;

export const TIER_LIMITS: Readonly<Record<FeatureKey, Readonly<Record<TierName, TierLimitRule>>>> = {
  highlight_clips: { locker_room: 'off', warm_up: 1, first_line: 3, all_star: 'unlimited' },
  upcoming_events: { locker_room: 2, warm_up: 5, first_line: 'unlimited', all_star: 'unlimited' },
  custom_profile_url: { locker_room: 'off', warm_up: 'off', first_line: 'on', all_star: 'on' },
  advanced_analytics: { locker_room: 'off', warm_up: 'off', first_line: 'on', all_star: 'on' },
  game_stats: { locker_room: 'on', warm_up: 'on', first_line: 'on', all_star: 'on' },
  verified_badge_request: { locker_room: 'off', warm_up: 'off', first_line: 'off', all_star: 'off' },
  priority_search_placement: { locker_room: 'off', warm_up: 'off', first_line: 'off', all_star: 'off' },
};

/** A feature limit as the API speaks it: a number, 'unlimited', or null for a switch feature. */
export type FeatureLimit = number | 'unlimited' | null;

export interface FeatureAccess {
  enabled: boolean;
  limit: FeatureLimit;
}

export function isTierName(value: string): value is TierName {
  return (TIER_NAMES as readonly string[]).includes(value);
}

export function isFeatureKey(value: string): value is FeatureKey {
  return (FEATURE_KEYS as readonly string[]).includes(value);
}

export function ruleToAccess(rule: TierLimitRule): FeatureAccess {
  if (rule === 'off') return { enabled: false, limit: null };
  if (rule === 'on') return { enabled: true, limit: null };
  return { enabled: true, limit: rule };
}

/**
 * What a tier allows for a feature. An unknown tier reads as the free tier; an unknown or
 * coming-soon feature is off.
 */
export function featureLimitFor(tierName: string, featureKey: string): FeatureAccess {
  if (!isFeatureKey(featureKey)) return { enabled: false, limit: null };
  const tier = isTierName(tierName) ? tierName : FREE_TIER;
  return ruleToAccess(TIER_LIMITS[featureKey][tier]);
}

/** How a limit reads on screen: 'Unlimited', 'Up to 3', 'Included' (on/off); null when switched off. */
export function limitLabel(enabled: boolean, limit: FeatureLimit): string | null {
  if (!enabled) return null;
  if (limit === 'unlimited') return 'Unlimited';
  if (typeof limit === 'number') return `Up to ${limit}`;
  return 'Included';
}

/** The text stored in tier_features.limit / user_feature_overrides.limit. */
export function limitToText(limit: FeatureLimit): string | null {
  return limit === null ? null : String(limit);
}

/** Reads a stored limit back; anything that is not 'unlimited' or a whole number >= 0 is null. */
export function parseLimit(text: string | null | undefined): FeatureLimit {
  if (text == null) return null;
  const t = text.trim().toLowerCase();
  if (t === 'unlimited') return 'unlimited';
  return /^\d+$/.test(t) ? Number(t) : null;
}

/** Whether one more item fits: enabled, and either unlimited/uncounted or below the limit. */
export function canAddMore(access: FeatureAccess, used: number): boolean {
  if (!access.enabled) return false;
  return access.limit === null || access.limit === 'unlimited' || used < access.limit;
}

// ---------------------------------------------------------------------------------------------------------
// maxPlayers: how many child profiles a parent manages (decisions §5)

/**
 * Whether one more child fits: every path that links a child to a parent (creating it, approving a
 * request, accepting a co-parent invitation) asks this on the server, and the screens ask it before they
 * offer the form.
 */
export function canManageAnotherPlayer(playerCount: number, maxPlayers: number): boolean {
  return playerCount < maxPlayers;
}

/** The refusal, word for word the same on the server's 403 and on the screens. */
export function playerLimitMessage(maxPlayers: number): string {
  const profiles = maxPlayers === 1 ? 'player profile' : 'player profiles';
  return `Your plan allows ${maxPlayers} ${profiles}. Upgrade your plan to manage more players.`;
}
