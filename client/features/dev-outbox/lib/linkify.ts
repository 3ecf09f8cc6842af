export type TextPart = { type: 'text'; text: string } | { type: 'link'; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
// Sentence punctuation right after a link belongs to the sentence, not the address.
const TRAILING = /[.,;:!?)\]}]+$/;

/** Splits plain text into text and http(s) link parts. Nothing is ever parsed as HTML. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    let href = match[0];
    const trailing = href.match(TRAILING)?.[0] ?? '';
    if (trailing) href = href.slice(0, -trailing.length);
    if (start > last) parts.push({ type: 'text', text: text.slice(last, start) });
    parts.push({ type: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ type: 'text', text: text.slice(last) });
  return parts;
}
