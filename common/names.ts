/** Spec 1 §2: the full name splits on whitespace: first word first name, the rest last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

/*
 * Names and other user text are cut by grapheme (D255): one user-perceived character, so an emoji (a
 * surrogate pair, or several code points joined by ZWJ), a flag or a letter with combining marks is kept
 * whole. A cut by UTF-16 unit leaves a lone surrogate, which the server writes out as U+FFFD while the
 * browser keeps it: the page shows "M�" and React's hydration fails (error #418).
 */
let made: Intl.Segmenter | undefined;
/** Made at first use, not at load: building one loads the break rules, work a page that never cuts a name can skip. */
const segmenter = () => {
  made ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return made;
};

/** The graphemes of a text, in order. */
export function graphemes(text: string): string[] {
  return Array.from(segmenter().segment(text), (s) => s.segment);
}

/** The first grapheme of a text after trimming ('' for a blank text). */
export function firstGrapheme(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  // Fast path: below U+0300 nothing joins a following character into one grapheme (combining marks, ZWJ,
  // variation selectors and emoji modifiers all lie above), but CR LF; the segmenter costs ~50x more.
  const c0 = trimmed.charCodeAt(0);
  if (c0 < 0x300 && c0 !== 13 && (trimmed.length === 1 || trimmed.charCodeAt(1) < 0x300))
    return trimmed[0] ?? '';
  const first = segmenter().segment(trimmed)[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment;
}

/**
 * A text cut to at most `max` graphemes, the last of them an ellipsis when it was cut. The result is
 * always whole graphemes, whatever the text holds.
 */
export function truncateGraphemes(text: string, max: number): string {
  // Fast path: a text of at most `max` UTF-16 units has at most `max` graphemes.
  if (text.length <= max) return text;
  const parts = graphemes(text);
  if (parts.length <= max) return text;
  return `${parts.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/** The upper-case form of one initial; a grapheme with no case (an emoji) stays as it is. */
function upperInitial(grapheme: string): string {
  // toUpperCase may lengthen a letter ("ß" → "SS"); an initial stays one grapheme.
  const upper = grapheme.toUpperCase();
  if (upper.length === grapheme.length) return upper;
  return graphemes(upper).length === 1 ? upper : grapheme;
}

/** The initials of a first and last name: the first grapheme of each, upper-cased ('' when both are blank). */
export function initials(firstName: string, lastName: string): string {
  return upperInitial(firstGrapheme(firstName)) + upperInitial(firstGrapheme(lastName));
}

/**
 * The initials of a full name (an account's or an organization's name): the first grapheme of its first
 * word and of its last word ("Jordan Avery" → "JA", "Madonna" → "M"); '' for a blank name.
 */
export function initialsOfFullName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  return initials(first, last);
}
