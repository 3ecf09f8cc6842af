import { useCallback, useSyncExternalStore } from 'react';
import { COMPARE_MAX, COMPARE_MIN } from '#common/compare.ts';

/**
 * The compare tray (D297): the players a recruiter picked to compare, kept in the tab's session storage
 * so it survives moving between search, lists and profiles. A server render sees it empty.
 */
const KEY = 'rinkside.compare';
const listeners = new Set<() => void>();
const EMPTY: readonly string[] = [];
let cache: { raw: string | null; ids: readonly string[] } = { raw: null, ids: EMPTY };

function read(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    return EMPTY;
  }
  if (raw !== cache.raw) {
    let ids: readonly string[] = EMPTY;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      if (Array.isArray(parsed)) ids = parsed.filter((v): v is string => typeof v === 'string');
    } catch {
      ids = EMPTY;
    }
    cache = { raw, ids };
  }
  return cache.ids;
}

function write(ids: readonly string[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Storage refused (private mode): the tray stays as it was.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The address of the comparison of these players. */
export function compareHref(ids: readonly string[]): string {
  return `/recruiter/compare?ids=${ids.map(encodeURIComponent).join(',')}`;
}

export function useCompareTray() {
  const ids = useSyncExternalStore(subscribe, read, () => EMPTY);
  const toggle = useCallback((id: string) => {
    const now = read();
    if (now.includes(id)) write(now.filter((x) => x !== id));
    else if (now.length < COMPARE_MAX) write([...now, id]);
  }, []);
  const clear = useCallback(() => write([]), []);
  return { ids, toggle, clear, full: ids.length >= COMPARE_MAX, ready: ids.length >= COMPARE_MIN };
}

export type CompareIds = { ids: string[]; error: null } | { ids: string[]; error: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The players named by ?ids=a,b,c, or the message saying what is wrong with the list. */
export function parseCompareIds(value: string | null): CompareIds {
  const ids = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length < COMPARE_MIN)
    return {
      ids,
      error: `Pick ${COMPARE_MIN} to ${COMPARE_MAX} players to compare (use Compare on their cards).`,
    };
  if (ids.length > COMPARE_MAX)
    return {
      ids,
      error: `Compare at most ${COMPARE_MAX} players at a time; remove ${ids.length - COMPARE_MAX}.`,
    };
  if (new Set(ids).size !== ids.length)
    return { ids, error: 'The same player is named twice: remove the repeat.' };
  if (!ids.every((id) => UUID.test(id)))
    return { ids, error: 'One of the players in this address is not a player id.' };
  return { ids, error: null };
}
