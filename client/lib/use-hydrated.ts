import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a server-rendered page (and on the server), true after: a part that depends
 * on what only the browser knows (history state, storage) renders then, so both draw the same markup first.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
