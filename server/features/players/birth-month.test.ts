import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADULT_AGE, AGE_CHANGE_REFUSED_MESSAGE, isAdult } from '#common/age.ts';
import { api as contract, type EndpointBody } from '#common/api/index.ts';
import {
  auditLogs,
  conversationParticipants,
  conversations,
  messages,
  playerProfileParts,
  players,
} from '#server/db/schema/index.ts';
import { buildPlayer, createPlayer } from '#server/db/seed/factories.ts';
import { postAdultNotices } from '#server/features/messaging/index.ts';
import { ADULT_OWN_PROFILE_MESSAGE } from '#server/features/parents/index.ts';
import { bornByAge } from '#server/features/players/index.ts';
import {
  birthForAge,
  birthJustUnder,
  linkedParent,
  ownedPlayer,
  type SignedIn,
  signIn,
} from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { PARENTS_SWITCH_ADULT_MESSAGE, PARENTS_SWITCH_OWN_MESSAGE } from './players.service.ts';

/**
 * The age from the month and year of birth. The month is stored, private to the
 * player, linked parents who manage the profile and admins; a player cannot move themself across 13, 17
 * or 18; at 18 the profile becomes the player's own and the family's threads say so.
 */
const { t, api } = withTestApp();

const setupBody = (birth: {
  birthYear: number;
  birthMonth?: number | null;
}): EndpointBody<typeof contract.players.setup> => ({
  firstName: 'Jamie',
  lastName: 'Month',
  category: 'MALE',
  shoots: 'L',
  positions: ['C'],
  ...birth,
});

describe('the SQL rule agrees with common/age.ts', () => {
  it('bornByAge and birth_is_adult (the thread trigger) say what isAdult says, for every month around 18', async () => {
    const lastName = `Sql${Date.now()}`;
    const year = new Date().getUTCFullYear();
    const rows = [];
    for (let birthYear = year - 20; birthYear <= year - 16; birthYear++)
      for (const birthMonth of [null, 1, 2, 6, 11, 12]) rows.push({ lastName, birthYear, birthMonth });
    const made = await t.db
      .insert(players)
      .values(rows.map((r) => buildPlayer(r)))
      .returning();
    for (const now of [
      new Date(),
      new Date(Date.UTC(year, 0, 31, 9)), // still January 30 in Hawaii
      new Date(Date.UTC(year, 0, 31, 11)), // January 31 in Hawaii
      new Date(Date.UTC(year, 11, 31, 12)),
    ]) {
      const listed = await t.db
        .select({
          id: players.id,
          adult: sql<boolean>`birth_is_adult(${players.birthYear}, ${players.birthMonth}, ${now.toISOString()}::timestamptz)`,
        })
        .from(players)
        .where(and(eq(players.lastName, lastName), bornByAge(ADULT_AGE, now)));
      const expected = made
        .filter((p) => isAdult(p, now))
        .map((p) => p.id)
        .sort();
      expect(listed.map((r) => r.id).sort()).toEqual(expected);
      expect(listed.every((r) => r.adult)).toBe(true);
      const [{ n }] = (await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(players)
        .where(
          and(
            eq(players.lastName, lastName),
            sql`birth_is_adult(${players.birthYear}, ${players.birthMonth}, ${now.toISOString()}::timestamptz)`,
          ),
        )) as [{ n: number }];
      expect(n).toBe(expected.length);
    }
  });
});

