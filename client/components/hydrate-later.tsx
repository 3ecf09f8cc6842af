import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page below its first screen, hydrated in its own pass after the rest (D208).
 * React leaves the content of a Suspense boundary it finds in server HTML as it is, visible and unchanged,
 * and hydrates it later at low priority, in a render and commit of its own; an event in it (a click)
 * hydrates it at once. So the first hydration of a long page commits only the top of it, and the page's
 * main thread is busy in several short tasks instead of one long one (total blocking time). Nothing in it
 * suspends: the server renders its content (no fallback in the HTML), and a client-side navigation draws
 * it at once like any other element.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
