import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import type { RecruiterList } from '#common/contracts/lists.ts';
import { auditLogs, players, recruiterListItems, recruiterLists } from '#server/db/schema/index.ts';
import { createPlayer, createTeam, type Player } from '#server/db/seed/factories.ts';
import { errorJson, json } from '#test/api-json.ts';
import { issuesByPath, type SignedIn, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
let alice: SignedIn;
let bob: SignedIn;
let active: Player;
let other: Player;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  alice = await signIn(t, 'RECRUITER', 'Alice Scout');
  bob = await signIn(t, 'RECRUITER', 'Bob Scout');
  const team = await createTeam(t.db, { name: 'Duluth Huskies' });
  active = await createPlayer(t.db, {
    firstName: 'Cole',
    lastName: 'Hansen',
    birthYear: 2009,
    currentTeamId: team.id,
  });
  other = await createPlayer(t.db, {
    firstName: 'Mia',
    lastName: 'Berg',
    category: 'FEMALE',
    positions: ['G'],
  });
});

async function createList(who: SignedIn, name: string): Promise<RecruiterList> {
  const res = await api.call(contract.lists.create, { cookie: who.cookie, body: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return json(contract.lists.create, res).list;
}
const addItem = (who: SignedIn, listId: string, playerId: string) =>
  api.call(contract.lists.items.add, { params: { listId }, cookie: who.cookie, body: { playerId } });
const auditRows = (
  eventType: 'list_created' | 'list_deleted' | 'list_item_added' | 'list_item_removed',
  targetId: string,
) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.eventType, eventType), eq(auditLogs.targetId, targetId)));

