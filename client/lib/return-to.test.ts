import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isReturnPath, rememberReturnTo, takeReturnTo } from './return-to.ts';

describe('return-to', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('returns each invitation page once', () => {
    for (const path of ['/co-parent-invite/abc', '/org-invite/tok', '/sponsorship-invite/tok']) {
      rememberReturnTo(path);
      expect(takeReturnTo()).toBe(path);
      expect(takeReturnTo()).toBeNull();
    }
  });

  it('ignores any other path, so the stored value cannot redirect elsewhere', () => {
    rememberReturnTo('https://evil.example/org-invite/x');
    expect(takeReturnTo()).toBeNull();
    expect(isReturnPath('/admin/dashboard')).toBe(false);
    expect(isReturnPath('//evil.example')).toBe(false);
  });
});
