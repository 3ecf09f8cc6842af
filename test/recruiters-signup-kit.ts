import { expect } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { json } from './api-json.ts';
import { linkedParent, ownedPlayer, type requester, type SignedIn } from './players-kit.ts';
import { latestEmailToken, sessionCookie, TERMS_AGREEMENT, type TestApp, uniqueEmail } from './test-app.ts';

/**
 * The steps the recruiter API test files share (sign-up application, admin queue, directory), on the file's
 * app `t`: a recruiter who applies through the wizard's call, a minor with two parents, starting a
 * conversation.
 */
export function recruiterSignupKit(t: TestApp, api: ReturnType<typeof requester>) {
  const r = contract.recruiters;
  const m = contract.messaging;
  const Y = new Date().getFullYear();

  const account = (email: string) => ({
    email,
    password: 'correct horse battery',
    name: 'Robin Recruiter',
    ...TERMS_AGREEMENT,
  });

  /** Registers a recruiter through the wizard's call and verifies the e-mail as the outbox link would. */
  async function applyAs(program: Record<string, unknown>, opts: { verifyEmail?: boolean } = {}) {
    const email = uniqueEmail('coach');
    const res = await api.call(contract.auth.register, {
      bodyRaw: { ...account(email), role: 'RECRUITER', title: 'Assistant Coach', ...program },
    });
    expect(res.statusCode, res.body).toBe(201);
    const cookie = sessionCookie(res);
    const user = json(contract.auth.register, res).user;
    if (opts.verifyEmail !== false) {
      const token = await latestEmailToken(t.db, email, 'email_verification');
      const verified = await api.call(contract.auth.verifyEmail, { body: { token } });
      expect(verified.statusCode, verified.body).toBe(200);
    }
    const me = await api.call(contract.auth.me, { cookie });
    return { user: { ...user, ...me.json().user }, cookie, email } as SignedIn & { email: string };
  }

  /** A minor (16 by default) with an account, the class year that fits, and two linked parents. */
  async function minorFamily(opts: { age?: number; graduationYear?: number } = {}) {
    const age = opts.age ?? 16;
    const { owner, player } = await ownedPlayer(t, {
      birthYear: Y - age,
      graduationYear: opts.graduationYear ?? Y - age + 17,
      firstName: 'Maya',
      lastName: 'Lind',
    });
    const parents = [await linkedParent(t, player.id), await linkedParent(t, player.id)];
    return { owner, player, parents };
  }

  const start = (who: SignedIn, playerId: string, body = 'Hello from our program!') =>
    api.call(contract.messaging.conversations.start, { cookie: who.cookie, body: { playerId, body } });
  const statusOf = async (who: SignedIn, playerId: string) =>
    json(
      m.contactStatus,
      await api.call(contract.messaging.contactStatus, { params: { id: playerId }, cookie: who.cookie }),
    ).status;

  return { r, m, Y, account, applyAs, minorFamily, start, statusOf };
}
