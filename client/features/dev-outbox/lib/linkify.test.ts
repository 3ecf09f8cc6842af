import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('turns http and https addresses into links and keeps the rest as text', () => {
    expect(linkify('Open https://a.test/verify-email?token=abc now, or http://b.test.')).toEqual([
      { type: 'text', text: 'Open ' },
      { type: 'link', href: 'https://a.test/verify-email?token=abc' },
      { type: 'text', text: ' now, or ' },
      { type: 'link', href: 'http://b.test' },
      { type: 'text', text: '.' },
    ]);
  });

  it('never makes links of other schemes or markup', () => {
    expect(linkify('javascript:alert(1) <a href="x">y</a>')).toEqual([
      { type: 'text', text: 'javascript:alert(1) <a href="x">y</a>' },
    ]);
  });

  it('answers no parts for empty text', () => {
    expect(linkify('')).toEqual([]);
  });
});
