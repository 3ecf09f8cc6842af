import { describe, expect, it } from 'vitest';
import { optionalUrl } from './contracts/text.ts';
import { normalizeWebAddress, parseVideoUrl } from './web-address.ts';

describe('normalizeWebAddress (D242)', () => {
  it.each([
    ['www.site.org', 'https://www.site.org'],
    ['  site.org/team?id=4#roster ', 'https://site.org/team?id=4#roster'],
    ['//cdn.site.org/x', 'https://cdn.site.org/x'],
    ['rinkside.test:8080/a', 'https://rinkside.test:8080/a'],
    ['https://www.site.org', 'https://www.site.org'],
    ['http://site.org', 'http://site.org'],
  ])('%s reads as %s', (typed, read) => {
    expect(normalizeWebAddress(typed)).toBe(read);
  });

  it.each(['not a site', 'localhost', 'javascript:alert(1)', 'mailto:a@b.org', ''])(
    'leaves %j as typed, for the field to refuse',
    (typed) => {
      expect(normalizeWebAddress(typed)).toBe(typed.trim());
    },
  );

  it('every website field takes an address without its https:// and refuses what is no address', () => {
    expect(optionalUrl.parse('www.site.org')).toBe('https://www.site.org');
    expect(optionalUrl.parse('')).toBeNull();
    expect(optionalUrl.safeParse('not a site').success).toBe(false);
    expect(optionalUrl.safeParse('javascript:alert(1)').success).toBe(false);
  });

  it('reads a video link typed without https://', () => {
    expect(parseVideoUrl('youtu.be/Xk3fP9qLm2A')).toMatchObject({
      type: 'youtube',
      providerId: 'Xk3fP9qLm2A',
    });
    expect(parseVideoUrl('www.vimeo.com/123456789')).toMatchObject({
      type: 'vimeo',
      providerId: '123456789',
    });
    expect(parseVideoUrl('example.com/clip')).toBeNull();
  });
});
