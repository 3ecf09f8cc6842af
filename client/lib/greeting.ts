import type { SessionUser } from '#common/contracts/auth.ts';

/**
 * The dashboards' greeting (D262): "Welcome" in the session the account was created with, "Welcome back"
 * once the person has signed in again. The server says which, so every device agrees.
 */
export function welcomeWord(user: Pick<SessionUser, 'isReturning'> | null): 'Welcome' | 'Welcome back' {
  return user?.isReturning ? 'Welcome back' : 'Welcome';
}
