/**
 * The recruiters' side-by-side comparison (D297): which values of a row are the better ones. A row is
 * marked only where there is a difference to mark: at least two players have a value and not all of them
 * are equal. Every player holding the best value is marked (a tie at the top marks each).
 */
export type Better = 'higher' | 'lower';

export function bestIndexes(values: readonly (number | null | undefined)[], better: Better): Set<number> {
  const present = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (present.length < 2) return new Set();
  const best = better === 'higher' ? Math.max(...present) : Math.min(...present);
  if (present.every((v) => v === best)) return new Set();
  const marked = new Set<number>();
  values.forEach((v, i) => {
    if (v === best) marked.add(i);
  });
  return marked;
}

/** A number from a stat the API sends as text ("2.45", "91.7"); null when absent or not a number. */
export function statNumber(text: string | null | undefined): number | null {
  if (text == null || text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** The most players compared at once, and the fewest that make a comparison. */
export const COMPARE_MAX = 4;
export const COMPARE_MIN = 2;
