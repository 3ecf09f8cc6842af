/**
 * The columns a PATCH sets: the entries that are not undefined (undefined means "leave as is"), or null
 * when nothing is left. Drizzle's .set({}) throws "No values to set", so every PATCH service checks this
 * first and answers the unchanged row for an empty patch (D056: an empty PATCH is a 200, never a 500).
 */
export function patchSet<T extends Record<string, unknown>>(values: T): Partial<T> | null {
  const set: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    if (values[key] !== undefined) set[key] = values[key];
  }
  return Object.keys(set).length > 0 ? set : null;
}
