import { describe, expect, it } from 'vitest';
import { linkDomainsOf, PREVIEW_MAX, previewOf } from './messaging.ts';

describe('linkDomainsOf', () => {
  it('lists the domain of each link once, in order', () => {
    expect(
      linkDomainsOf(
        'See https://Team.Example.edu/roster?x=1, www.camp.org/apply and http://team.example.edu/again.',
      ),
    ).toEqual(['team.example.edu', 'www.camp.org']);
  });
  it('finds nothing in plain text or in a javascript: address', () => {
    expect(linkDomainsOf('Great game on Saturday! javascript:alert(1)')).toEqual([]);
  });
});

describe('previewOf', () => {
  it('keeps one line and cuts long text', () => {
    expect(previewOf('Hello\n\n  there')).toBe('Hello there');
    const long = previewOf('x'.repeat(500));
    expect(long).toHaveLength(PREVIEW_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});
