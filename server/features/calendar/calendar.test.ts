import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import {
  calendarFeeds,
  playerScheduleEvents,
  players,
  upcomingEvents,
  users,
} from '#server/db/schema/index.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import { birthYearForAge, isoDay, linkedParent, ownedPlayer, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { parseTimeOfDay } from './ics.ts';

const { t, api } = withTestApp();
const STREAM = 'https://www.livebarn.com/en/video/1234';

/** A player with one game and one showcase, both with a stream link, and a parent who manages them. */
async function playerWithEvents(age: number) {
  const player = await createPlayer(t.db, { birthYear: birthYearForAge(age) });
  const parent = await linkedParent(t, player.id);
  const [game] = await t.db
    .insert(playerScheduleEvents)
    .values({
      playerId: player.id,
      eventDate: isoDay(5),
      eventTime: '7:30 PM',
      rinkName: 'Braemar Arena',
      location: 'Edina, MN',
      opponent: 'Hawks',
      notes: 'White jerseys',
      streamUrl: STREAM,
    })
    .returning();
  const [showcase] = await t.db
    .insert(upcomingEvents)
    .values({
      playerId: player.id,
      date: isoDay(9),
      eventName: 'Winter Showcase',
      location: 'Blaine, MN',
      streamUrl: STREAM,
    })
    .returning();
  return { player, parent, game: game!, showcase: showcase! };
}

async function createPlayerFeed(playerId: string, cookie: string) {
  const res = await api.call(contract.calendar.player.create, { params: { id: playerId }, cookie });
  expect(res.statusCode).toBe(201);
  return res.json() as { httpsUrl: string; webcalUrl: string };
}

const feedPath = (url: string) => new URL(url).pathname;

