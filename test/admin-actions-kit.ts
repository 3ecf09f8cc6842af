import { desc, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { Role } from '#common/enums.ts';
import { adminAudit, auditLogs } from '#server/db/schema/index.ts';
import { createUser, DEFAULT_TEST_PASSWORD } from '#server/db/seed/factories.ts';
import { errorJson } from './api-json.ts';
import type { requester } from './players-kit.ts';
import { type SignedIn, signIn } from './players-kit.ts';
import type { TestApp } from './test-app.ts';
import { sessionCookie } from './test-app.ts';

/**
 * The steps the admin user-actions API test files share, on the file's app `t`: the acting admin (signed in
 * before the file's tests run), an action's address, signing in and reading the session, users with live
 * sessions, and the audit rows about a user.
 */
export function adminActionsKit(t: TestApp, api: ReturnType<typeof requester>) {
  const INFO = { ipAddress: '198.51.100.1', userAgent: null };
  const SUSPENDED_LOGIN = 'This account has been suspended. Please contact support.';

  const cast = {} as { admin: SignedIn };
  beforeAll(async () => {
    cast.admin = await signIn(t, 'ADMIN', 'Acting Admin');
  });

  const url = (id: string, action: string) => `/api/admin/users/${id}/${action}`;

  function login(email: string, password = DEFAULT_TEST_PASSWORD) {
    return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  }

  function me(cookie: string) {
    return t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  }

  /** A user with `sessions` live sessions (each a login). */
  async function userWithSessions(role: Role = 'PLAYER', sessions = 2) {
    const user = await createUser(t.db, { role });
    const cookies: string[] = [];
    for (let i = 0; i < sessions; i++) cookies.push(sessionCookie(await login(user.email)));
    return { user, cookies };
  }

  async function auditRowsFor(targetUserId: string) {
    return t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetUserId, targetUserId))
      .orderBy(desc(auditLogs.createdAt));
  }

  async function adminAuditFor(targetId: string) {
    return t.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.targetId, targetId))
      .orderBy(desc(adminAudit.createdAt));
  }

  const expectUnknownUser = async (res: Awaited<ReturnType<typeof api.post>>) => {
    expect(res.statusCode, res.body).toBe(404);
    expect(errorJson(res).message).toBe('User not found');
  };

  return {
    INFO,
    SUSPENDED_LOGIN,
    cast,
    url,
    login,
    me,
    userWithSessions,
    auditRowsFor,
    adminAuditFor,
    expectUnknownUser,
  };
}
