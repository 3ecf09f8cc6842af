import { describe, expect, it } from 'vitest';
import { welcomeWord } from './greeting.ts';

describe('welcomeWord (D262)', () => {
  it('says Welcome in the sign-up session and Welcome back once the person has signed in again', () => {
    expect(welcomeWord({ isReturning: false })).toBe('Welcome');
    expect(welcomeWord({ isReturning: true })).toBe('Welcome back');
  });

  it('says Welcome while the session is not known yet', () => {
    expect(welcomeWord(null)).toBe('Welcome');
  });
});
