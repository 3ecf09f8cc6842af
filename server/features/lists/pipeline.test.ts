import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import type { RecruiterList } from '#common/contracts/lists.ts';
import { auditLogs, players } from '#server/db/schema/index.ts';
import { createPlayer, createTeam, type Player } from '#server/db/seed/factories.ts';
import { errorJson, json } from '#test/api-json.ts';
import { issuesByPath, type SignedIn, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

/** D290-D292: rename, stages, a player's stage, the own rating and note on cards, the CSV export. */

const { t, api } = withTestApp();
let alice: SignedIn;
let bob: SignedIn;
let cole: Player;
let mia: Player;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  alice = await signIn(t, 'RECRUITER', 'Alice Scout');
  bob = await signIn(t, 'RECRUITER', 'Bob Scout');
  const team = await createTeam(t.db, { name: 'Duluth Huskies' });
  cole = await createPlayer(t.db, {
    firstName: 'Cole',
    lastName: 'Hansen',
    birthYear: 2009,
    currentTeamId: team.id,
    positions: ['C', 'LW'],
    shoots: 'L',
  });
  mia = await createPlayer(t.db, { firstName: '=Mia', lastName: 'Berg', positions: ['G'], shoots: 'R' });
});

async function newList(who: SignedIn, name: string, playerIds: string[] = []): Promise<RecruiterList> {
  const res = await api.call(contract.lists.create, { cookie: who.cookie, body: { name } });
  expect(res.statusCode, res.body).toBe(201);
  const { list } = json(contract.lists.create, res);
  for (const playerId of playerIds) {
    const added = await api.call(contract.lists.items.add, {
      params: { listId: list.id },
      cookie: who.cookie,
      body: { playerId },
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  return list;
}
/** A stage change, its body sent as given (some tests send one the contract refuses). */
const setStage = (who: SignedIn, listId: string, playerId: string, bodyRaw: unknown) =>
  api.call(contract.lists.items.setStage, { params: { listId, playerId }, cookie: who.cookie, bodyRaw });
const update = (who: SignedIn, id: string, bodyRaw: unknown) =>
  api.call(contract.lists.update, { params: { id }, cookie: who.cookie, bodyRaw });
const items = async (who: SignedIn, listId: string) => {
  const res = await api.call(contract.lists.items.list, { params: { listId }, cookie: who.cookie });
  expect(res.statusCode).toBe(200);
  return json(contract.lists.items.list, res);
};
const audits = (eventType: 'list_updated' | 'list_item_stage_changed' | 'list_exported', targetId: string) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.eventType, eventType), eq(auditLogs.targetId, targetId)));

