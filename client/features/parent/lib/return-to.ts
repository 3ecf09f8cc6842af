/**
 * The invitation page sends a signed-out visitor to log in or sign up first. The login and sign-up
 * screens do not take a return address, so the page is remembered here and the parent dashboard (where
 * a parent lands after login) moves back to it once.
 */
const KEY = 'rinkside.parent.returnTo';

export function rememberReturnTo(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage can be unavailable (private mode); the dashboard card still links to the invitation.
  }
}

/** The remembered invitation page, once; only our own invitation paths are honoured. */
export function takeReturnTo(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path?.startsWith('/co-parent-invite/') ? path : null;
  } catch {
    return null;
  }
}
