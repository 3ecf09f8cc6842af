/**
 * A press on a server-rendered page before the app is live (D338). The page shows its buttons as soon as its
 * HTML arrives, while the app still loads its code and the page's screens; a press then reached nothing
 * and was lost, and the person pressed again or gave up. From the moment the app's code runs until it hands
 * the page to React, the last press on a button is held, and pressed again once the page is live: the
 * person's press is answered late rather than not at all. Links are left alone (they work without the
 * app), and so is anything React itself answers (every press after hydration has started).
 */

/** The button last pressed while the app was not live, or null. */
let held: HTMLElement | null = null;
let holding = false;

function onClick(event: MouseEvent) {
  if (!holding || !(event.target instanceof Element)) return;
  const button = event.target.closest<HTMLElement>('button, [role="button"], [role="tab"]');
  if (!button || (button instanceof HTMLButtonElement && button.type === 'submit')) return;
  held = button;
}

/** Starts holding presses (main.tsx, before its first wait). */
export function holdEarlyPresses(): void {
  if (holding) return;
  holding = true;
  document.addEventListener('click', onClick, true);
}

/**
 * Stops holding (main.tsx, just before React takes the page: from then on React answers presses itself,
 * hydrating the pressed part at once, so holding longer would answer one press twice).
 */
export function stopHoldingPresses(): void {
  holding = false;
  document.removeEventListener('click', onClick, true);
}

/**
 * Presses the held button again, as a pointer does (pointer and mouse down and up, then click: menus open
 * on pointer down, tabs on mouse down, the rest on click), if the page still shows it and it is enabled.
 * Called once the page is live (AppShell's first effect); the press runs in a task of its own, because React
 * answers a press on a part it hydrates later (HydrateLater) by hydrating that part at once, which it cannot
 * do from inside its own commit, where effects run.
 */
export function replayEarlyPress(): void {
  stopHoldingPresses();
  setTimeout(pressHeld, 0);
}

function pressHeld() {
  const button = held;
  held = null;
  if (!button?.isConnected || button.matches(':disabled, [aria-disabled="true"]')) return;
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
  const pointer = (type: string) =>
    typeof PointerEvent === 'function'
      ? new PointerEvent(type, { ...init, pointerType: 'mouse', isPrimary: true })
      : new MouseEvent(type, init);
  button.dispatchEvent(pointer('pointerdown'));
  button.dispatchEvent(new MouseEvent('mousedown', init));
  button.dispatchEvent(pointer('pointerup'));
  button.dispatchEvent(new MouseEvent('mouseup', init));
  button.click();
}
