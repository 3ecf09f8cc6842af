import { expect } from 'vitest';
import { PAGE_CACHE_HEADER } from './pages.service.ts';

interface PageAnswer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

/**
 * For the page tests: a page a signed-out visitor was rendered is asked for again, so that every check
 * runs against the cached path too (D196): a 200 must then come from the cache, and be the same page;
 * any other status is never kept. A signed-in viewer's page (`signedIn`) is kept only when every answer
 * its render read names the viewer's tag (D200): when it was not, the second read is a render too.
 */
export async function alsoFromCache<A extends PageAnswer>(
  read: () => Promise<A>,
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<A> {
  const first = await read();
  if (first.headers[PAGE_CACHE_HEADER] !== 'miss') return first;
  const second = await read();
  expect(second.statusCode).toBe(first.statusCode);
  if (first.statusCode !== 200) return second;
  if (signedIn && second.headers[PAGE_CACHE_HEADER] === 'miss') return second;
  // The kept page is the one rendered, byte for byte (a new render differs in the data's read times).
  expect(second.headers[PAGE_CACHE_HEADER]).toBe('hit');
  expect(second.body).toBe(first.body);
  return second;
}
