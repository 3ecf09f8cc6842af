import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { upcomingEvents } from '#server/db/schema/index.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import {
  grantOverride,
  isoDay,
  issuesByPath,
  linkedParent,
  ownedPlayer,
  signIn,
  subscribe,
} from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();

/** Showcases and tournaments: POST, PATCH and DELETE /api/players/{id}/upcoming-events. */
const showcaseBody = (over: Record<string, unknown> = {}) => ({
  date: isoDay(14),
  eventName: 'Chicago Winter Showcase',
  location: 'Chicago, IL',
  competitionType: 'Showcase',
  ...over,
});

const LIMIT_MESSAGE = 'Your plan allows 2 upcoming events. Upgrade to add more.';

const url = (playerId: string, eventId?: string) =>
  `/api/players/${playerId}/upcoming-events${eventId ? `/${eventId}` : ''}`;

async function addShowcase(playerId: string, cookie: string, over: Record<string, unknown> = {}) {
  const res = await api.post(url(playerId), { cookie, payload: showcaseBody(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().event as { id: string; eventName: string };
}

describe('POST /api/players/:id/upcoming-events', () => {
  it('adds a showcase for the owner, and the public read lists it', async () => {
    const { owner, player } = await ownedPlayer(t, { profileStatus: 'active' });
    const res = await api.post(url(player.id), { cookie: owner.cookie, payload: showcaseBody() });
    expect(res.statusCode).toBe(201);
    expect(res.json().event).toMatchObject({ playerId: player.id, ...showcaseBody() });
    const list = await api.get(url(player.id));
    expect(list.json().events).toEqual([res.json().event]);
  });

  it('takes only the date and the name; blank optional fields are stored as null', async () => {
    const { owner, player } = await ownedPlayer(t);
    const res = await api.post(url(player.id), {
      cookie: owner.cookie,
      payload: { date: isoDay(3), eventName: '  Spring Cup ', location: '', competitionType: ' ' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().event).toMatchObject({
      eventName: 'Spring Cup',
      location: null,
      competitionType: null,
    });
  });

  it('answers bad input with 400 and field messages', async () => {
    const { owner, player } = await ownedPlayer(t);
    const empty = await api.post(url(player.id), {
      cookie: owner.cookie,
      payload: { date: '', eventName: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(issuesByPath(empty)).toMatchObject({
      date: 'Date is required',
      eventName: 'Event name is required',
    });
    const impossible = await api.post(url(player.id), {
      cookie: owner.cookie,
      payload: showcaseBody({ date: '2026-02-31' }),
    });
    expect(impossible.statusCode).toBe(400);
    const unknown = await api.post(url(player.id), {
      cookie: owner.cookie,
      payload: showcaseBody({ playerId: player.id }),
    });
    expect(unknown.statusCode).toBe(400);
    const past = await api.post(url(player.id), {
      cookie: owner.cookie,
      payload: showcaseBody({ date: isoDay(-5) }),
    });
    expect(past.statusCode).toBe(400);
    expect(issuesByPath(past).date).toMatch(/Pick today or a later date/);
    const count = await t.db.select().from(upcomingEvents).where(eq(upcomingEvents.playerId, player.id));
    expect(count).toHaveLength(0);
  });

  it('answers 401 without a session', async () => {
    const { player } = await ownedPlayer(t, { profileStatus: 'active' });
    const res = await api.post(url(player.id), { payload: showcaseBody() });
    expect(res.statusCode).toBe(401);
  });

  it("refuses another user's player: 403 on a visible profile, 404 on a hidden one", async () => {
    const { player } = await ownedPlayer(t, { profileStatus: 'active' });
    const stranger = await signIn(t, 'PLAYER');
    const visible = await api.post(url(player.id), { cookie: stranger.cookie, payload: showcaseBody() });
    expect(visible.statusCode).toBe(403);
    const { player: draft } = await ownedPlayer(t, { profileStatus: 'draft' });
    const hidden = await api.post(url(draft.id), { cookie: stranger.cookie, payload: showcaseBody() });
    expect(hidden.statusCode).toBe(404);
  });

  it('a linked parent adds a showcase for a child without an account', async () => {
    const child = await createPlayer(t.db, { userId: null });
    const parent = await linkedParent(t, child.id);
    const res = await api.post(url(child.id), { cookie: parent.cookie, payload: showcaseBody() });
    expect(res.statusCode).toBe(201);
  });

  it('games and showcases share the upcoming_events limit: 2 on locker_room, with the plan message', async () => {
    const { owner, player } = await ownedPlayer(t);
    const game = await api.call(contract.players.schedule.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { eventDate: isoDay(2), rinkName: 'Mariucci Arena' },
    });
    expect(game.statusCode).toBe(201);
    await addShowcase(player.id, owner.cookie);
    const third = await api.post(url(player.id), { cookie: owner.cookie, payload: showcaseBody() });
    expect(third.statusCode).toBe(403);
    expect(third.json()).toEqual({ message: LIMIT_MESSAGE, code: 'LIMIT_REACHED' });
    // The schedule's add path counts showcases too.
    const thirdGame = await api.call(contract.players.schedule.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { eventDate: isoDay(4), rinkName: 'Ridder Arena' },
    });
    expect(thirdGame.statusCode).toBe(403);
    expect(thirdGame.json().message).toBe(LIMIT_MESSAGE);
    const features = (
      await api.call(contract.players.features, { params: { id: player.id }, cookie: owner.cookie })
    ).json();
    expect(features.upcomingEvents).toEqual({ hasAccess: true, limit: 2, used: 2, source: 'tier' });
  });

  it('past showcases do not count; an override or a paid plan lifts the limit', async () => {
    const { owner, player } = await ownedPlayer(t);
    await t.db
      .insert(upcomingEvents)
      .values({ playerId: player.id, date: isoDay(-10), eventName: 'Old Cup' });
    await addShowcase(player.id, owner.cookie);
    await addShowcase(player.id, owner.cookie, { date: isoDay(20) });
    await grantOverride(t.db, owner.user.id, 'upcoming_events', true, '3');
    await addShowcase(player.id, owner.cookie, { date: isoDay(30) });
    const fourth = await api.post(url(player.id), { cookie: owner.cookie, payload: showcaseBody() });
    // D248: the limit is the administrator's, so no upgrade is offered.
    expect(fourth.json().message).toBe('An administrator set this account to 3 upcoming events.');
    const { owner: paid, player: paidPlayer } = await ownedPlayer(t);
    await subscribe(t.db, paid.user.id, 'first_line');
    for (let i = 0; i < 6; i++) await addShowcase(paidPlayer.id, paid.cookie, { date: isoDay(i + 1) });
  });
});

describe('PATCH /api/players/:id/upcoming-events/:eventId', () => {
  it('changes the given fields and keeps the others', async () => {
    const { owner, player } = await ownedPlayer(t);
    const event = await addShowcase(player.id, owner.cookie);
    const res = await api.patch(url(player.id, event.id), {
      cookie: owner.cookie,
      payload: { eventName: 'Chicago Spring Showcase', location: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().event).toMatchObject({
      id: event.id,
      eventName: 'Chicago Spring Showcase',
      location: null,
      competitionType: 'Showcase',
      date: isoDay(14),
    });
    const empty = await api.patch(url(player.id, event.id), { cookie: owner.cookie, payload: {} });
    expect(empty.statusCode).toBe(200);
  });

  it('answers bad input with 400', async () => {
    const { owner, player } = await ownedPlayer(t);
    const event = await addShowcase(player.id, owner.cookie);
    const res = await api.patch(url(player.id, event.id), {
      cookie: owner.cookie,
      payload: { eventName: '', date: 'tomorrow' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issuesByPath(res)).sort()).toEqual(['date', 'eventName']);
    const badId = await api.patch(url(player.id, 'not-a-uuid'), { cookie: owner.cookie, payload: {} });
    expect(badId.statusCode).toBe(400);
  });

  it('moving a past showcase into the future takes a slot', async () => {
    const { owner, player } = await ownedPlayer(t);
    const [old] = await t.db
      .insert(upcomingEvents)
      .values({ playerId: player.id, date: isoDay(-3), eventName: 'Old Cup' })
      .returning();
    await addShowcase(player.id, owner.cookie);
    await addShowcase(player.id, owner.cookie, { date: isoDay(20) });
    const res = await api.patch(url(player.id, old!.id), {
      cookie: owner.cookie,
      payload: { date: isoDay(9) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(LIMIT_MESSAGE);
  });

  it('401 without a session; 403 for a stranger; 404 for an event of another player', async () => {
    const { owner, player } = await ownedPlayer(t, { profileStatus: 'active' });
    const event = await addShowcase(player.id, owner.cookie);
    expect((await api.patch(url(player.id, event.id), { payload: {} })).statusCode).toBe(401);
    const stranger = await ownedPlayer(t, { profileStatus: 'active' });
    const refused = await api.patch(url(player.id, event.id), {
      cookie: stranger.owner.cookie,
      payload: { eventName: 'Hijacked' },
    });
    expect(refused.statusCode).toBe(403);
    // The stranger's own player in the path does not reach this player's event.
    const crossed = await api.patch(url(stranger.player.id, event.id), {
      cookie: stranger.owner.cookie,
      payload: { eventName: 'Hijacked' },
    });
    expect(crossed.statusCode).toBe(404);
    const [row] = await t.db.select().from(upcomingEvents).where(eq(upcomingEvents.id, event.id));
    expect(row?.eventName).toBe('Chicago Winter Showcase');
  });
});

describe('DELETE /api/players/:id/upcoming-events/:eventId', () => {
  it('deletes the event and frees its slot', async () => {
    const { owner, player } = await ownedPlayer(t);
    const first = await addShowcase(player.id, owner.cookie);
    await addShowcase(player.id, owner.cookie, { date: isoDay(20) });
    const res = await api.del(url(player.id, first.id), { cookie: owner.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Event deleted.' });
    await addShowcase(player.id, owner.cookie, { date: isoDay(25) });
    const again = await api.del(url(player.id, first.id), { cookie: owner.cookie });
    expect(again.statusCode).toBe(404);
  });

  it('401 without a session; 403 for a stranger; 404 across players; 400 for a bad id', async () => {
    const { owner, player } = await ownedPlayer(t, { profileStatus: 'active' });
    const event = await addShowcase(player.id, owner.cookie);
    expect((await api.del(url(player.id, event.id))).statusCode).toBe(401);
    const stranger = await ownedPlayer(t, { profileStatus: 'active' });
    expect((await api.del(url(player.id, event.id), { cookie: stranger.owner.cookie })).statusCode).toBe(403);
    expect(
      (await api.del(url(stranger.player.id, event.id), { cookie: stranger.owner.cookie })).statusCode,
    ).toBe(404);
    expect((await api.del(url(player.id, 'x'), { cookie: owner.cookie })).statusCode).toBe(400);
    const rows = await t.db.select().from(upcomingEvents).where(eq(upcomingEvents.id, event.id));
    expect(rows).toHaveLength(1);
  });
});
