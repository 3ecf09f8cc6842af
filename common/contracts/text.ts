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

/** typeMessage replaces zod's "expected string, received undefined" for a missing or mistyped field. */
export const text = (max: number, typeMessage = 'Must be text') =>
  z.string({ error: typeMessage }).trim().max(max).refine(hasNoNul, NUL_MESSAGE);
export const requiredText = (max: number, message: string) => text(max, message).min(1, message);
export const optionalText = (max: number) => text(max).nullish();
/** An empty string from a form clears the field. */
export const emptyToNull = (v: unknown) => (v === '' ? null : v);
export const optionalEmail = z.preprocess(
  emptyToNull,
  z.string().trim().toLowerCase().pipe(z.email('Must be a valid email address').max(254)).nullish(),
);
/** An http(s) address; an empty string clears it. */
export const optionalUrl = z.preprocess(
  emptyToNull,
  z
    .url({ message: 'Must be a valid URL', protocol: /^https?$/ })
    .max(500)
    .nullish(),
);

/** A query value left empty ('?role=') reads as absent. */
export const absentIfEmpty = (v: unknown) => (v === '' ? undefined : v);

/** The page and pageSize of a paginated query: whole numbers, 1 and `defaultSize` when absent. */
export function pagingParams(limits: {
  maxPage: number;
  maxPageMessage: string;
  defaultSize: number;
  maxSize: number;
}) {
  return {
    page: z.preprocess(
      absentIfEmpty,
      z.coerce
        .number({ message: 'Page must be a whole number' })
        .int('Page must be a whole number')
        .min(1, 'Page starts at 1')
        .max(limits.maxPage, limits.maxPageMessage)
        .default(1),
    ),
    pageSize: z.preprocess(
      absentIfEmpty,
      z.coerce
        .number({ message: 'Page size must be a whole number' })
        .int('Page size must be a whole number')
        .min(1, 'Page size must be at least 1')
        .max(limits.maxSize, `Page size must be at most ${limits.maxSize}`)
        .default(limits.defaultSize),
    ),
  };
}
