/**
 * A count with its noun, singular for exactly one (D251): "0 players", "1 player", "1,250 rows".
 * The one rule for every count the screens and messages show, on the server and in the browser.
 */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** The noun alone, for a count shown apart from it ("Showing 1–25 of 300 entries"). */
export function pluralNoun(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}
