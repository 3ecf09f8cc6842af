import { lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { collectDrawnParts, LAZY_PARTS, lazyPart } from '#client/lib/lazy-part.ts';
import { preloadPages } from './entry-server.tsx';

/**
 * One render pass (D203): once preloadPages has run, a lazy part draws in the first renderToString, where
 * React alone leaves it to the browser (a client-rendered boundary) until its module has loaded.
 */
const Bold = ({ text }: { text: string }) => <b>{text}</b>;
const Listed = lazyPart('preload-test', async () => ({ default: Bold }));
const NotListed = lazy(async () => ({ default: Bold }));

describe('preloadPages', () => {
  it('lists the app parts a server-rendered page can draw, those inside the screens included', async () => {
    await preloadPages();
    // The user menu, the unread badge, the checkout return, this file's part, and the recruiter's actions
    // (declared in the profile screen's chunk, listed once preloadPages has loaded it).
    expect(LAZY_PARTS.length).toBeGreaterThanOrEqual(5);
  });

  it('leaves every listed part drawn in the first render; a part not listed is left to the browser', async () => {
    await preloadPages();
    const listed = renderToString(
      <Suspense fallback={<i>later</i>}>
        <Listed text="drawn at once" />
      </Suspense>,
    );
    expect(listed).toContain('<b>drawn at once</b>');
    expect(listed).not.toContain('<!--$!-->');
    const notListed = renderToString(
      <Suspense fallback={<i>later</i>}>
        <NotListed text="late" />
      </Suspense>,
    );
    expect(notListed).not.toContain('<b>late</b>');
  });

  it('names the parts a render drew, for the browser to load before it hydrates (D338)', async () => {
    await preloadPages();
    const drawn = collectDrawnParts(() =>
      renderToString(
        <Suspense fallback={null}>
          <Listed text="named" />
        </Suspense>,
      ),
    );
    expect(drawn.result).toContain('<b>named</b>');
    expect(drawn.parts).toEqual(['preload-test']);
    expect(collectDrawnParts(() => renderToString(<b>no part</b>)).parts).toEqual([]);
  });

  it('a part declared again (its module run again by a hot reload) replaces the first, not beside it', async () => {
    const before = LAZY_PARTS.length;
    const Again = lazyPart('preload-test', async () => ({
      default: ({ text }: { text: string }) => <i>{text}</i>,
    }));
    expect(LAZY_PARTS.length).toBe(before);
    await LAZY_PARTS.find((part) => part.name === 'preload-test')!.load();
    expect(renderToString(<Again text="again" />)).toContain('<i>again</i>');
  });
});
