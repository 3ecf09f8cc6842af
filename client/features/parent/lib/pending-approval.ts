/**
 * An approval waiting for the parent to verify their e-mail address (D061). The approval
 * token stays in this browser only: never in a URL the server sees. localStorage rather than
 * sessionStorage because the verification link usually opens in a new tab, which has a fresh
 * sessionStorage. The entry names the account it was saved for (no other account uses it) and is dropped
 * once used or after 7 days (the approval link's lifetime). The token alone approves nothing: the server
 * also wants the verified account the request was sent to.
 */
const KEY = 'rinkside.pendingApproval';
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface PendingApproval {
  token: string;
  userId: string;
  savedAt: number;
}

export function rememberPendingApproval(token: string, userId: string): void {
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify({ token, userId, savedAt: Date.now() } satisfies PendingApproval),
    );
  } catch {
    // Storage can be unavailable (private mode): the approval link still works once verified.
  }
}

/** The approval token saved for this account, if it is still fresh. */
export function readPendingApproval(userId: string): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<PendingApproval>;
    const fresh = typeof entry.savedAt === 'number' && Date.now() - entry.savedAt < MAX_AGE_MS;
    if (!fresh || typeof entry.token !== 'string') {
      localStorage.removeItem(KEY);
      return null;
    }
    return entry.userId === userId ? entry.token : null;
  } catch {
    return null;
  }
}

export function forgetPendingApproval(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
