/**
 * The page of this site a person was on before the current one, in this tab (D117: Back goes
 * to the referrer). The root layout records every location; moves within one page (a tab in its query)
 * keep the page before it. Sign-in and sign-up screens are never a place to go back to.
 */

const NOT_A_DESTINATION = new Set([
  '/login',
  '/signup',
  '/register',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
]);

let currentPathname: string | null = null;
let currentPath: string | null = null;
let previousPath: string | null = null;

/** Only a path of this site: an absolute or protocol-relative URL would lead elsewhere. */
export function isSitePath(value: unknown): value is string {
  return (
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
  );
}

function destination(path: string | null): string | null {
  if (!path) return null;
  return NOT_A_DESTINATION.has(path.split('?')[0] ?? '') ? null : path;
}

/** The same-origin page that opened this one with a full page load, if any. */
function documentReferrer(): string | null {
  try {
    if (!document.referrer) return null;
    const url = new URL(document.referrer);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

export function recordPage(pathname: string, search: string): void {
  const path = `${pathname}${search}`;
  if (pathname === currentPathname) {
    currentPath = path;
    return;
  }
  previousPath = currentPathname === null ? documentReferrer() : currentPath;
  currentPathname = pathname;
  currentPath = path;
}

/**
 * The page before `pathname` (the page being drawn, which may not be recorded yet: the layout records
 * after its children render), or null when there is none worth going back to.
 */
export function previousPageOf(pathname: string): string | null {
  const before =
    currentPathname === null ? documentReferrer() : currentPathname === pathname ? previousPath : currentPath;
  if (!isSitePath(before) || before.split('?')[0] === pathname) return null;
  return destination(before);
}