async function readFeed(url: string) {
  const res = await t.app.inject({ method: 'GET', url: feedPath(url) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(res.headers['cache-control']).toBe('private, max-age=300');
  const parsed = ical.sync.parseICS(res.body);
  const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
  return { text: res.body, events, byUid: (uid: string) => events.find((e) => e.uid === uid) };
}

describe('stream links on events (D299)', () => {
  it('saves an https stream link and refuses another scheme or an overlong one', async () => {
    const { owner, player } = await ownedPlayer(t, { birthYear: birthYearForAge(19) });
    const body = { eventDate: isoDay(3), rinkName: 'Braemar', streamUrl: STREAM };
    const ok = await api.call(contract.players.schedule.create, {
      params: { id: player.id },
      body,
      cookie: owner.cookie,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().event.streamUrl).toBe(STREAM);
    for (const streamUrl of [
      'http://livebarn.com/x',
      'javascript:alert(1)',
      `https://x.com/${'a'.repeat(500)}`,
    ]) {
      const bad = await api.call(contract.players.schedule.create, {
        params: { id: player.id },
        bodyRaw: { ...body, streamUrl },
        cookie: owner.cookie,
      });
      expect(bad.statusCode, streamUrl).toBe(400);
    }
    const showcase = await api.call(contract.players.schedule.addUpcoming, {
      params: { id: player.id },
      body: { date: isoDay(4), eventName: 'Showcase', streamUrl: STREAM },
      cookie: owner.cookie,
    });
    expect(showcase.json().event.streamUrl).toBe(STREAM);
    const cleared = await api.call(contract.players.schedule.updateUpcoming, {
      params: { id: player.id, eventId: showcase.json().event.id },
      body: { streamUrl: '' },
      cookie: owner.cookie,
    });
    expect(cleared.json().event.streamUrl).toBeNull();
  });

  it("withholds a minor's stream link from an anonymous viewer and shows it to the family", async () => {
    const { player, parent } = await playerWithEvents(14);
    const params = { id: player.id };
    const anon = await api.call(contract.players.schedule.list, { params });
    expect(anon.json().events[0]).toMatchObject({ streamUrl: null, detailsHidden: true, opponent: 'Hawks' });
    const anonShowcases = await api.call(contract.players.schedule.upcoming, { params });
    expect(anonShowcases.json().events[0].streamUrl).toBeNull();
    const family = await api.call(contract.players.schedule.list, { params, cookie: parent.cookie });
    expect(family.json().events[0].streamUrl).toBe(STREAM);
  });
});

describe("a player's calendar feed (D300)", () => {
  it("carries a minor's dates and opponents only: all-day, no location, no stream", async () => {
    const { player, parent, game, showcase } = await playerWithEvents(14);
    const feed = await createPlayerFeed(player.id, parent.cookie);
    expect(feed.webcalUrl).toMatch(/^webcal:\/\/.+\/api\/calendar\/players\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.httpsUrl.replace(/^https?:/, 'webcal:')).toBe(feed.webcalUrl);
    const { events, byUid } = await readFeed(feed.httpsUrl);
    expect(events).toHaveLength(2);
    const g = byUid(`game-${game.id}@rinkside`)!;
    expect(g.summary).toBe('vs Hawks');
    expect(g.datetype).toBe('date');
    expect(g.location).toBeUndefined();
    expect(g.description).toBeUndefined();
    expect(g.url).toBeUndefined();
    const s = byUid(`event-${showcase.id}@rinkside`)!;
    expect(s.summary).toBe('Winter Showcase');
    expect(s.location).toBeUndefined();
    expect(JSON.stringify(events)).not.toMatch(/Braemar|Edina|Blaine|livebarn/);
  });

  it("carries an adult's full details, and changes and deletions on the next fetch under the same UID", async () => {
    const { player, parent, game, showcase } = await playerWithEvents(19);
    const feed = await createPlayerFeed(player.id, parent.cookie);
    const first = await readFeed(feed.httpsUrl);
    const g = first.byUid(`game-${game.id}@rinkside`)!;
    expect(g.datetype).toBe('date-time');
    expect(g.location).toBe('Braemar Arena, Edina, MN');
    expect(g.url).toMatchObject({ val: STREAM });
    // 7:30 PM at the rink's own time: a floating time, no Z.
    expect(first.text).toContain(`DTSTART:${game.eventDate.replaceAll('-', '')}T193000\r\n`);
    expect(g.description).toContain('White jerseys');
    expect(first.byUid(`event-${showcase.id}@rinkside`)!.location).toBe('Blaine, MN');

    await t.db
      .update(playerScheduleEvents)
      .set({ opponent: 'Eagles' })
      .where(eq(playerScheduleEvents.id, game.id));
    await t.db.delete(upcomingEvents).where(eq(upcomingEvents.id, showcase.id));
    const next = await readFeed(feed.httpsUrl);
    expect(next.events).toHaveLength(1);
    expect(next.byUid(`game-${game.id}@rinkside`)!.summary).toBe('vs Eagles');
  });

  it('keeps its caching whoever asks, a signed-in caller too', async () => {
    const { player, parent } = await playerWithEvents(19);
    const feed = await createPlayerFeed(player.id, parent.cookie);
    const res = await t.app.inject({
      method: 'GET',
      url: feedPath(feed.httpsUrl),
      headers: { cookie: parent.cookie },
    });
    expect(res.headers['cache-control']).toBe('private, max-age=300');
  });

  it('answers 404 once rotated or revoked, and for a profile no longer active', async () => {
    const { player, parent } = await playerWithEvents(19);
    const params = { id: player.id };
    const old = await createPlayerFeed(player.id, parent.cookie);
    const rotated = await createPlayerFeed(player.id, parent.cookie);
    expect((await t.app.inject({ method: 'GET', url: feedPath(old.httpsUrl) })).statusCode).toBe(404);
    const status = await api.call(contract.calendar.player.status, { params, cookie: parent.cookie });
    expect(status.json()).toMatchObject({ active: true });
    // The token is stored hashed only.
    const rows = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.playerId, player.id));
    expect(rows[0]!.tokenHash).not.toContain(feedPath(rotated.httpsUrl).slice(-47, -4));

    await t.db.update(players).set({ profileStatus: 'inactive' }).where(eq(players.id, player.id));
    expect((await t.app.inject({ method: 'GET', url: feedPath(rotated.httpsUrl) })).statusCode).toBe(404);
    await t.db.update(players).set({ profileStatus: 'active' }).where(eq(players.id, player.id));

    const revoked = await api.call(contract.calendar.player.revoke, { params, cookie: parent.cookie });
    expect(revoked.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: feedPath(rotated.httpsUrl) })).statusCode).toBe(404);
    const again = await api.call(contract.calendar.player.revoke, { params, cookie: parent.cookie });
    expect(again.statusCode).toBe(404);
    const after = await api.call(contract.calendar.player.status, { params, cookie: parent.cookie });
    expect(after.json()).toEqual({ active: false, createdAt: null });
  });

  it('lets only the family make or revoke the link: 401 signed out, 403 anyone else', async () => {
    const { player } = await playerWithEvents(14);
    const params = { id: player.id };
    expect((await api.call(contract.calendar.player.create, { params })).statusCode).toBe(401);
    for (const role of ['PLAYER', 'PARENT', 'RECRUITER'] as const) {
      const other = await signIn(t, role);
      const res = await api.call(contract.calendar.player.create, { params, cookie: other.cookie });
      expect(res.statusCode, role).toBe(403);
      const del = await api.call(contract.calendar.player.revoke, { params, cookie: other.cookie });
      expect(del.statusCode, role).toBe(403);
    }
    const malformed = await t.app.inject({ method: 'GET', url: '/api/calendar/players/short.ics' });
    expect(malformed.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: `/api/calendar/players/${'a'.repeat(43)}.ics` });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("a recruiter's list feed (D300)", () => {
  async function listWith(playerId: string, emailVerified: boolean) {
    const recruiter = await signIn(t, 'RECRUITER');
    await t.db.update(users).set({ emailVerified }).where(eq(users.id, recruiter.user.id));
    const list = await api.call(contract.lists.create, {
      body: { name: 'Fall targets' },
      cookie: recruiter.cookie,
    });
    const listId = list.json().list.id as string;
    await api.call(contract.lists.items.add, {
      params: { listId },
      body: { playerId },
      cookie: recruiter.cookie,
    });
    const feed = await api.call(contract.calendar.list.create, {
      params: { id: listId },
      cookie: recruiter.cookie,
    });
    expect(feed.statusCode).toBe(201);
    return { recruiter, listId, url: feed.json().httpsUrl as string };
  }

  it("shows a minor's details to a verified recruiter and dates only to an unverified one", async () => {
    const { player, game } = await playerWithEvents(15);
    const uid = `game-${game.id}@rinkside`;
    const verified = await readFeed((await listWith(player.id, true)).url);
    expect(verified.byUid(uid)!.location).toBe('Braemar Arena, Edina, MN');
    expect(verified.byUid(uid)!.summary).toBe(`${player.firstName} ${player.lastName}: vs Hawks`);
    const unverified = await readFeed((await listWith(player.id, false)).url);
    expect(unverified.byUid(uid)!.location).toBeUndefined();
    expect(unverified.byUid(uid)!.url).toBeUndefined();
  });

  it("is the owner's alone, and 404 once revoked", async () => {
    const { player } = await playerWithEvents(19);
    const { recruiter, listId, url } = await listWith(player.id, true);
    const params = { id: listId };
    const other = await signIn(t, 'RECRUITER');
    expect((await api.call(contract.calendar.list.create, { params, cookie: other.cookie })).statusCode).toBe(
      404,
    );
    const parent = await signIn(t, 'PARENT');
    expect(
      (await api.call(contract.calendar.list.create, { params, cookie: parent.cookie })).statusCode,
    ).toBe(403);
    expect((await api.call(contract.calendar.list.create, { params })).statusCode).toBe(401);
    await api.call(contract.calendar.list.revoke, { params, cookie: recruiter.cookie });
    expect((await t.app.inject({ method: 'GET', url: feedPath(url) })).statusCode).toBe(404);
  });
});

describe('the time of day of a game as entered', () => {
  it('reads 24-hour and 12-hour times, and nothing else', () => {
    expect(parseTimeOfDay('19:30')).toEqual({ hours: 19, minutes: 30 });
    expect(parseTimeOfDay('7:30 PM')).toEqual({ hours: 19, minutes: 30 });
    expect(parseTimeOfDay('12 a.m.')).toEqual({ hours: 0, minutes: 0 });
    expect(parseTimeOfDay('12:15pm')).toEqual({ hours: 12, minutes: 15 });
    for (const text of ['7', '25:00', '13 PM', 'after school', '7:75'])
      expect(parseTimeOfDay(text), text).toBeNull();
  });
});
