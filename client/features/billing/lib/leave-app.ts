/**
 * Sends the browser to a page outside the client router: Stripe's hosted checkout or billing portal, or
 * the local pages that stand in for them (a full load, as after a real payment).
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
