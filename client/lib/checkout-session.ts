/**
 * A guest who paid before having an account returns to /signup?checkout=success&session_id=...
 * (spec 1 §4, decisions §6). The id is kept for this tab and sent with registration or the next login,
 * which attach the paid subscription to the account once.
 */
export const CHECKOUT_SESSION_STORAGE_KEY = 'checkoutSessionId';

export function readCheckoutSessionId(): string | undefined {
  try {
    return window.sessionStorage.getItem(CHECKOUT_SESSION_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function storeCheckoutSessionId(id: string): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_SESSION_STORAGE_KEY, id);
  } catch {
    // Storage disabled: the payment still exists; support can attach it by hand.
  }
}

export function clearCheckoutSessionId(): void {
  try {
    window.sessionStorage.removeItem(CHECKOUT_SESSION_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
