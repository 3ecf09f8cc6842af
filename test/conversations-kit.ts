import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { emailQueue } from '#server/db/schema/index.ts';
import { json } from './api-json.ts';
import { linkedParent, ownedPlayer, type SignedIn, signIn } from './players-kit.ts';
import { markRecruiterVerified } from './recruiters-kit.ts';
import { withTestApp } from './with-test-app.ts';

/**
 * The setup of a conversations API test file: the app with low messaging limits (so the abuse tests reach
 * them), and the steps the messaging tests share: recruiters of a program, a minor's family, starting,
 * reading and answering a thread, the notices sent.
 */
export function conversationsApp() {
  const LIMITS = { conversationsPerHour: 3, conversationsPerDay: 5, messagesPerHour: 40, sharesPerDay: 2 };
  const { t, api } = withTestApp({ limits: { messaging: LIMITS } });
  const m = contract.messaging;
  const Y = new Date().getFullYear();
  type Program = { division: 'D1' | 'D2' | 'D3'; programGender: 'men' | 'women' } | null;

  /** A recruiter of an NCAA program "not listed", verified by an administrator. */
  async function recruiter(
    program: Program = { division: 'D1', programGender: 'men' },
    name = 'Casey Coach',
  ) {
    const r = await signIn(t, 'RECRUITER', name);
    if (program) {
      const res = await api.call(contract.messaging.recruiterProfile.update, {
        cookie: r.cookie,
        body: { orgName: 'State University', ...program },
      });
      expect(res.statusCode, res.body).toBe(200);
      await markRecruiterVerified(t, r.user.id);
    }
    return r;
  }

  /** A 16-year-old with an account, the class of next year, and `parents` linked parents. */
  async function minorFamily(opts: { age?: number; graduationYear?: number | null; parents?: number } = {}) {
    const age = opts.age ?? 16;
    const { owner, player } = await ownedPlayer(t, {
      birthYear: Y - age,
      graduationYear: opts.graduationYear === undefined ? Y - age + 17 : opts.graduationYear,
      firstName: 'Maya',
      lastName: 'Lind',
    });
    const parents: SignedIn[] = [];
    for (let i = 0; i < (opts.parents ?? 2); i++) parents.push(await linkedParent(t, player.id));
    return { owner, player, parents };
  }

  async function start(who: SignedIn, playerId: string, body = 'Hello from State University!') {
    return api.call(contract.messaging.conversations.start, { cookie: who.cookie, body: { playerId, body } });
  }
  async function started(who: SignedIn, playerId: string, body?: string) {
    const res = await start(who, playerId, body);
    expect(res.statusCode, res.body).toBe(201);
    return json(m.conversations.start, res).conversation;
  }
  async function thread(who: SignedIn, id: string) {
    const res = await api.call(contract.messaging.conversations.get, { params: { id }, cookie: who.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return json(m.conversations.get, res).conversation;
  }
  async function send(who: SignedIn, id: string, body: string) {
    return api.call(contract.messaging.conversations.send, {
      params: { id },
      cookie: who.cookie,
      body: { body },
    });
  }
  const noticesTo = (email: string) =>
    t.db
      .select()
      .from(emailQueue)
      .where(and(eq(emailQueue.to, email), eq(emailQueue.emailType, 'message_notice')));

  return { LIMITS, t, api, m, Y, recruiter, minorFamily, start, started, thread, send, noticesTo };
}
