import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { coParentInvitations, playerParents } from '#server/db/schema/index.ts';
import { birthYearForAge, type requester, signIn } from './players-kit.ts';
import { latestEmailToken, type TestApp, uniqueEmail } from './test-app.ts';

/** The co-parent invitation steps the co-parents API test files share, on the file's app `t`. */
export function coParentsKit(t: TestApp, api: ReturnType<typeof requester>) {
  /** A parent with a draft 12-year-old they created. */
  async function parentWithChild(name = 'Ivy Inviter') {
    const parent = await signIn(t, 'PARENT', name);
    const res = await api.call(contract.parents.createPlayer, {
      cookie: parent.cookie,
      body: { firstName: 'Sam', lastName: 'Child', birthYear: birthYearForAge(12), preferredPosition: 'C' },
    });
    expect(res.statusCode).toBe(201);
    return { parent, child: res.json().player as { id: string; slug: string } };
  }

  async function invite(cookie: string, playerId: string, email: string, relationship?: string) {
    const res = await api.call(contract.coParents.invite, {
      params: { id: playerId },
      cookie,
      body: relationship === undefined ? { email } : { email, relationship },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { res, token: await latestEmailToken(t.db, email.toLowerCase(), 'co_parent_invitation') };
  }

  /** A parent, their child, and an invitation to a fresh address. */
  async function invited(relationship = 'father') {
    const { parent, child } = await parentWithChild();
    const email = uniqueEmail('co');
    const { res, token } = await invite(parent.cookie, child.id, email, relationship);
    return { parent, child, email, token, invitation: res.json().invitation as { id: string } };
  }

  const invitationRow = async (id: string) =>
    (await t.db.select().from(coParentInvitations).where(eq(coParentInvitations.id, id)))[0];

  const linksOf = (playerId: string) =>
    t.db.select().from(playerParents).where(eq(playerParents.playerId, playerId));

  const expireInvitation = (id: string) =>
    t.db
      .update(coParentInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(coParentInvitations.id, id));

  return { parentWithChild, invite, invited, invitationRow, linksOf, expireInvitation };
}
