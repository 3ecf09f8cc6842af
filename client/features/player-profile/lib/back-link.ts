import type { Role } from '#common/enums.ts';

/** Pages that link to a profile store where they were, so Back returns there (spec 2 §2). */
export const PROFILE_REFERRER_KEY = 'profileReferrer';

const ROLE_DEFAULTS: Partial<Record<Role, string>> = {
  ADMIN: '/admin/dashboard',
  RECRUITER: '/recruiter/search',
  PARENT: '/parent/dashboard',
  ORG_ADMIN: '/org/dashboard',
  ORG_STAFF: '/org/dashboard',
  PLAYER: '/player/profile',
};

/** Only a path of this site: a stored absolute or protocol-relative URL would lead elsewhere. */
function isSafePath(value: string | null): value is string {
  return Boolean(value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'));
}

export function readStoredReferrer(): string | null {
  try {
    const stored = sessionStorage.getItem(PROFILE_REFERRER_KEY);
    return isSafePath(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function backPathFor(role: Role | string | undefined): string {
  return readStoredReferrer() ?? ROLE_DEFAULTS[role as Role] ?? '/';
}
