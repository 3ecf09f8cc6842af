import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract, type EndpointBody } from '#common/api/index.ts';
import { playerScheduleEvents, upcomingEvents } from '#server/db/schema/index.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import {
  birthYearForAge,
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

type ScheduleEvent = EndpointBody<typeof contract.players.schedule.create>;

const eventBody = (over: Partial<ScheduleEvent> = {}): ScheduleEvent => ({
  eventDate: isoDay(10),
  eventTime: '19:30',
  rinkName: 'Mariucci Arena',
  location: '1901 4th St SE, Minneapolis, MN',
  locationPlaceId: 'ChIJ-place',
  hasLiveBarn: true,
  opponent: 'Edina',
  notes: 'Bring white jersey',
  ...over,
});

const LIMIT_MESSAGE = 'Your plan allows 2 upcoming events. Upgrade to add more.';

async function addEvents(playerId: string, cookie: string, n: number, offsetStart = 1) {
  for (let i = 0; i < n; i++) {
    const res = await api.call(contract.players.schedule.create, {
      params: { id: playerId },
      cookie,
      body: eventBody({ eventDate: isoDay(offsetStart + i) }),
    });
    expect(res.statusCode).toBe(201);
  }
}

describe('POST /api/players/:id/schedule-events', () => {
  it('adds an event for the owner', async () => {
    const { owner, player } = await ownedPlayer(t);
    const res = await api.call(contract.players.schedule.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: eventBody(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().event).toMatchObject({ ...eventBody(), detailsHidden: false });
  });

  it('answers bad input with 400 and the form messages', async () => {
    const { owner, player } = await ownedPlayer(t);
    const res = await api.call(contract.players.schedule.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { eventDate: '', rinkName: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(issuesByPath(res)).toMatchObject({
      eventDate: 'Date is required',
      rinkName: 'Rink name is required',
    });
    const impossible = await api.call(contract.players.schedule.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: eventBody({ eventDate: '2026-02-31' }),
    });
    expect(impossible.statusCode).toBe(400);
    const unknown = await api.call(contract.players.schedule.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      bodyRaw: { ...eventBody(), playerId: player.id },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('stops at 2 upcoming events on locker_room with a clear 403, while past events do not count', async () => {
    const { owner, player } = await ownedPlayer(t);
    await addEvents(player.id, owner.cookie, 2);
    const third = await api.call(contract.players.schedule.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: eventBody(),
    });
    expect(third.statusCode).toBe(403);
    expect(third.json()).toEqual({ message: LIMIT_MESSAGE, code: 'LIMIT_REACHED' });
    const past = await api.call(contract.players.schedule.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: eventBody({ eventDate: isoDay(-30) }),
    });
    expect(past.statusCode).toBe(201);
    const features = (
      await api.call(contract.players.features, { params: { id: player.id }, cookie: owner.cookie })
    ).json();
    expect(features.upcomingEvents).toEqual({ hasAccess: true, limit: 2, used: 2, source: 'tier' });
  });

  it('an admin override lifts the limit', async () => {
    const { owner, player } = await ownedPlayer(t);
    await grantOverride(t.db, owner.user.id, 'upcoming_events', true, '3');
    await addEvents(player.id, owner.cookie, 3);
    const fourth = await api.call(contract.players.schedule.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: eventBody(),
    });
    expect(fourth.statusCode).toBe(403);
    // D248: the limit is the administrator's, so no upgrade is offered.
    expect(fourth.json().message).toBe('An administrator set this account to 3 upcoming events.');
  });

  it('a paid tier lifts the limit, and a cancelled subscription falls back to locker_room', async () => {
    const { owner, player } = await ownedPlayer(t);
    await subscribe(t.db, owner.user.id, 'warm_up');
    await addEvents(player.id, owner.cookie, 5);
    const sixth = await api.call(contract.players.schedule.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: eventBody(),
    });
    expect(sixth.json().message).toBe('Your plan allows 5 upcoming events. Upgrade to add more.');

    await subscribe(t.db, owner.user.id, 'first_line', 'trialing');
    await addEvents(player.id, owner.cookie, 2, 20);

    await subscribe(t.db, owner.user.id, 'first_line', 'canceled');
    const afterCancel = await api.call(contract.players.schedule.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: eventBody(),
    });
    expect(afterCancel.statusCode).toBe(403);
    expect(afterCancel.json().message).toBe(LIMIT_MESSAGE);
  });

  it("a parent's plan covers a child without an account", async () => {
    const child = await createPlayer(t.db, { userId: null });
    const parent = await linkedParent(t, child.id);
    await subscribe(t.db, parent.user.id, 'first_line');
    await addEvents(child.id, parent.cookie, 4);
  });

  it('refuses strangers (403 active, 404 draft), recruiters and anonymous callers', async () => {
    const { player } = await ownedPlayer(t);
    for (const role of ['PARENT', 'RECRUITER', 'PLAYER'] as const) {
      const stranger = await signIn(t, role);
      const res = await api.call(contract.players.schedule.create, {
        params: { id: player.id },
        cookie: stranger.cookie,
        body: eventBody(),
      });
      expect(res.statusCode, role).toBe(403);
    }
    expect(
      (await api.call(contract.players.schedule.create, { params: { id: player.id }, body: eventBody() }))
        .statusCode,
    ).toBe(401);
    const draft = await ownedPlayer(t, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
    const stranger = await signIn(t, 'PLAYER');
    expect(
      (
        await api.call(contract.players.schedule.create, {
          params: { id: draft.player.id },
          cookie: stranger.cookie,
          body: eventBody(),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/players/:id/schedule-events', () => {
  it("hides a minor's rink, time and location from anonymous visitors but not from a verified recruiter or the player", async () => {
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(15),
      profileStatus: 'active',
    });
    await addEvents(player.id, owner.cookie, 1);
    const anon = await api.call(contract.players.schedule.list, { params: { id: player.id } });
    expect(anon.statusCode).toBe(200);
    expect(anon.json().events).toEqual([
      expect.objectContaining({
        eventDate: isoDay(1),
        rinkName: null,
        eventTime: null,
        location: null,
        locationPlaceId: null,
        notes: null,
        hasLiveBarn: true,
        detailsHidden: true,
      }),
    ]);
    expect(anon.body).not.toContain('Mariucci');
    const recruiter = await signIn(t, 'RECRUITER');
    for (const cookie of [recruiter.cookie, owner.cookie]) {
      const res = await api.call(contract.players.schedule.list, { params: { id: player.id }, cookie });
      expect(res.json().events[0]).toMatchObject({
        rinkName: 'Mariucci Arena',
        eventTime: '19:30',
        detailsHidden: false,
      });
    }
  });

  it('shows an adult’s schedule details to everyone, soonest first', async () => {
    const { owner, player } = await ownedPlayer(t);
    await subscribe(t.db, owner.user.id, 'all_star');
    await api.call(contract.players.schedule.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: eventBody({ eventDate: isoDay(9) }),
    });
    await api.call(contract.players.schedule.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: eventBody({ eventDate: isoDay(2) }),
    });
    const events = (await api.call(contract.players.schedule.list, { params: { id: player.slug } })).json()
      .events;
    expect(events.map((e: { eventDate: string }) => e.eventDate)).toEqual([isoDay(2), isoDay(9)]);
    expect(events[0]).toMatchObject({ rinkName: 'Mariucci Arena', detailsHidden: false });
  });

  it('is hidden for a draft profile (404) except for its managers', async () => {
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(15),
      profileStatus: 'draft',
    });
    expect((await api.call(contract.players.schedule.list, { params: { id: player.id } })).statusCode).toBe(
      404,
    );
    const recruiter = await signIn(t, 'RECRUITER');
    expect(
      (
        await api.call(contract.players.schedule.list, {
          params: { id: player.id },
          cookie: recruiter.cookie,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await api.call(contract.players.schedule.list, { params: { id: player.id }, cookie: owner.cookie }))
        .statusCode,
    ).toBe(200);
  });
});

describe('PATCH and DELETE /api/schedule-events/:id', () => {
  it('changes only the fields sent (hasLiveBarn stays when omitted)', async () => {
    const { owner, player } = await ownedPlayer(t);
    const event = (
      await api.call(contract.players.schedule.create, {
        params: { id: player.id },
        cookie: owner.cookie,
        body: eventBody(),
      })
    ).json().event;
    const res = await api.call(contract.players.schedule.update, {
      params: { id: event.id },
      cookie: owner.cookie,
      body: { rinkName: 'Ridder Arena', notes: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().event).toMatchObject({
      rinkName: 'Ridder Arena',
      notes: null,
      hasLiveBarn: true,
      eventTime: '19:30',
    });
  });

  it('answers an empty patch with 200 and the event unchanged', async () => {
    const { owner, player } = await ownedPlayer(t);
    const event = (
      await api.call(contract.players.schedule.create, {
        params: { id: player.id },
        cookie: owner.cookie,
        body: eventBody(),
      })
    ).json().event;
    const res = await api.call(contract.players.schedule.update, {
      params: { id: event.id },
      cookie: owner.cookie,
      body: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().event).toEqual(event);
  });

  it('refuses to move a past event into the future past the plan limit', async () => {
    const { owner, player } = await ownedPlayer(t);
    const past = (
      await api.call(contract.players.schedule.create, {
        params: { id: player.id },
        cookie: owner.cookie,
        body: eventBody({ eventDate: isoDay(-3) }),
      })
    ).json().event;
    await addEvents(player.id, owner.cookie, 2);
    const res = await api.call(contract.players.schedule.update, {
      params: { id: past.id },
      cookie: owner.cookie,
      body: { eventDate: isoDay(4) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(LIMIT_MESSAGE);
  });

  it('lets a linked parent edit and delete, and answers 404 to strangers', async () => {
    const { owner, player } = await ownedPlayer(t);
    const event = (
      await api.call(contract.players.schedule.create, {
        params: { id: player.id },
        cookie: owner.cookie,
        body: eventBody(),
      })
    ).json().event;
    for (const role of ['PARENT', 'RECRUITER', 'PLAYER'] as const) {
      const stranger = await signIn(t, role);
      expect(
        (
          await api.call(contract.players.schedule.update, {
            params: { id: event.id },
            cookie: stranger.cookie,
            body: { rinkName: 'x' },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await api.call(contract.players.schedule.delete, {
            params: { id: event.id },
            cookie: stranger.cookie,
          })
        ).statusCode,
      ).toBe(404);
    }
    expect((await api.call(contract.players.schedule.delete, { params: { id: event.id } })).statusCode).toBe(
      401,
    );
    const parent = await linkedParent(t, player.id);
    expect(
      (
        await api.call(contract.players.schedule.update, {
          params: { id: event.id },
          cookie: parent.cookie,
          body: { opponent: 'Duluth' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await api.call(contract.players.schedule.delete, { params: { id: event.id }, cookie: parent.cookie }))
        .statusCode,
    ).toBe(200);
    expect(
      await t.db.select().from(playerScheduleEvents).where(eq(playerScheduleEvents.id, event.id)),
    ).toHaveLength(0);
  });

  it('refuses bad patches', async () => {
    const { owner, player } = await ownedPlayer(t);
    const event = (
      await api.call(contract.players.schedule.create, {
        params: { id: player.id },
        cookie: owner.cookie,
        body: eventBody(),
      })
    ).json().event;
    const res = await api.call(contract.players.schedule.update, {
      params: { id: event.id },
      cookie: owner.cookie,
      body: { eventDate: 'tomorrow', rinkName: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issuesByPath(res)).sort()).toEqual(['eventDate', 'rinkName']);
  });
});

describe('GET /api/players/:id/upcoming-events', () => {
  it('lists the upcoming_events rows dated today or later, soonest first', async () => {
    const { player } = await ownedPlayer(t);
    await t.db.insert(upcomingEvents).values([
      { playerId: player.id, date: isoDay(30), eventName: 'Summer Showcase', competitionType: 'showcase' },
      { playerId: player.id, date: isoDay(-1), eventName: 'Yesterday Cup' },
      { playerId: player.id, date: isoDay(0), eventName: 'Today Classic', location: 'Blaine' },
    ]);
    const res = await api.call(contract.players.schedule.upcoming, { params: { id: player.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().events.map((e: { eventName: string }) => e.eventName)).toEqual([
      'Today Classic',
      'Summer Showcase',
    ]);
    expect(res.json().events[0]).toMatchObject({ playerId: player.id, date: isoDay(0), location: 'Blaine' });
  });

  it("withholds a minor's event locations from anonymous visitors but not from the player", async () => {
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(15),
      profileStatus: 'active',
    });
    await t.db
      .insert(upcomingEvents)
      .values({ playerId: player.id, date: isoDay(3), eventName: 'Fall Classic', location: 'Blaine' });
    const anonymous = await api.call(contract.players.schedule.upcoming, { params: { id: player.id } });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().events[0]).toMatchObject({ eventName: 'Fall Classic', location: null });
    const own = await api.call(contract.players.schedule.upcoming, {
      params: { id: player.id },
      cookie: owner.cookie,
    });
    expect(own.json().events[0]).toMatchObject({ location: 'Blaine' });
  });
});
