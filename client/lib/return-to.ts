/**
 * An invitation page sends a signed-out visitor to log in or sign up first. The login and sign-up
 * screens do not take a return address, so the page is remembered here; the login screen (and the
 * parent dashboard, where a new parent lands after sign-up) moves back to it once.
 */
const KEY = 'rinkside.parent.returnTo';

/** The e-mailed link pages a visitor may come back to: co-parent, organization and sponsorship invitations. */
const RETURN_PREFIXES = ['/co-parent-invite/', '/org-invite/', '/sponsorship-invite/'] as const;

/** Whether a path is one of our own invitation pages (anything else is ignored: no open redirect). */
export function isReturnPath(path: string | null | undefined): path is string {
  return typeof path === 'string' && RETURN_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export function rememberReturnTo(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage can be unavailable (private mode); the dashboard cards still list the invitations.
  }
}

/** The remembered invitation page, once; only our own invitation paths are honoured. */
export function takeReturnTo(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return isReturnPath(path) ? path : null;
  } catch {
    return null;
  }
}
