import type { PageHead } from '#client/lib/route-data.ts';
import { HYDRATION_ELEMENT_ID } from '#common/hydration.ts';
import { escapeHtml } from '#server/lib/html.ts';

/**
 * The HTML document of a server-rendered page: the build's index.html with the page's head
 * (title, description, canonical URL, Open Graph and Twitter tags), the rendered app in #root and the
 * hydration payload in a JSON data block after it.
 */

export const GENERIC_SHARE_IMAGE = '/og-image.png';

export { escapeHtml };

/** An absolute URL on the site for a path (or an absolute URL left as it is). */
export function absoluteUrl(appUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${appUrl}/`).toString();
}

/** The head's tags for a page: every value escaped; an image only where the page names one. */
export function headTags(head: PageHead, appUrl: string): string {
  const url = absoluteUrl(appUrl, head.path);
  const image = absoluteUrl(appUrl, head.image || GENERIC_SHARE_IMAGE);
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:site_name', 'Rinkside'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', head.image ? 'summary' : 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  ]
    .filter(Boolean)
    .join('\n    ');
}

export interface DocumentParts {
  /** The app's HTML for #root. */
  html: string;
  head: PageHead | null;
  /** The hydration payload, already serialized for a JSON data block. */
  payload: string;
  theme: 'light' | 'dark';
  appUrl: string;
}

/** The places a page fills in the build's index.html. */
type Slot = 'themeClass' | 'defaultDescription' | 'title' | 'root';

/**
 * The build's index.html cut once at the places a page fills (D138): a page is the pieces
 * joined with its own text between them. Nothing a page holds is ever a pattern or a template: user text
 * in a String.prototype.replace replacement reads `$&`, `$'` and `` $` `` as the matched text and what
 * surrounds it, which once copied the document into itself.
 */
export interface DocumentTemplate {
  /** One more piece than slots: pieces[i] comes before slots[i], the last piece after the last slot. */
  pieces: string[];
  slots: { slot: Slot; original: string }[];
}

const SLOT_PATTERNS: [Slot, RegExp][] = [
  // The dark class on <html>: kept for the dark theme, dropped for the light.
  ['themeClass', /<html[^>]*?( class="dark")/d],
  // The site's default description and title give way to a page's head.
  ['defaultDescription', /(\s*<meta name="description"[^>]*>)/d],
  ['title', /(<title>[^<]*<\/title>)/d],
  ['root', /(<div id="root"><\/div>)/d],
];

/** Cuts the template at its slots (a slot the file lacks is left out; #root it must have). */
export function parseDocumentTemplate(text: string): DocumentTemplate {
  const found = SLOT_PATTERNS.flatMap(([slot, pattern]) => {
    const span = pattern.exec(text)?.indices?.[1];
    return span ? [{ slot, start: span[0], end: span[1] }] : [];
  }).sort((a, b) => a.start - b.start);
  if (!found.some((f) => f.slot === 'root')) throw new Error('index.html has no <div id="root"></div>');
  const pieces: string[] = [];
  let at = 0;
  for (const { start, end } of found) {
    pieces.push(text.slice(at, start));
    at = end;
  }
  pieces.push(text.slice(at));
  return { pieces, slots: found.map(({ slot, start, end }) => ({ slot, original: text.slice(start, end) })) };
}

/** React writes a screen's <title> before the app's markup; the head has it already, so that copy goes. */
function withoutLeadingTitle(html: string): string {
  const title = /^<title>[^<]*<\/title>/.exec(html);
  return title ? html.slice(title[0].length) : html;
}

/**
 * A page from the template: its <title> and description give way to the page's head, <html> gets the
 * visitor's theme, #root the rendered app and the hydration payload after it. Joined, never replaced.
 */
export function fillDocument(template: DocumentTemplate, parts: DocumentParts): string {
  const fill = (slot: Slot, original: string): string => {
    switch (slot) {
      case 'themeClass':
        return parts.theme === 'dark' ? original : '';
      case 'defaultDescription':
        return parts.head ? '' : original;
      case 'title':
        return parts.head ? headTags(parts.head, parts.appUrl) : original;
      case 'root':
        return `<div id="root">${withoutLeadingTitle(parts.html)}</div>\n    <script type="application/json" id="${HYDRATION_ELEMENT_ID}">${parts.payload}</script>`;
    }
  };
  let page = template.pieces[0]!;
  template.slots.forEach(({ slot, original }, i) => {
    page += fill(slot, original) + template.pieces[i + 1]!;
  });
  return page;
}
