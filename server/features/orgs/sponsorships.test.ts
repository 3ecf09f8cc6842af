import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api as endpoints } from '#common/api/index.ts';
import { auditLogs, emailQueue, orgSponsorships, players, users } from '#server/db/schema/index.ts';
import { createPlayer, linkParent } from '#server/db/seed/factories.ts';
import { errorJson, json } from '#test/api-json.ts';
import { birthYearForAge, linkedParent, ownedPlayer, signIn } from '#test/players-kit.ts';
import { invitationToken, type RosterOrg, rosterOrg, sponsorshipOf } from '#test/roster-kit.ts';
import { uniqueEmail } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
const { roster, sponsorships } = endpoints.orgs;

let world: RosterOrg;
beforeAll(async () => {
  world = await rosterOrg(t);
});

const tokenUrl = (token: string) => `/api/sponsorship-invitations/${token}`;

async function invite(payload: Record<string, unknown>) {
  return json(
    roster.add,
    await api.call(endpoints.orgs.roster.add, {
      params: { orgId: world.org.id },
      cookie: world.rosterStaff.cookie,
      bodyRaw: payload,
    }),
    201,
  ).entry;
}

/** A minor with consent and a linked parent, invited by the organization. */
async function invitedMinor() {
  const player = await createPlayer(t.db, { birthYear: birthYearForAge(15) });
  const parent = await linkedParent(t, player.id);
  const entry = await invite({ playerId: player.id });
  return { player, parent, entry, token: await invitationToken(t, parent.user.email) };
}