describe('the month of birth is stored and private', () => {
  it('a full profile, serialized for every role, carries the month only for the player, a managing parent and an admin', async () => {
    const { owner, player } = await ownedPlayer(t, {
      ...birthForAge(20),
      birthMonth: 7,
      bio: 'Full profile',
      city: 'Duluth',
      region: 'Minnesota',
      country: 'United States',
    });
    const parent = await linkedParent(t, player.id);
    const admin = await signIn(t, 'ADMIN');
    const others: [string, SignedIn | null][] = [
      ['anonymous', null],
      ['recruiter', await signIn(t, 'RECRUITER')],
      ['another player', await signIn(t, 'PLAYER')],
      ['an unlinked parent', await signIn(t, 'PARENT')],
      ['an organization admin', await signIn(t, 'ORG_ADMIN')],
      ['an organization staff member', await signIn(t, 'ORG_STAFF')],
    ];

    const reads = (cookie?: string) => [
      api.call(contract.players.get, { params: { id: player.id }, cookie }),
      api.call(contract.players.page, { params: { id: player.slug }, cookie }),
    ];
    for (const who of [owner, parent, admin]) {
      for (const res of await Promise.all(reads(who.cookie))) {
        expect(res.statusCode).toBe(200);
        const body = res.json();
        const detail = body.detail ?? body;
        expect(detail.player.birthMonth).toBe(7);
      }
    }
    const me = await api.call(contract.players.me, { cookie: owner.cookie });
    expect(me.json().player.birthMonth).toBe(7);

    // Everyone else: the key is not in the answer at all (profile, page, public page HTML, search).
    for (const [, who] of others) {
      for (const res of await Promise.all(reads(who?.cookie))) {
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain('birthMonth');
        expect(res.body).not.toContain('parentsKeepAccess');
      }
    }
    const recruiter = others[1]![1]!;
    const search = await api.call(contract.search.players, {
      query: { keyword: player.lastName },
      cookie: recruiter.cookie,
    });
    expect(search.statusCode).toBe(200);
    expect(search.body).not.toContain('birthMonth');
    // The stored public document never holds it.
    const [stored] = await t.db
      .select({ doc: playerProfileParts.doc })
      .from(playerProfileParts)
      .where(eq(playerProfileParts.playerId, player.id));
    expect(JSON.stringify(stored!.doc)).not.toMatch(/birthMonth|birth_month|parentsKeepAccess/);
  });

  it('the wizard setup and the parent create form store the month, and consent follows it', async () => {
    const adultOwner = await signIn(t, 'PLAYER');
    const seventeen = await api.call(contract.players.setup, {
      cookie: adultOwner.cookie,
      body: setupBody(birthForAge(17)),
    });
    expect(seventeen.statusCode).toBe(201);
    expect(seventeen.json().player).toMatchObject({
      birthMonth: birthForAge(17).birthMonth,
      profileStatus: 'active',
      parentalConsentRequired: false,
    });

    const youngerOwner = await signIn(t, 'PLAYER');
    const sixteen = await api.call(contract.players.setup, {
      cookie: youngerOwner.cookie,
      body: setupBody(birthJustUnder(17)),
    });
    expect(sixteen.json().player).toMatchObject({ profileStatus: 'draft', parentalConsentRequired: true });

    const parent = await signIn(t, 'PARENT');
    const child = await api.call(contract.parents.createPlayer, {
      cookie: parent.cookie,
      body: { firstName: 'Kid', lastName: 'Month', preferredPosition: 'C', ...birthForAge(17) },
    });
    expect(child.statusCode, child.body).toBe(201);
    expect(child.json().player).toMatchObject({
      birthMonth: birthForAge(17).birthMonth,
      profileStatus: 'active',
    });

    const bad = await api.call(contract.players.setup, {
      cookie: (await signIn(t, 'PLAYER')).cookie,
      body: setupBody({ ...birthForAge(20), birthMonth: 0 }),
    });
    expect(bad.statusCode).toBe(400);
    expect((await api.call(contract.players.setup, { body: setupBody(birthForAge(20)) })).statusCode).toBe(
      401,
    );
  });
});

describe('a player cannot make themself older', () => {
  it('refuses a self-edit of the month across 18, and lets a parent or an admin make it, audited', async () => {
    const under = birthJustUnder(18);
    const { owner, player } = await ownedPlayer(t, under);
    const parent = await linkedParent(t, player.id);
    const older = { birthYear: under.birthYear - 1, birthMonth: under.birthMonth };

    const self = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: older,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ message: AGE_CHANGE_REFUSED_MESSAGE, code: 'FORBIDDEN' });
    // Within the band the month is the player's to correct.
    const within = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { birthMonth: 12 },
    });
    expect(within.statusCode).toBe(200);

    const byParent = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: parent.cookie,
      body: older,
    });
    expect(byParent.statusCode).toBe(200);
    expect(byParent.json().player).toMatchObject(older);
    const [audit] = await t.db
      .select({ userId: auditLogs.userId, metadata: auditLogs.metadata })
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, player.id), eq(auditLogs.userId, parent.user.id)));
    expect(audit!.metadata).toMatchObject({
      birth: { from: { birthYear: under.birthYear, birthMonth: 12 }, to: older, threshold: 18 },
    });

    const admin = await signIn(t, 'ADMIN');
    const back = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: admin.cookie,
      body: { birthYear: under.birthYear },
    });
    expect(back.statusCode).toBe(200);
    const stranger = await signIn(t, 'PLAYER');
    expect(
      (
        await api.call(contract.players.update, {
          params: { id: player.id },
          cookie: stranger.cookie,
          body: older,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await api.call(contract.players.update, { params: { id: player.id }, body: older })).statusCode,
    ).toBe(401);
    const badMonth = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { birthMonth: 'May' },
    });
    expect(badMonth.statusCode).toBe(400);
  });
});

