import { describe, expect, it } from 'vitest';
import { eventLabel } from './admin-format.ts';

describe('eventLabel', () => {
  it('turns underscores into capitalised words', () => {
    expect(eventLabel('login_success')).toBe('Login Success');
    expect(eventLabel('admin_action')).toBe('Admin Action');
    expect(eventLabel('logout')).toBe('Logout');
  });
});
