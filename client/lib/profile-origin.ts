import { isSitePath } from './previous-page.ts';

/**
 * What a player card hands the profile it opens (in the history entry's state, so the profile's address
 * stays the profile's): the page with its filters and page number, to return to with "Back to results".
 */
export interface ProfileOrigin {
  from: string;
  label: string;
}

const SEARCH_PATHS = new Set(['/recruiter/search', '/search']);

function labelFor(pathname: string): string {
  if (SEARCH_PATHS.has(pathname)) return 'Back to results';
  if (pathname.startsWith('/recruiter/lists/')) return 'Back to list';
  if (pathname === '/recruiter/dashboard') return 'Back to dashboard';
  return 'Back';
}

export function profileOriginState(pathname: string, search: string): { profileOrigin: ProfileOrigin } {
  return { profileOrigin: { from: `${pathname}${search}`, label: labelFor(pathname) } };
}

/** The origin in a location's state, if it is one a card put there (history state is any page's to write). */
export function readProfileOrigin(state: unknown): ProfileOrigin | null {
  const origin = (state as { profileOrigin?: Partial<ProfileOrigin> } | null)?.profileOrigin;
  if (!origin || !isSitePath(origin.from)) return null;
  return { from: origin.from, label: labelFor(origin.from.split('?')[0] ?? '') };
}