describe('renaming a list and its own stages (PATCH /api/lists/:id)', () => {
  it('renames with the create rules (trimmed) and records list_updated', async () => {
    const list = await newList(alice, 'Old name');
    const res = await api.call(contract.lists.update, {
      params: { id: list.id },
      cookie: alice.cookie,
      body: { name: '  2011 Forwards  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(contract.lists.update, res).list).toMatchObject({ id: list.id, name: '2011 Forwards' });
    expect((await items(alice, list.id)).list.name).toBe('2011 Forwards');
    const [audit] = await audits('list_updated', list.id);
    expect(audit).toMatchObject({ userId: alice.user.id, targetType: 'recruiter_list' });
    expect(audit?.metadata).toMatchObject({ name: '2011 Forwards', previousName: 'Old name' });
  });

  it('answers an empty body with the list unchanged (D056)', async () => {
    const list = await newList(alice, 'Unchanged');
    const res = await api.call(contract.lists.update, {
      params: { id: list.id },
      cookie: alice.cookie,
      body: {},
    });
    expect(res.statusCode).toBe(200);
    expect(json(contract.lists.update, res).list).toMatchObject({ name: 'Unchanged', customStages: [] });
    expect(await audits('list_updated', list.id)).toHaveLength(0);
  });

  it.each([
    [{ name: '' }, 'name', 'List name is required'],
    [{ name: '   ' }, 'name', 'List name is required'],
    [{ name: 'x'.repeat(101) }, 'name', 'List name must be at most 100 characters'],
    [{ name: 'a\nb' }, 'name', 'List name contains an invalid character'],
    [{ customStages: ['Tryout', ''] }, 'customStages.1', 'Stage name is required'],
    [{ customStages: ['y'.repeat(41)] }, 'customStages.0', 'Stage name must be at most 40 characters'],
    [{ customStages: ['Tryout', 'tryout'] }, 'customStages.1', 'Stage "tryout" already exists'],
    [{ customStages: ['offer'] }, 'customStages.0', 'Stage "offer" already exists'],
    [{ customStages: 'Tryout' }, 'customStages', 'Stages must be a list of names'],
    [
      { customStages: Array.from({ length: 11 }, (_, i) => `S${i}`) },
      'customStages',
      'A list can have at most 10 stages of your own',
    ],
  ])('refuses %j with 400', async (payload, path, message) => {
    const list = await newList(alice, 'Bad patch');
    const res = await update(alice, list.id, payload);
    expect(res.statusCode).toBe(400);
    expect(issuesByPath(res)[path]).toBe(message);
  });

  it('refuses unknown fields and bad ids (400)', async () => {
    const list = await newList(alice, 'Strict');
    const extra = await update(alice, list.id, { ownerUserId: bob.user.id });
    expect(extra.statusCode).toBe(400);
    const bad = await api.patch('/api/lists/nope', { cookie: alice.cookie, payload: { name: 'x' } });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps own stages after the defaults; a removed stage sends its players back to Watching', async () => {
    const list = await newList(alice, 'Custom', [cole.id, mia.id]);
    const res = await api.call(contract.lists.update, {
      params: { id: list.id },
      cookie: alice.cookie,
      body: { customStages: [' Tryout ', 'Camp invite'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(contract.lists.update, res).list).toMatchObject({
      customStages: ['Tryout', 'Camp invite'],
      stages: ['Watching', 'Contacted', 'Visit', 'Offer', 'Committed elsewhere', 'Tryout', 'Camp invite'],
    });
    expect((await setStage(alice, list.id, cole.id, { stage: 'tryout' })).json()).toEqual({
      playerId: cole.id,
      stage: 'Tryout',
    });
    expect((await setStage(alice, list.id, mia.id, { stage: 'Offer' })).statusCode).toBe(200);

    const dropped = await api.call(contract.lists.update, {
      params: { id: list.id },
      cookie: alice.cookie,
      body: { customStages: ['Camp invite'] },
    });
    expect(dropped.statusCode).toBe(200);
    const stages = Object.fromEntries((await items(alice, list.id)).items.map((i) => [i.id, i.stage]));
    expect(stages).toEqual({ [cole.id]: 'Watching', [mia.id]: 'Offer' });
  });

  it("answers another recruiter's or a missing list with 404 and changes nothing", async () => {
    const list = await newList(alice, 'Mine only');
    for (const id of [list.id, MISSING]) {
      const res = await api.call(contract.lists.update, {
        params: { id },
        cookie: bob.cookie,
        body: { name: 'Taken' },
      });
      expect(res.statusCode).toBe(404);
      expect(errorJson(res)).toEqual({ message: 'List not found.', code: 'NOT_FOUND' });
    }
    expect((await items(alice, list.id)).list.name).toBe('Mine only');
  });
});

describe("a player's stage (PUT /api/lists/:listId/items/:playerId/stage)", () => {
  it('starts at Watching, moves through stages, and records each change once', async () => {
    const list = await newList(alice, 'Pipeline', [cole.id]);
    expect((await items(alice, list.id)).items[0]?.stage).toBe('Watching');
    for (const stage of ['Contacted', 'Offer', 'Offer']) {
      const res = await setStage(alice, list.id, cole.id, { stage });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(contract.lists.items.setStage, res)).toEqual({ playerId: cole.id, stage });
    }
    expect((await items(alice, list.id)).items[0]?.stage).toBe('Offer');
    const rows = (await audits('list_item_stage_changed', cole.id)).filter(
      (r) => (r.metadata as { listId: string }).listId === list.id,
    );
    expect(rows.map((r) => r.metadata)).toEqual([
      { listId: list.id, from: 'Watching', to: 'Contacted' },
      { listId: list.id, from: 'Contacted', to: 'Offer' },
    ]);
  });

  it.each([
    [{ stage: 'Drafted' }, 'Unknown stage'],
    [{ stage: '' }, 'Stage name is required'],
    [{}, 'Stage name is required'],
    [{ stage: 'z'.repeat(41) }, 'Stage name must be at most 40 characters'],
  ])('refuses %j with 400', async (payload, message) => {
    const list = await newList(alice, 'Stage input', [cole.id]);
    const res = await setStage(alice, list.id, cole.id, payload);
    expect(res.statusCode).toBe(400);
    expect(issuesByPath(res).stage).toBe(message);
  });

  it('answers 404 for a player not on the list, a hidden one, and for another recruiter', async () => {
    const hidden = await createPlayer(t.db, { firstName: 'Soon', lastName: 'Gone' });
    const list = await newList(alice, 'Stage 404', [cole.id, hidden.id]);
    await t.db.update(players).set({ profileStatus: 'inactive' }).where(eq(players.id, hidden.id));
    for (const playerId of [mia.id, hidden.id, MISSING]) {
      const res = await setStage(alice, list.id, playerId, { stage: 'Visit' });
      expect(res.statusCode).toBe(404);
      expect(errorJson(res).message).toBe('Player is not in this list.');
    }
    const bobs = await setStage(bob, list.id, cole.id, { stage: 'Visit' });
    expect(bobs.statusCode).toBe(404);
    expect(errorJson(bobs).message).toBe('List not found.');
    expect((await items(alice, list.id)).items[0]?.stage).toBe('Watching');
    const badId = await api.put(`/api/lists/nope/items/${cole.id}/stage`, {
      cookie: alice.cookie,
      payload: { stage: 'Visit' },
    });
    expect(badId.statusCode).toBe(400);
  });
});

describe('the own rating and latest note on cards (D291)', () => {
  it("shows only the caller's own rating and newest note, cut to 120 characters", async () => {
    const note = `First line\n${'a'.repeat(200)}`;
    const colesPage = { params: { id: cole.id } };
    await api.call(contract.notes.create, { ...colesPage, cookie: alice.cookie, body: { note: 'older' } });
    await api.call(contract.notes.create, { ...colesPage, cookie: alice.cookie, body: { note } });
    await api.call(contract.ratings.save, { ...colesPage, cookie: alice.cookie, body: { overall: 4 } });
    await api.call(contract.notes.create, { ...colesPage, cookie: bob.cookie, body: { note: 'Bob only' } });
    await api.call(contract.ratings.save, {
      params: { id: mia.id },
      cookie: bob.cookie,
      body: { overall: 2 },
    });

    const list = await newList(alice, 'Annotated', [cole.id, mia.id]);
    const byId = Object.fromEntries((await items(alice, list.id)).items.map((i) => [i.id, i]));
    expect(byId[cole.id]).toMatchObject({ myRating: 4 });
    expect(byId[cole.id]?.latestNote).toBe(`First line ${'a'.repeat(108)}…`);
    expect(byId[mia.id]).toMatchObject({ myRating: null, latestNote: null });

    const res = await api.call(contract.lists.annotations, {
      query: { playerIds: [cole.id, mia.id] },
      cookie: bob.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(contract.lists.annotations, res).annotations).toEqual([
      { playerId: cole.id, myRating: null, latestNote: 'Bob only' },
      { playerId: mia.id, myRating: 2, latestNote: null },
    ]);
    const one = await api.call(contract.lists.annotations, {
      query: { playerIds: [mia.id] },
      cookie: alice.cookie,
    });
    expect(json(contract.lists.annotations, one).annotations).toEqual([
      { playerId: mia.id, myRating: null, latestNote: null },
    ]);
  });

  it.each([
    ['', 'playerIds is required'],
    ['?playerIds=nope', 'Not a valid id'],
    [
      `?${Array.from({ length: 51 }, () => `playerIds=${MISSING}`).join('&')}`,
      'At most 50 players at a time',
    ],
  ])('refuses the query %j with 400', async (query, message) => {
    const playerIds = new URLSearchParams(query).getAll('playerIds');
    const res = await api.call(contract.lists.annotations, { queryRaw: { playerIds }, cookie: alice.cookie });
    expect(res.statusCode).toBe(400);
    expect(Object.values(issuesByPath(res))).toContain(message);
  });
});

describe('exporting a list (GET /api/lists/:id/export.csv, D292)', () => {
  it('answers a CSV download with the header, the stage, rating and note, formula cells defused', async () => {
    const list = await newList(alice, 'Export: 2011 Goalies!', [cole.id, mia.id]);
    await setStage(alice, list.id, mia.id, { stage: 'Contacted' });
    await api.call(contract.notes.create, {
      params: { id: mia.id },
      cookie: alice.cookie,
      body: { note: '@agent, call "soon"' },
    });
    const res = await api.call(contract.lists.export, { params: { id: list.id }, cookie: alice.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="export-2011-goalies.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Name,Birth year,Positions,Shoots/Catches,Current team,Stage,Rating,Latest note,Profile URL',
    );
    // Newest additions first, as the list page.
    expect(lines[1]).toBe(
      `'=Mia Berg,${mia.birthYear},G,Right,,Contacted,,"'@agent, call ""soon""",http://localhost:3000/player/${mia.slug}`,
    );
    expect(lines[2]).toBe(
      `Cole Hansen,2009,C LW,Left,Duluth Huskies,Watching,4,First line ${'a'.repeat(108)}…,http://localhost:3000/player/${cole.slug}`,
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    // Nothing of a player's contact details or schedule is in the file.
    expect(res.body).not.toMatch(/@example|rink|arena/i);
    const [audit] = await audits('list_exported', list.id);
    expect(audit).toMatchObject({ userId: alice.user.id, metadata: { rows: 2 } });
  });

  it("answers another recruiter's or a missing list with 404, a bad id with 400", async () => {
    const list = await newList(alice, 'Secret export', [cole.id]);
    for (const [id, who] of [
      [list.id, bob],
      [MISSING, alice],
    ] as const) {
      const res = await api.call(contract.lists.export, { params: { id }, cookie: who.cookie });
      expect(res.statusCode).toBe(404);
    }
    expect((await api.get('/api/lists/nope/export.csv', { cookie: alice.cookie })).statusCode).toBe(400);
    expect(await audits('list_exported', list.id)).toHaveLength(0);
  });
});

describe('access to the pipeline routes', () => {
  it('needs a session (401) and is refused to players, parents and admins (403)', async () => {
    const list = await newList(alice, 'Access', [cole.id]);
    const calls = [
      [
        'rename',
        (cookie?: string) =>
          api.call(contract.lists.update, { params: { id: list.id }, body: { name: 'Theirs' }, cookie }),
      ],
      [
        'set a stage',
        (cookie?: string) =>
          api.call(contract.lists.items.setStage, {
            params: { listId: list.id, playerId: cole.id },
            body: { stage: 'Offer' },
            cookie,
          }),
      ],
      ['export', (cookie?: string) => api.call(contract.lists.export, { params: { id: list.id }, cookie })],
      [
        'annotations',
        (cookie?: string) =>
          api.call(contract.lists.annotations, { query: { playerIds: [cole.id] }, cookie }),
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
    expect((await items(alice, list.id)).list.name).toBe('Access');
  });
});
