/**
 * The custom profile URL (D114, decisions §5 custom_profile_url): what a chosen slug may be, the one
 * rule the server enforces and the form checks as the player types.
 */
import { TIER_LIMITS, TIERS } from './tier-limits.ts';

export const CUSTOM_SLUG_MIN = 3;
export const CUSTOM_SLUG_MAX = 40;

/**
 * Words that name the app's own addresses or could pass for them: the fixed paths beside /player/{slug}
 * and /api/players/{id} (setup, me, search, parent-create, profile, edit), the app's top-level routes, and
 * words a visitor would take for the site's own pages. A unit test holds the list against the routes.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'about',
  'account',
  'admin',
  'administrator',
  'analytics',
  'api',
  'app',
  'approve-profile',
  'billing',
  'checkout',
  'co-parent-invite',
  'contact',
  'create-player-profile',
  'dashboard',
  'dev',
  'edit',
  'forgot-password',
  'help',
  'home',
  'how-recruiting-works',
  'login',
  'logout',
  'me',
  'media',
  'messages',
  'new',
  'org',
  'org-invite',
  'parent',
  'parent-create',
  'player',
  'players',
  'pricing',
  'privacy',
  'profile',
  'profile-setup',
  'recruiter',
  'recruiters',
  'register',
  'reset-password',
  'rinkside',
  'search',
  'settings',
  'setup',
  'shared',
  'signup',
  'sitemap',
  'sponsorship-invite',
  'support',
  'terms',
  'unsubscribe',
  'verify-email',
]);

const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the player typed, as a slug is stored: trimmed and lower-case. */
export function normalizeCustomSlug(input: string): string {
  return input.trim().toLowerCase();
}

/**
 * Why a chosen profile URL is refused, or null when it may be used (uniqueness is the server's question):
 * 3 to 40 lower-case letters, digits and single hyphens, starting and ending with a letter or digit, with
 * at least one letter, not a reserved word, and never shaped like a profile id.
 */
export function customSlugError(slug: string): string | null {
  if (slug.length < CUSTOM_SLUG_MIN) return `Use at least ${CUSTOM_SLUG_MIN} characters.`;
  if (slug.length > CUSTOM_SLUG_MAX) return `Use at most ${CUSTOM_SLUG_MAX} characters.`;
  if (!SLUG_SHAPE.test(slug)) {
    return 'Use only lower-case letters, digits and single hyphens, starting and ending with a letter or digit.';
  }
  if (!/[a-z]/.test(slug)) return 'Include at least one letter.';
  if (RESERVED_SLUGS.has(slug) || UUID_SHAPE.test(slug)) {
    return 'That address is reserved by Rinkside. Please choose another.';
  }
  return null;
}

/** The display names of the plans that include a switch feature, in price order: "First Line or All-Star". */
export function plansIncluding(featureKey: keyof typeof TIER_LIMITS): string {
  const names = TIERS.filter((t) => TIER_LIMITS[featureKey][t.name] !== 'off').map((t) => t.displayName);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** The refusal when the plan lacks the feature (server 403 and the locked screens say the same). */
export const CUSTOM_URL_LOCKED_MESSAGE = `A custom profile URL comes with the ${plansIncluding('custom_profile_url')} plan. Upgrade to choose your address.`;
export const ANALYTICS_LOCKED_MESSAGE = `Advanced analytics come with the ${plansIncluding('advanced_analytics')} plan. Upgrade to see your views over time and who viewed you.`;
