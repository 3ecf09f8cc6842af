import { HYDRATION_ELEMENT_ID } from '#client/app/hydration.ts';
import type { PageHead } from '#client/lib/route-data.ts';

/**
 * The HTML document of a server-rendered page (issue 15): the build's index.html with the page's head
 * (title, description, canonical URL, Open Graph and Twitter tags), the rendered app in #root and the
 * hydration payload in a JSON data block after it.
 */

export const GENERIC_SHARE_IMAGE = '/og-image.png';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

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

/**
 * Fills the build's index.html: its <title> and description give way to the page's head, <html> gets
 * the visitor's theme, #root the rendered app. React writes a screen's <title> before the app's markup;
 * the head has it already, so that copy goes.
 */
export function fillDocument(template: string, parts: DocumentParts): string {
  const app = parts.html.replace(/^<title>[^<]*<\/title>/, '');
  let page = template.replace(
    /<html([^>]*) class="dark"/,
    parts.theme === 'dark' ? '<html$1 class="dark"' : '<html$1',
  );
  if (parts.head) {
    page = page
      .replace(/\s*<meta name="description"[^>]*>/, '')
      .replace(/<title>[^<]*<\/title>/, headTags(parts.head, parts.appUrl));
  }
  return page.replace(
    '<div id="root"></div>',
    `<div id="root">${app}</div>\n    <script type="application/json" id="${HYDRATION_ELEMENT_ID}">${parts.payload}</script>`,
  );
}