describe('accepting by token', () => {
  it('an adult accepts from the link: active, started, token gone, audited, the owner told', async () => {
    const { owner, player } = await ownedPlayer(t);
    const entry = await invite({ playerId: player.id, fieldControl: { schedule: true } });
    const token = await invitationToken(t, owner.user.email);

    const anonymous = json(sponsorships.byToken, await api.get(tokenUrl(token)), 200);
    expect(anonymous.canRespond).toBe(false);
    expect(anonymous.organization.name).toBe(world.org.name);
    expect(anonymous.fieldControl).toEqual({ teamHistory: false, schedule: true, stats: false });
    const signedIn = json(
      sponsorships.byToken,
      await api.get(tokenUrl(token), { cookie: owner.cookie }),
      200,
    );
    expect(signedIn.canRespond).toBe(true);

    const res = await api.post(`${tokenUrl(token)}/accept`, { cookie: owner.cookie });
    const body = json(sponsorships.acceptByToken, res, 200);
    expect(body.sponsorship.status).toBe('active');
    const row = await sponsorshipOf(t, world.org.id, player.id);
    expect(row).toMatchObject({ status: 'active', token: null, respondedByUserId: owner.user.id });
    expect(row!.startedAt).not.toBeNull();
    const actions = (await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, entry.id))).map(
      (a) => (a.metadata as { action: string }).action,
    );
    expect(actions).toEqual(['invited', 'accepted']);
    const told = await t.db
      .select()
      .from(emailQueue)
      .where(
        and(eq(emailQueue.to, world.owner.user.email), eq(emailQueue.emailType, 'sponsorship_answered')),
      );
    expect(told.length).toBeGreaterThan(0);

    // Replay: the link is spent.
    expect((await api.post(`${tokenUrl(token)}/accept`, { cookie: owner.cookie })).statusCode).toBe(404);
    expect((await api.get(tokenUrl(token))).statusCode).toBe(404);
  });

  it('answers 410 for an expired link, 404 for an unknown one', async () => {
    const { owner, player } = await ownedPlayer(t);
    await invite({ playerId: player.id });
    const token = await invitationToken(t, owner.user.email);
    await t.db
      .update(orgSponsorships)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orgSponsorships.playerId, player.id));
    expect((await api.get(tokenUrl(token))).statusCode).toBe(410);
    const res = await api.post(`${tokenUrl(token)}/accept`, { cookie: owner.cookie });
    expect(res.statusCode).toBe(410);
    expect(errorJson(res).code).toBe('TOKEN_EXPIRED');
    expect((await api.get(tokenUrl('x'.repeat(43)))).statusCode).toBe(404);
    expect((await sponsorshipOf(t, world.org.id, player.id))!.status).toBe('invited');
  });

  it("refuses another family's account (403) and anonymous callers (401)", async () => {
    const { owner, player } = await ownedPlayer(t);
    await invite({ playerId: player.id });
    const token = await invitationToken(t, owner.user.email);
    const stranger = await signIn(t, 'PLAYER');
    const res = await api.post(`${tokenUrl(token)}/accept`, { cookie: stranger.cookie });
    expect(res.statusCode).toBe(403);
    expect((await api.post(`${tokenUrl(token)}/decline`, { cookie: stranger.cookie })).statusCode).toBe(403);
    expect((await api.post(`${tokenUrl(token)}/accept`)).statusCode).toBe(401);
    expect((await sponsorshipOf(t, world.org.id, player.id))!.status).toBe('invited');
  });

  it("a minor's parent accepts; the minor's own account cannot", async () => {
    const player = await createPlayer(t.db, { birthYear: birthYearForAge(15) });
    const minor = await signIn(t, 'PLAYER');
    await t.db.update(players).set({ userId: minor.user.id }).where(eq(players.id, player.id));
    const parent = await linkedParent(t, player.id);
    await invite({ playerId: player.id });
    const token = await invitationToken(t, parent.user.email);

    const view = json(sponsorships.byToken, await api.get(tokenUrl(token), { cookie: minor.cookie }), 200);
    expect(view.canRespond).toBe(false);
    const own = await api.post(`${tokenUrl(token)}/accept`, { cookie: minor.cookie });
    expect(own.statusCode).toBe(403);
    expect(errorJson(own).message).toBe('A parent must answer for players under 17.');
    const mine = json(
      sponsorships.mine,
      await api.call(endpoints.orgs.sponsorships.mine, { cookie: minor.cookie }),
      200,
    );
    expect(mine.profiles[0]?.blockedReason).toBe('A parent must answer for players under 17.');
    expect(mine.sponsorships[0]?.canRespond).toBe(false);

    json(
      sponsorships.acceptByToken,
      await api.post(`${tokenUrl(token)}/accept`, { cookie: parent.cookie }),
      200,
    );
    expect((await sponsorshipOf(t, world.org.id, player.id))!.status).toBe('active');
  });

  it('declines: revoked with endReason declined, then 409 by id', async () => {
    const { owner, player } = await ownedPlayer(t);
    const entry = await invite({ playerId: player.id });
    const token = await invitationToken(t, owner.user.email);
    const body = json(
      sponsorships.declineByToken,
      await api.post(`${tokenUrl(token)}/decline`, { cookie: owner.cookie }),
      200,
    );
    expect(body.sponsorship).toMatchObject({ status: 'revoked', endReason: 'declined' });
    const again = await api.call(endpoints.orgs.sponsorships.accept, {
      params: { id: entry.id },
      cookie: owner.cookie,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('accepting by id and leaving', () => {
  it('lists the caller’s sponsorships, accepts by id, leaves, and is 404 for anyone else', async () => {
    const { owner, player } = await ownedPlayer(t);
    const entry = await invite({ playerId: player.id });
    const mine = json(
      sponsorships.mine,
      await api.call(endpoints.orgs.sponsorships.mine, { cookie: owner.cookie }),
      200,
    );
    expect(mine.sponsorships.map((s) => [s.id, s.status, s.canRespond])).toEqual([
      [entry.id, 'invited', true],
    ]);
    expect(mine.sponsorships[0]?.inviterName).toBe(world.rosterStaff.user.name);
    expect(mine.profiles).toEqual([expect.objectContaining({ id: player.id, blockedReason: null })]);

    const stranger = await signIn(t, 'PARENT');
    for (const action of ['accept', 'decline', 'leave'] as const) {
      const res = await api.call(endpoints.orgs.sponsorships[action], {
        params: { id: entry.id },
        cookie: stranger.cookie,
      });
      expect(res.statusCode, action).toBe(404);
    }
    expect(
      (await api.call(endpoints.orgs.sponsorships.leave, { params: { id: entry.id }, cookie: owner.cookie }))
        .statusCode,
    ).toBe(409);
    json(
      sponsorships.accept,
      await api.call(endpoints.orgs.sponsorships.accept, { params: { id: entry.id }, cookie: owner.cookie }),
      200,
    );
    expect(
      (await api.call(endpoints.orgs.sponsorships.accept, { params: { id: entry.id }, cookie: owner.cookie }))
        .statusCode,
    ).toBe(409);
    const left = json(
      sponsorships.leave,
      await api.call(endpoints.orgs.sponsorships.leave, { params: { id: entry.id }, cookie: owner.cookie }),
      200,
    );
    expect(left.sponsorship).toMatchObject({ status: 'revoked', endReason: 'left' });
    expect(
      (await api.call(endpoints.orgs.sponsorships.leave, { params: { id: entry.id }, cookie: owner.cookie }))
        .statusCode,
    ).toBe(409);
    expect((await api.post(`/api/sponsorships/not-a-uuid/accept`, { cookie: owner.cookie })).statusCode).toBe(
      400,
    );
  });

  it('is for players and parents only', async () => {
    const recruiter = await signIn(t, 'RECRUITER');
    expect((await api.call(endpoints.orgs.sponsorships.mine, { cookie: recruiter.cookie })).statusCode).toBe(
      403,
    );
    expect((await api.call(endpoints.orgs.sponsorships.mine, {})).statusCode).toBe(401);
  });
});

describe('invitations by e-mail', () => {
  it('the family chooses the profile that joins; a verified address sees it in mine', async () => {
    const parent = await signIn(t, 'PARENT');
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, parent.user.id));
    const child = await createPlayer(t.db, { birthYear: birthYearForAge(14) });
    await linkParent(t.db, { playerId: child.id, parentUserId: parent.user.id });
    const entry = await invite({ email: parent.user.email, name: 'Kid Family' });
    const token = await invitationToken(t, parent.user.email);

    const mine = json(
      sponsorships.mine,
      await api.call(endpoints.orgs.sponsorships.mine, { cookie: parent.cookie }),
      200,
    );
    expect(mine.sponsorships.map((s) => [s.id, s.status, s.player, s.canRespond])).toEqual([
      [entry.id, 'pending', null, true],
    ]);

    const noChoice = await api.post(`${tokenUrl(token)}/accept`, { cookie: parent.cookie });
    expect(noChoice.statusCode).toBe(400);
    expect(errorJson(noChoice).message).toBe('Choose the profile that joins');
    const { player: notTheirs } = await ownedPlayer(t);
    const wrong = await api.post(`${tokenUrl(token)}/accept`, {
      cookie: parent.cookie,
      payload: { playerId: notTheirs.id },
    });
    expect(wrong.statusCode).toBe(404);
    const ok = json(
      sponsorships.acceptByToken,
      await api.post(`${tokenUrl(token)}/accept`, { cookie: parent.cookie, payload: { playerId: child.id } }),
      200,
    );
    expect(ok.sponsorship.player?.id).toBe(child.id);
    expect((await sponsorshipOf(t, world.org.id, child.id))!.id).toBe(entry.id);
  });

  it('an unverified address does not see it by id; the link works', async () => {
    const parent = await signIn(t, 'PARENT');
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, parent.user.id));
    const entry = await invite({ email: parent.user.email });
    const mine = json(
      sponsorships.mine,
      await api.call(endpoints.orgs.sponsorships.mine, { cookie: parent.cookie }),
      200,
    );
    expect(mine.sponsorships).toEqual([]);
    expect(
      (
        await api.call(endpoints.orgs.sponsorships.decline, {
          params: { id: entry.id },
          cookie: parent.cookie,
        })
      ).statusCode,
    ).toBe(404);
    const token = await invitationToken(t, parent.user.email);
    json(
      sponsorships.declineByToken,
      await api.post(`${tokenUrl(token)}/decline`, { cookie: parent.cookie }),
      200,
    );
  });

  it('a minor without consent cannot join through an e-mail invitation (409)', async () => {
    const parent = await signIn(t, 'PARENT');
    const child = await createPlayer(t.db, {
      birthYear: birthYearForAge(14),
      profileStatus: 'draft',
      parentalConsentGiven: false,
      parentalConsentDate: null,
    });
    await linkParent(t.db, { playerId: child.id, parentUserId: parent.user.id });
    await invite({ email: parent.user.email });
    const token = await invitationToken(t, parent.user.email);
    const res = await api.post(`${tokenUrl(token)}/accept`, {
      cookie: parent.cookie,
      payload: { playerId: child.id },
    });
    expect(res.statusCode).toBe(409);
    expect(errorJson(res).message).toBe('Record parental consent first.');
    expect(await sponsorshipOf(t, world.org.id, child.id)).toBeUndefined();
  });

  it('refuses a profile the organization already rosters (409)', async () => {
    const { owner, player } = await ownedPlayer(t);
    await invite({ playerId: player.id });
    json(
      sponsorships.acceptByToken,
      await api.post(`${tokenUrl(await invitationToken(t, owner.user.email))}/accept`, {
        cookie: owner.cookie,
      }),
      200,
    );
    const email = uniqueEmail('again');
    await invite({ email });
    const res = await api.post(`${tokenUrl(await invitationToken(t, email))}/accept`, {
      cookie: owner.cookie,
      payload: { playerId: player.id },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('minors', () => {
  it('the parent of an invited minor accepts by id from their screen', async () => {
    const { parent, entry, player } = await invitedMinor();
    const mine = json(
      sponsorships.mine,
      await api.call(endpoints.orgs.sponsorships.mine, { cookie: parent.cookie }),
      200,
    );
    expect(mine.sponsorships.find((s) => s.id === entry.id)?.canRespond).toBe(true);
    json(
      sponsorships.accept,
      await api.call(endpoints.orgs.sponsorships.accept, { params: { id: entry.id }, cookie: parent.cookie }),
      200,
    );
    expect((await sponsorshipOf(t, world.org.id, player.id))!.status).toBe('active');
  });
});