describe('turning 18 (D142)', () => {
  it('at the 18th birthday the profile is the player’s own: parents can no longer edit, unless the adult lets them', async () => {
    const { owner, player } = await ownedPlayer(t, birthForAge(18));
    const parent = await linkedParent(t, player.id, { managing: false });
    const edit = () =>
      api.call(contract.players.update, {
        params: { id: player.id },
        cookie: parent.cookie,
        body: { bio: 'Hi' },
      });
    expect((await edit()).statusCode).toBe(403);
    const read = await api.call(contract.players.get, { params: { id: player.id }, cookie: parent.cookie });
    expect(read.json().viewer.canEdit).toBe(false);
    expect(read.body).not.toContain('birthMonth');
    const invite = await api.call(contract.coParents.invite, {
      params: { id: player.id },
      cookie: parent.cookie,
      body: { email: 'co@example.com' },
    });
    expect(invite.statusCode).toBe(403);
    expect(invite.json().message).toBe(ADULT_OWN_PROFILE_MESSAGE);
    // Nor the adult's data: export and deletion are the adult's own now.
    expect(
      (
        await api.call(contract.dataControl.exportPlayer, {
          params: { id: player.id },
          cookie: parent.cookie,
        })
      ).statusCode,
    ).toBe(404);

    // Only the adult player chooses; then the parents manage again.
    const byParent = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: (await linkedParent(t, player.id)).cookie,
      body: { parentsKeepAccess: false },
    });
    expect(byParent.statusCode).toBe(403);
    expect(byParent.json().message).toBe(PARENTS_SWITCH_OWN_MESSAGE);
    await t.db.update(players).set({ parentsKeepAccess: false }).where(eq(players.id, player.id));
    const allow = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { parentsKeepAccess: true },
    });
    expect(allow.json().player.parentsKeepAccess).toBe(true);
    expect((await edit()).statusCode).toBe(200);
    expect(
      (
        await api.call(contract.dataControl.exportPlayer, {
          params: { id: player.id },
          cookie: parent.cookie,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a month before the birthday the parents still manage; a minor cannot turn the switch', async () => {
    const { owner, player } = await ownedPlayer(t, birthJustUnder(18));
    const parent = await linkedParent(t, player.id, { managing: false });
    expect(
      (
        await api.call(contract.players.update, {
          params: { id: player.id },
          cookie: parent.cookie,
          body: { bio: 'Hi' },
        })
      ).statusCode,
    ).toBe(200);
    const minorSwitch = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { parentsKeepAccess: true },
    });
    expect(minorSwitch.statusCode).toBe(403);
    expect(minorSwitch.json().message).toBe(PARENTS_SWITCH_ADULT_MESSAGE);
  });

  it('a player without an account of their own stays in the parents’ hands after 18', async () => {
    const player = await createPlayer(t.db, { ...birthForAge(19), userId: null });
    const parent = await linkedParent(t, player.id, { managing: false });
    const res = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: parent.cookie,
      body: { bio: 'Hi' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().player.birthMonth).toBe(birthForAge(19).birthMonth);
  });

  it('the family’s threads get one notice when the player turns 18, without anyone acting', async () => {
    const under = birthJustUnder(18);
    const { owner, player } = await ownedPlayer(t, { ...under, firstName: 'Nora' });
    const parent = await linkedParent(t, player.id);
    const recruiter = await signIn(t, 'RECRUITER');
    const [thread] = await t.db
      .insert(conversations)
      .values({ playerId: player.id, recruiterUserId: recruiter.user.id, startedByUserId: recruiter.user.id })
      .returning();
    await t.db.insert(conversationParticipants).values([
      { conversationId: thread!.id, userId: recruiter.user.id, role: 'recruiter' },
      { conversationId: thread!.id, userId: owner.user.id, role: 'player' },
      { conversationId: thread!.id, userId: parent.user.id, role: 'parent' },
    ]);
    const notices = () =>
      t.db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, thread!.id), eq(messages.notice, 'player_adult')));

    // Today she is 17: nothing to say.
    expect(await postAdultNotices(t.db)).not.toContain(thread!.id);
    expect(await notices()).toHaveLength(0);
    // The day her birth month ends (the next month's first day is safely past it), the notice comes, once.
    const birthday = new Date(Date.UTC(under.birthYear + 18, under.birthMonth, 1, 12));
    expect(await postAdultNotices(t.db, birthday)).toContain(thread!.id);
    expect(await postAdultNotices(t.db, birthday)).not.toContain(thread!.id);
    const [notice] = await notices();
    expect(notice!.body).toMatch(/^Nora is now 18\. A parent or guardian is no longer required/);

    const view = await api.call(contract.messaging.conversations.get, {
      params: { id: thread!.id },
      cookie: parent.cookie,
    });
    expect(view.statusCode).toBe(200);
    const shown = view
      .json()
      .conversation.messages.find((m: { body: string }) => m.body.startsWith('Nora is now 18'));
    expect(shown).toMatchObject({ senderName: 'Rinkside', senderUserId: null });
  });

  it('says whether a profile is an adult’s by the month, for link previews, without the month', async () => {
    const adult = (await ownedPlayer(t, birthForAge(18))).player;
    const under = (await ownedPlayer(t, birthJustUnder(18))).player;
    const a = await api.call(contract.players.get, { params: { id: adult.slug } });
    const u = await api.call(contract.players.get, { params: { id: under.slug } });
    expect(a.json().player.isAdult).toBe(true);
    expect(u.json().player.isAdult).toBe(false);
    expect(a.body + u.body).not.toContain('birthMonth');
  });
});
