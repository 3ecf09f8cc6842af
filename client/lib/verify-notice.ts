import { useEffect, useSyncExternalStore } from 'react';

/**
 * One verify-email notice per screen (D119). The layout's banner is that notice. A screen
 * whose content waits for verification adds its reason to the banner (useVerifyNoticeReason) instead of
 * showing a second notice; a screen that is itself the notice (with its own resend) hides the banner
 * (useOwnVerifyNotice).
 */
export interface VerifyNoticeState {
  reasons: readonly string[];
  ownedByPage: boolean;
}

const EMPTY: VerifyNoticeState = { reasons: [], ownedByPage: false };
const reasons = new Map<symbol, string>();
const owners = new Set<symbol>();
const listeners = new Set<() => void>();
let snapshot: VerifyNoticeState = EMPTY;

function publish() {
  snapshot = { reasons: [...new Set(reasons.values())], ownedByPage: owners.size > 0 };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useVerifyNotice(): VerifyNoticeState {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
}

/** While mounted with a reason, the banner says why this screen needs the address verified. */
export function useVerifyNoticeReason(reason: string | null | false | undefined): void {
  useEffect(() => {
    if (!reason) return;
    const key = Symbol('reason');
    reasons.set(key, reason);
    publish();
    return () => {
      reasons.delete(key);
      publish();
    };
  }, [reason]);
}

/** While mounted and `active`, this screen is the verify notice: the banner steps aside. */
export function useOwnVerifyNotice(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const key = Symbol('owner');
    owners.add(key);
    publish();
    return () => {
      owners.delete(key);
      publish();
    };
  }, [active]);
}
