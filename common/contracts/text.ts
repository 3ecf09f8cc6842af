import { z } from 'zod';

/** PostgreSQL text cannot hold NUL characters: inputs refuse them rather than fail in the database. */
export const hasNoNul = (s: string) => !s.includes('\u0000');

export const NUL_MESSAGE = 'Contains an invalid character';

/** Paths of every string (value or object key) holding a NUL character, anywhere inside a value. */
export function findNul(
  value: unknown,
  path: PropertyKey[] = [],
  found: PropertyKey[][] = [],
): PropertyKey[][] {
  if (typeof value === 'string') {
    if (!hasNoNul(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => {
      findNul(v, [...path, i], found);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (!hasNoNul(k)) found.push([...path, k]);
      findNul(v, [...path, k], found);
    }
  }
  return found;
}

/**
 * Refuses NUL characters in every string of a value. The server checks every route's body, query and
 * params with it after the route's own schema, so no contract can forget it.
 */
export const NoNulSchema = z.unknown().superRefine((value, ctx) => {
  for (const path of findNul(value)) ctx.addIssue({ code: 'custom', path, message: NUL_MESSAGE });
});
