import { z } from 'zod';
import { webAddressInput } from '../web-address.ts';

/**
 * Control characters (D134): C0 (U+0000-U+001F), DEL (U+007F) and C1 (U+0080-U+009F). ESC and
 * BEL in a name stored from a form or an import drive any terminal or log viewer that shows it, and
 * PostgreSQL text cannot hold NUL. Multi-line free text keeps tab, line feed and carriage return (what a
 * text area and a pasted paragraph hold); single-line text keeps none of them.
 */
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const isLineBreakOrTab = (code: number) => code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN;
const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);

/** No control character but tab, line feed and carriage return: the rule for multi-line free text. */
export function hasNoControl(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (isControl(code) && !isLineBreakOrTab(code)) return false;
  }
  return true;
}

const hasNoLineBreakOrTab = (s: string) => !(s.includes('\n') || s.includes('\r') || s.includes('\t'));

/** No control character at all, line breaks and tabs included: the rule for single-line text. */
export const isOneLine = (s: string) => hasNoControl(s) && hasNoLineBreakOrTab(s);

export const CONTROL_MESSAGE = 'Contains an invalid character';
export const ONE_LINE_MESSAGE = 'Line breaks and tabs are not allowed here';

/** @deprecated The NUL check grew into the control-character rule: use hasNoControl. */
export const hasNoNul = hasNoControl;
/** @deprecated Use CONTROL_MESSAGE. */
export const NUL_MESSAGE = CONTROL_MESSAGE;

/** A string schema with the single-line rule: one message for a control character, one for a line break. */
export const oneLine = <T extends z.ZodType<string, string>>(schema: T) =>
  schema
    .refine(hasNoControl, { message: CONTROL_MESSAGE, abort: true })
    .refine(hasNoLineBreakOrTab, ONE_LINE_MESSAGE);

/** A string schema with the multi-line rule. */
export const multiLine = <T extends z.ZodType<string, string>>(schema: T) =>
  schema.refine(hasNoControl, CONTROL_MESSAGE);

/**
 * Paths of every string (value or object key) holding a control character other than tab, line feed and
 * carriage return, anywhere inside a value; `skipKeys` of the top-level object are left out.
 */
export function findControlChars(
  value: unknown,
  skipKeys: readonly string[] = [],
  path: PropertyKey[] = [],
  found: PropertyKey[][] = [],
): PropertyKey[][] {
  if (typeof value === 'string') {
    if (!hasNoControl(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => {
      findControlChars(v, [], [...path, i], found);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (!hasNoControl(k)) found.push([...path, k]);
      else if (!skipKeys.includes(k)) findControlChars(v, [], [...path, k], found);
    }
  }
  return found;
}

/**
 * Refuses control characters (but tab, line feed, carriage return) in every string of a value. The
 * server checks every route's body, query and params with it after the route's own schema, so no
 * contract can forget it; single-line fields refuse line breaks too, in their contracts (text()).
 */
export const noControlSchema = (skipKeys: readonly string[] = []) =>
  z.unknown().superRefine((value, ctx) => {
    for (const path of findControlChars(value, skipKeys)) {
      ctx.addIssue({ code: 'custom', path, message: CONTROL_MESSAGE });
    }
  });

/** Single-line text; typeMessage replaces zod's "expected string, received undefined". */
export const text = (max: number, typeMessage = 'Must be text') =>
  oneLine(z.string({ error: typeMessage }).trim().max(max));
export const requiredText = (max: number, message: string) => text(max, message).min(1, message);
export const optionalText = (max: number) => text(max).nullish();
/** Multi-line free text (a bio, notes, a message): line breaks and tabs allowed, other controls not. */
export const multilineText = (max: number, typeMessage = 'Must be text') =>
  multiLine(z.string({ error: typeMessage }).trim().max(max));
export const requiredMultilineText = (max: number, message: string) =>
  multilineText(max, message).min(1, message);
export const optionalMultilineText = (max: number) => multilineText(max).nullish();
/** An empty string from a form clears the field. */
export const emptyToNull = (v: unknown) => (v === '' ? null : v);
export const optionalEmail = z.preprocess(
  emptyToNull,
  z.string().trim().toLowerCase().pipe(z.email('Must be a valid email address').max(254)).nullish(),
);
/** An http(s) address; "www.site.org" reads as https://www.site.org (D242). */
export const webUrl = z.preprocess(
  webAddressInput,
  z.url({ message: 'Must be a valid URL', protocol: /^https?$/ }).max(500),
);
/** The same, optional: an empty string clears it. */
export const optionalUrl = z.preprocess(
  (v) => emptyToNull(typeof v === 'string' ? v.trim() : v),
  webUrl.nullish(),
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