describe('recruiter lists', () => {
  it('creates a list with a trimmed name and records list_created', async () => {
    const list = await createList(alice, '  2011 Players to Watch  ');
    expect(list).toMatchObject({ name: '2011 Players to Watch', itemCount: 0 });
    expect(Number.isNaN(Date.parse(list.createdAt))).toBe(false);
    const [audit] = await auditRows('list_created', list.id);
    expect(audit).toMatchObject({
      userId: alice.user.id,
      targetType: 'recruiter_list',
      ipAddress: '127.0.0.1',
    });
  });

  it.each([
    [{ name: '' }, 'List name is required'],
    [{ name: '    ' }, 'List name is required'],
    [{}, 'List name is required'],
    [{ name: 42 }, 'List name is required'],
    [{ name: 'x'.repeat(101) }, 'List name must be at most 100 characters'],
    [{ name: 'a\u0000b' }, 'List name contains an invalid character'],
  ])('refuses the name in %j with 400', async (payload, message) => {
    const res = await api.call(contract.lists.create, { cookie: alice.cookie, bodyRaw: payload });
    expect(res.statusCode).toBe(400);
    expect(issuesByPath(res).name).toBe(message);
  });

  it('refuses unknown fields (400)', async () => {
    const res = await api.call(contract.lists.create, {
      cookie: alice.cookie,
      bodyRaw: { name: 'Ok', ownerUserId: bob.user.id },
    });
    expect(res.statusCode).toBe(400);
  });

  it('accepts a name of exactly 100 characters', async () => {
    const list = await createList(alice, 'y'.repeat(100));
    await api.call(contract.lists.delete, { params: { id: list.id }, cookie: alice.cookie });
  });

  it("lists only the caller's own lists, oldest first, with counts of visible players", async () => {
    const recruiter = await signIn(t, 'RECRUITER');
    const first = await createList(recruiter, 'First');
    const second = await createList(recruiter, 'Second');
    await createList(bob, 'Not yours');
    const hiddenLater = await createPlayer(t.db, { firstName: 'Soon', lastName: 'Hidden' });
    for (const id of [active.id, other.id, hiddenLater.id])
      expect((await addItem(recruiter, first.id, id)).statusCode).toBe(201);
    await t.db.update(players).set({ profileStatus: 'inactive' }).where(eq(players.id, hiddenLater.id));

    const res = await api.call(contract.lists.list, { cookie: recruiter.cookie });
    expect(res.statusCode).toBe(200);
    expect(json(contract.lists.list, res).lists.map((l) => [l.name, l.itemCount])).toEqual([
      ['First', 2],
      ['Second', 0],
    ]);
    expect(json(contract.lists.list, res).lists[1]?.id).toBe(second.id);
  });

  it('says which of my lists hold a player when asked (?playerId=), and only from my own lists', async () => {
    const recruiter = await signIn(t, 'RECRUITER');
    const holds = await createList(recruiter, 'Holds Cole');
    const empty = await createList(recruiter, 'Empty');
    const hidden = await createList(recruiter, 'Holds a hidden player');
    expect((await addItem(recruiter, holds.id, active.id)).statusCode).toBe(201);
    // Another recruiter's list holding the player changes nothing in my answer.
    const bobs = await createList(bob, 'Bob holds Cole too');
    expect((await addItem(bob, bobs.id, active.id)).statusCode).toBe(201);
    const soonHidden = await createPlayer(t.db, { firstName: 'Gone', lastName: 'Quiet' });
    expect((await addItem(recruiter, hidden.id, soonHidden.id)).statusCode).toBe(201);
    await t.db.update(players).set({ profileStatus: 'inactive' }).where(eq(players.id, soonHidden.id));

    const res = await api.call(contract.lists.list, {
      query: { playerId: active.id },
      cookie: recruiter.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(json(contract.lists.list, res).lists.map((l) => [l.id, l.hasPlayer])).toEqual([
      [holds.id, true],
      [empty.id, false],
      [hidden.id, false],
    ]);
    // A profile that is not active is held by no list, as the list screens show it.
    const gone = await api.call(contract.lists.list, {
      query: { playerId: soonHidden.id },
      cookie: recruiter.cookie,
    });
    expect(json(contract.lists.list, gone).lists.every((l) => l.hasPlayer === false)).toBe(true);
    // Without playerId the answer does not say.
    const plain = await api.call(contract.lists.list, { cookie: recruiter.cookie });
    expect(json(contract.lists.list, plain).lists.every((l) => !('hasPlayer' in l))).toBe(true);
    // After removing the player there, the list no longer holds them.
    await api.call(contract.lists.items.remove, {
      params: { listId: holds.id, playerId: active.id },
      cookie: recruiter.cookie,
    });
    const after = await api.call(contract.lists.list, {
      query: { playerId: active.id },
      cookie: recruiter.cookie,
    });
    expect(json(contract.lists.list, after).lists.find((l) => l.id === holds.id)?.hasPlayer).toBe(false);
  });

  it.each([
    ['not-a-uuid', 'Not a valid id'],
    ['', 'Not a valid id'],
  ])('refuses ?playerId=%j with 400', async (playerId, message) => {
    const res = await api.call(contract.lists.list, { query: { playerId }, cookie: alice.cookie });
    expect(res.statusCode).toBe(400);
    expect(issuesByPath(res).playerId).toBe(message);
  });

  it('refuses unknown query fields on the lists read (400)', async () => {
    const res = await api.call(contract.lists.list, {
      queryRaw: { ownerUserId: bob.user.id },
      cookie: alice.cookie,
    });
    expect(res.statusCode).toBe(400);
  });

  it('adds an active player, shows it as a card with addedAt, and records list_item_added', async () => {
    const list = await createList(alice, 'Goalies');
    const res = await addItem(alice, list.id, active.id);
    expect(res.statusCode).toBe(201);
    expect(json(contract.lists.items.add, res).item).toMatchObject({
      id: active.id,
      slug: active.slug,
      firstName: 'Cole',
      lastName: 'Hansen',
      birthYear: 2009,
      currentTeamName: 'Duluth Huskies',
      profileImageUrl: null,
    });
    const audits = await auditRows('list_item_added', active.id);
    const audit = audits.find((r) => (r.metadata as { listId: string }).listId === list.id);
    expect(audit).toMatchObject({ userId: alice.user.id, targetType: 'player' });

    await addItem(alice, list.id, other.id);
    const items = await api.call(contract.lists.items.list, {
      params: { listId: list.id },
      cookie: alice.cookie,
    });
    expect(items.statusCode).toBe(200);
    const body = json(contract.lists.items.list, items);
    expect(body.list).toMatchObject({ id: list.id, name: 'Goalies', customStages: [] });
    // Newest additions first.
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([other.id, active.id]);
    expect(Number.isNaN(Date.parse(body.items[0].addedAt))).toBe(false);
  });

  it("answers a duplicate with 409 'Player is already in this list'", async () => {
    const list = await createList(alice, 'Dupes');
    expect((await addItem(alice, list.id, active.id)).statusCode).toBe(201);
    const res = await addItem(alice, list.id, active.id);
    expect(res.statusCode).toBe(409);
    expect(errorJson(res)).toEqual({ message: 'Player is already in this list', code: 'CONFLICT' });
  });

  it('treats a profile that is not active as absent (404), and hides it once it leaves active', async () => {
    const list = await createList(alice, 'Visibility');
    for (const profileStatus of ['draft', 'pending_consent', 'inactive'] as const) {
      const hidden = await createPlayer(t.db, { profileStatus });
      const res = await addItem(alice, list.id, hidden.id);
      expect(res.statusCode, profileStatus).toBe(404);
    }
    expect((await addItem(alice, list.id, MISSING)).statusCode).toBe(404);

    const leaving = await createPlayer(t.db, { firstName: 'Leaving' });
    expect((await addItem(alice, list.id, leaving.id)).statusCode).toBe(201);
    await t.db.update(players).set({ profileStatus: 'inactive' }).where(eq(players.id, leaving.id));
    const items = await api.call(contract.lists.items.list, {
      params: { listId: list.id },
      cookie: alice.cookie,
    });
    expect(json(contract.lists.items.list, items).items).toEqual([]);
  });

  it('answers bad ids and bodies with 400', async () => {
    const list = await createList(alice, 'Bad input');
    expect((await api.get('/api/lists/not-a-uuid/items', { cookie: alice.cookie })).statusCode).toBe(400);
    expect((await api.del('/api/lists/not-a-uuid', { cookie: alice.cookie })).statusCode).toBe(400);
    expect((await addItem(alice, list.id, 'nope')).statusCode).toBe(400);
    expect(
      (
        await api.call(contract.lists.items.add, {
          params: { listId: list.id },
          cookie: alice.cookie,
          bodyRaw: {},
        })
      ).statusCode,
    ).toBe(400);
    const extra = await api.call(contract.lists.items.add, {
      params: { listId: list.id },
      cookie: alice.cookie,
      bodyRaw: { playerId: active.id, sortOrder: 3 },
    });
    expect(extra.statusCode).toBe(400);
    expect((await api.del(`/api/lists/${list.id}/items/nope`, { cookie: alice.cookie })).statusCode).toBe(
      400,
    );
  });

  it('keeps another recruiter out of a list: 404 for its items, adds and deletes, and nothing changes', async () => {
    const list = await createList(alice, 'Private');
    await addItem(alice, list.id, active.id);
    expect(
      (await api.call(contract.lists.items.list, { params: { listId: list.id }, cookie: bob.cookie }))
        .statusCode,
    ).toBe(404);
    expect((await addItem(bob, list.id, other.id)).statusCode).toBe(404);
    expect(
      (
        await api.call(contract.lists.items.remove, {
          params: { listId: list.id, playerId: active.id },
          cookie: bob.cookie,
        })
      ).statusCode,
    ).toBe(404);
    const del = await api.call(contract.lists.delete, { params: { id: list.id }, cookie: bob.cookie });
    expect(del.statusCode).toBe(404);
    expect(errorJson(del)).toEqual({ message: 'List not found.', code: 'NOT_FOUND' });
    const bobsLists = (await api.call(contract.lists.list, { cookie: bob.cookie })).json()
      .lists as RecruiterList[];
    expect(bobsLists.some((l) => l.id === list.id)).toBe(false);

    const items = await api.call(contract.lists.items.list, {
      params: { listId: list.id },
      cookie: alice.cookie,
    });
    expect(json(contract.lists.items.list, items).items.map((i) => i.id)).toEqual([active.id]);
    expect(await auditRows('list_deleted', list.id)).toHaveLength(0);
  });

  it('removes an item (then 404 when it is no longer there) and records list_item_removed', async () => {
    const list = await createList(alice, 'Removals');
    await addItem(alice, list.id, other.id);
    const res = await api.call(contract.lists.items.remove, {
      params: { listId: list.id, playerId: other.id },
      cookie: alice.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (
        await api.call(contract.lists.items.list, { params: { listId: list.id }, cookie: alice.cookie })
      ).json().items,
    ).toEqual([]);
    const again = await api.call(contract.lists.items.remove, {
      params: { listId: list.id, playerId: other.id },
      cookie: alice.cookie,
    });
    expect(again.statusCode).toBe(404);
    const removed = await auditRows('list_item_removed', other.id);
    expect(removed.filter((r) => (r.metadata as { listId: string }).listId === list.id)).toHaveLength(1);
  });

  it('deletes a list with its items and records list_deleted', async () => {
    const list = await createList(alice, 'Short lived');
    await addItem(alice, list.id, active.id);
    const res = await api.call(contract.lists.delete, { params: { id: list.id }, cookie: alice.cookie });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(recruiterLists).where(eq(recruiterLists.id, list.id))).toHaveLength(0);
    expect(
      await t.db.select().from(recruiterListItems).where(eq(recruiterListItems.listId, list.id)),
    ).toHaveLength(0);
    expect(await auditRows('list_deleted', list.id)).toHaveLength(1);
    expect(
      (await api.call(contract.lists.items.list, { params: { listId: list.id }, cookie: alice.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.call(contract.lists.delete, { params: { id: list.id }, cookie: alice.cookie })).statusCode,
    ).toBe(404);
  });

  it('needs a session (401) and is refused to players, parents and admins (403)', async () => {
    const list = await createList(alice, 'Access');
    const listId = list.id;
    const calls = [
      ['my lists', (cookie?: string) => api.call(contract.lists.list, { cookie })],
      [
        'my lists holding a player',
        (cookie?: string) => api.call(contract.lists.list, { query: { playerId: active.id }, cookie }),
      ],
      ['create', (cookie?: string) => api.call(contract.lists.create, { body: { name: 'Mine' }, cookie })],
      ['delete', (cookie?: string) => api.call(contract.lists.delete, { params: { id: listId }, cookie })],
      ['items', (cookie?: string) => api.call(contract.lists.items.list, { params: { listId }, cookie })],
      [
        'add an item',
        (cookie?: string) =>
          api.call(contract.lists.items.add, { params: { listId }, body: { playerId: active.id }, cookie }),
      ],
      [
        'remove an item',
        (cookie?: string) =>
          api.call(contract.lists.items.remove, { params: { listId, playerId: active.id }, cookie }),
      ],
    ] as const;
    const others = await Promise.all((['PLAYER', 'PARENT', 'ADMIN'] as const).map((role) => signIn(t, role)));
    for (const [name, call] of calls) {
      const anon = await call();
      expect(anon.statusCode, name).toBe(401);
      for (const who of others) {
        const res = await call(who.cookie);
        expect(res.statusCode, `${who.user.role} ${name}`).toBe(403);
      }
    }
    expect(
      (await api.call(contract.lists.items.list, { params: { listId: list.id }, cookie: alice.cookie }))
        .statusCode,
    ).toBe(200);
  });
});
