import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { SHARE_LINK_NOT_FOUND } from '#common/contracts/list-sharing.ts';
import {
  auditLogs,
  playerRatings,
  playerScheduleEvents,
  players,
  recruiterLists,
  recruiterNotes,
} from '#server/db/schema/index.ts';
import { createPlayer, type Player } from '#server/db/seed/factories.ts';
import { errorJson, json } from '#test/api-json.ts';
import { addPlayer, juniorProgram, newList, programRecruiter, suspend } from '#test/list-sharing-kit.ts';
import { birthYearForAge, isoDay, type SignedIn, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();

let owner: SignedIn;
let adult: Player;
let minor: Player;

beforeAll(async () => {
  owner = await programRecruiter(t, 'Olive Owner', juniorProgram('Prairie City Blizzard'));
  adult = await createPlayer(t.db, {
    firstName: 'Adam',
    lastName: 'Adult',
    birthYear: birthYearForAge(19),
  });
  minor = await createPlayer(t.db, {
    firstName: 'Milo',
    lastName: 'Minor',
    birthYear: birthYearForAge(14),
    birthMonth: 12,
  });
  for (const p of [adult, minor])
    await t.db.insert(playerScheduleEvents).values({
      playerId: p.id,
      eventDate: isoDay(3),
      eventTime: '19:30',
      rinkName: `SECRET-RINK ${p.firstName}`,
      location: `SECRET-PLACE ${p.firstName}`,
      opponent: 'Duluth Huskies',
      notes: `SECRET-NOTES ${p.firstName}`,
      streamUrl: 'https://livebarn.example/stream',
    });
});

const tokenOf = (url: string) => url.split('/shared/lists/')[1]!;
const makeLink = async (listId: string, who: SignedIn = owner) =>
  api.call(contract.listSharing.link.create, { params: { id: listId }, cookie: who.cookie });
const read = (token: string, cookie?: string) =>
  api.call(contract.listSharing.link.read, { params: { token }, ...(cookie && { cookie }) });

async function sharedList(name: string) {
  const listId = await newList(api, owner, name);
  await addPlayer(api, owner, listId, adult.id);
  await addPlayer(api, owner, listId, minor.id);
  const res = await makeLink(listId);
  expect(res.statusCode, res.body).toBe(201);
  const link = json(contract.listSharing.link.create, res);
  return { listId, link, token: tokenOf(link.url) };
}

describe('a list by its secret link (D322, D323)', () => {
  it('reads the list without a session: cards, stages, no referrer, not indexed', async () => {
    const { listId, link, token } = await sharedList('For the head coach');
    expect(link.url).toMatch(/\/shared\/lists\/[A-Za-z0-9_-]{43}$/);
    await api.call(contract.lists.items.setStage, {
      params: { listId, playerId: adult.id },
      cookie: owner.cookie,
      body: { stage: 'Offer' },
    });
    const res = await read(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('no-store');
    const body = json(contract.listSharing.link.read, res);
    expect(body.list).toMatchObject({
      name: 'For the head coach',
      ownerName: 'Olive Owner',
      programName: 'Prairie City Blizzard',
    });
    expect(body.items.map((i) => [i.firstName, i.stage])).toEqual([
      ['Milo', 'Watching'],
      ['Adam', 'Offer'],
    ]);
    // Only the hash is stored.
    const [row] = await t.db.select().from(recruiterLists).where(eq(recruiterLists.id, listId));
    expect(row?.isShared).toBe(true);
    expect(row?.shareToken).not.toBe(token);
    const [created] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'list_link_created'), eq(auditLogs.targetId, listId)));
    expect(created?.userId).toBe(owner.user.id);
    const status = await api.call(contract.listSharing.settings, {
      params: { id: listId },
      cookie: owner.cookie,
    });
    expect(json(contract.listSharing.settings, status).link).toMatchObject({ active: true });
  });

  it("shows a minor's next game as an anonymous visitor sees it, unless the reader is entitled to more", async () => {
    const { token } = await sharedList('Minors and adults');
    const anonymous = json(contract.listSharing.link.read, await read(token));
    const milo = anonymous.items.find((i) => i.id === minor.id);
    expect(milo?.nextGame).toMatchObject({
      eventDate: isoDay(3),
      opponent: 'Duluth Huskies',
      rinkName: null,
      eventTime: null,
      location: null,
      notes: null,
      streamUrl: null,
      detailsHidden: true,
    });
    expect(JSON.stringify(anonymous)).not.toContain('SECRET-RINK Milo');
    expect(JSON.stringify(anonymous)).not.toContain('SECRET-PLACE Milo');
    expect(JSON.stringify(anonymous)).not.toContain('SECRET-NOTES Milo');
    // An adult's details are public.
    expect(anonymous.items.find((i) => i.id === adult.id)?.nextGame?.rinkName).toBe('SECRET-RINK Adam');
    // A signed-in reader without the right (a player) sees what the anonymous visitor sees.
    const stranger = await signIn(t, 'PLAYER');
    const strangerRead = json(contract.listSharing.link.read, await read(token, stranger.cookie));
    expect(strangerRead.items.find((i) => i.id === minor.id)?.nextGame?.detailsHidden).toBe(true);
    // A recruiter with a verified e-mail is entitled to a minor's details on the profile, so here too.
    const scout = await signIn(t, 'RECRUITER');
    const scoutRead = json(contract.listSharing.link.read, await read(token, scout.cookie));
    expect(scoutRead.items.find((i) => i.id === minor.id)?.nextGame).toMatchObject({
      rinkName: 'SECRET-RINK Milo',
      detailsHidden: false,
    });
  });

  it('never carries notes, ratings or contact details', async () => {
    const { token } = await sharedList('Clean link');
    await t.db.insert(recruiterNotes).values({
      recruiterUserId: owner.user.id,
      playerId: adult.id,
      note: 'OWNER-NOTE on Adam',
    });
    await t.db
      .insert(playerRatings)
      .values({ recruiterUserId: owner.user.id, playerId: adult.id, overall: 5 });
    const res = await read(token);
    expect(res.body).not.toContain('OWNER-NOTE');
    expect(res.body).not.toMatch(/myRating|latestNote|email|phone/i);
    expect(res.body).not.toContain(owner.user.email);
  });

  it('hides players whose profile is not public (a draft minor) from the link', async () => {
    const { listId, token } = await sharedList('Leaving players');
    const draft = await createPlayer(t.db, {
      firstName: 'Dora',
      lastName: 'Draft',
      birthYear: birthYearForAge(13),
    });
    await addPlayer(api, owner, listId, draft.id);
    await t.db.update(players).set({ profileStatus: 'pending_consent' }).where(eq(players.id, draft.id));
    const body = json(contract.listSharing.link.read, await read(token));
    expect(body.items.map((i) => i.id)).not.toContain(draft.id);
    expect(JSON.stringify(body)).not.toContain('Dora');
  });

  it('revokes: the link answers 404 at once, a new link replaces the old one', async () => {
    const { listId, token } = await sharedList('Short lived link');
    const again = await makeLink(listId);
    const newToken = tokenOf(json(contract.listSharing.link.create, again).url);
    expect((await read(token)).statusCode).toBe(404);
    expect((await read(newToken)).statusCode).toBe(200);
    const revoked = await api.call(contract.listSharing.link.revoke, {
      params: { id: listId },
      cookie: owner.cookie,
    });
    expect(revoked.statusCode).toBe(200);
    const gone = await read(newToken);
    expect(gone.statusCode).toBe(404);
    expect(errorJson(gone)).toEqual({ message: SHARE_LINK_NOT_FOUND, code: 'NOT_FOUND' });
    const [row] = await t.db.select().from(recruiterLists).where(eq(recruiterLists.id, listId));
    expect(row).toMatchObject({ isShared: false, shareToken: null, shareLinkCreatedAt: null });
    expect(
      await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.eventType, 'list_link_revoked'), eq(auditLogs.targetId, listId))),
    ).toHaveLength(1);
    // Nothing left to revoke.
    expect(
      (await api.call(contract.listSharing.link.revoke, { params: { id: listId }, cookie: owner.cookie }))
        .statusCode,
    ).toBe(404);
  });

  it("answers 404 for an unknown token and a suspended owner's link, 400 for a malformed one", async () => {
    expect((await read('A'.repeat(43))).statusCode).toBe(404);
    expect((await api.get('/api/shared-lists/short')).statusCode).toBe(400);
    const other = await programRecruiter(t, 'Gone Owner', juniorProgram('Lakeshore Storm'));
    const listId = await newList(api, other, 'Suspended');
    const link = json(contract.listSharing.link.create, await makeLink(listId, other));
    await suspend(t, other.user.id);
    expect((await read(tokenOf(link.url))).statusCode).toBe(404);
  });

  it('lets only the owner make or revoke the link (another recruiter 404, no session 401)', async () => {
    const listId = await newList(api, owner, 'Owner only link');
    const rival = await signIn(t, 'RECRUITER');
    expect((await makeLink(listId, rival)).statusCode).toBe(404);
    expect(
      (await api.call(contract.listSharing.link.revoke, { params: { id: listId }, cookie: rival.cookie }))
        .statusCode,
    ).toBe(404);
    expect((await api.call(contract.listSharing.link.create, { params: { id: listId } })).statusCode).toBe(
      401,
    );
    expect((await api.call(contract.listSharing.link.revoke, { params: { id: listId } })).statusCode).toBe(
      401,
    );
  });
});
