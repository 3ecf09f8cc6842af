import { describe, expect, it } from 'vitest';
import { facebookHref, mailtoHref, shareTitle, xHref } from './share-links.ts';

// A custom profile address may hold characters that mean something in a query (D114 allows letters,
// digits and hyphens, but an id or an old address may be anything the server answers for).
const TARGET = { url: 'https://rinkside.example/player/zoë-o’neil?x=1&y=2#stats', name: 'Zoë O’Neil' };
const ENCODED_URL = encodeURIComponent(TARGET.url);

describe('the Share Profile links', () => {
  it('name the player in the title', () => {
    expect(shareTitle(TARGET)).toBe('Zoë O’Neil on Rinkside');
  });

  it('an e-mail has the title as its subject and the encoded link in its body, spaces as %20', () => {
    const href = mailtoHref(TARGET);
    expect(href.startsWith('mailto:?subject=')).toBe(true);
    expect(href).not.toContain('+');
    expect(href).toContain(ENCODED_URL);
    const query = new URLSearchParams(href.slice('mailto:?'.length));
    expect(query.get('subject')).toBe('Zoë O’Neil on Rinkside');
    expect(query.get('body')).toBe(`Zoë O’Neil's hockey profile on Rinkside:\n\n${TARGET.url}\n`);
  });

  it("Facebook's sharer gets the encoded profile address and nothing else", () => {
    expect(facebookHref(TARGET)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${ENCODED_URL}`);
    expect(new URL(facebookHref(TARGET)).searchParams.get('u')).toBe(TARGET.url);
  });

  it("X's composer gets the encoded address and the title", () => {
    const href = new URL(xHref(TARGET));
    expect(href.origin + href.pathname).toBe('https://twitter.com/intent/tweet');
    expect(href.searchParams.get('url')).toBe(TARGET.url);
    expect(href.searchParams.get('text')).toBe('Zoë O’Neil on Rinkside');
    expect(xHref(TARGET)).toContain(`url=${ENCODED_URL}&`);
  });
});
