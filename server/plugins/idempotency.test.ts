import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, idempotencyKeys, playerTeamHistory } from '#server/db/schema/index.ts';
import { openerCookie, startCheckout, tiersByName } from '#test/billing-kit.ts';
import { ownedPlayer, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER, registerIdempotency } from './idempotency.ts';

const { t } = withTestApp();

const team = (teamName: string) => ({
  teamName,
  season: '2025-26',
  league: 'USHS Prep',
  level: 'U16 AAA',
  jerseyNumber: 19,
  isCurrent: false,
});

const addTeam = (playerId: string, cookie: string, body: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/players/${playerId}/team-history`,
    headers: { cookie, ...(key && { [IDEMPOTENCY_HEADER]: key }) },
    payload: body,
  });

const entriesOf = async (playerId: string) =>
  t.db.select().from(playerTeamHistory).where(eq(playerTeamHistory.playerId, playerId));

describe('Idempotency-Key on Add Team (POST /api/players/:id/team-history)', () => {
  it('two requests at once with one key: one entry, both answered with it', async () => {
    const { player, owner } = await ownedPlayer(t);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      addTeam(player.id, owner.cookie, team('Blizzard Twice'), key),
      addTeam(player.id, owner.cookie, team('Blizzard Twice'), key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect([a.headers[REPLAYED_HEADER], b.headers[REPLAYED_HEADER]].filter(Boolean)).toEqual(['true']);
    expect(await entriesOf(player.id)).toHaveLength(1);
  });

  it('a repeat after the answer gets the same answer and writes nothing', async () => {
    const { player, owner } = await ownedPlayer(t);
    const key = randomUUID();
    const first = await addTeam(player.id, owner.cookie, team('Repeat Rangers'), key);
    const again = await addTeam(player.id, owner.cookie, team('Repeat Rangers'), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json()).toEqual(first.json());
    expect(await entriesOf(player.id)).toHaveLength(1);
  });

  it('without a key, or with a new key, each request writes (unchanged)', async () => {
    const { player, owner } = await ownedPlayer(t);
    await addTeam(player.id, owner.cookie, team('Keyless A'));
    await addTeam(player.id, owner.cookie, team('Keyless A'));
    await addTeam(player.id, owner.cookie, team('Keyless A'), randomUUID());
    expect(await entriesOf(player.id)).toHaveLength(3);
  });

  it('the same key with another body is refused (400), and nothing is written', async () => {
    const { player, owner } = await ownedPlayer(t);
    const key = randomUUID();
    await addTeam(player.id, owner.cookie, team('First Body'), key);
    const other = await addTeam(player.id, owner.cookie, team('Second Body'), key);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request.');
    expect(await entriesOf(player.id)).toHaveLength(1);
  });

  it('keys are per account: another user with the same key is not answered with the first answer', async () => {
    const { player, owner } = await ownedPlayer(t);
    const stranger = await signIn(t, 'PLAYER');
    const key = randomUUID();
    await addTeam(player.id, owner.cookie, team('Mine Only'), key);
    const theirs = await addTeam(player.id, stranger.cookie, team('Mine Only'), key);
    expect(theirs.statusCode).toBe(403);
  });

  it('a refused request lets its key go: the same key may be tried again', async () => {
    const { player } = await ownedPlayer(t);
    const stranger = await signIn(t, 'PLAYER');
    const key = randomUUID();
    expect((await addTeam(player.id, stranger.cookie, team('Not Yours'), key)).statusCode).toBe(403);
    const rows = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toEqual([]);
  });

  it('a malformed key is a 400', async () => {
    const { player, owner } = await ownedPlayer(t);
    const res = await addTeam(player.id, owner.cookie, team('Bad Key'), 'short');
    expect(res.statusCode).toBe(400);
    expect(await entriesOf(player.id)).toHaveLength(0);
  });
});

describe('Idempotency-Key on the test checkout Pay', () => {
  let tiers: Awaited<ReturnType<typeof tiersByName>>;
  beforeAll(async () => {
    tiers = await tiersByName(t.db);
  });

  const openSession = async (cookie: string) => {
    const res = await startCheckout(t.app, { tierId: tiers.first_line.id, billingCycle: 'monthly' }, cookie);
    const sessionId = (res.json() as { url: string }).url.split('/').pop() ?? '';
    return { sessionId, opener: openerCookie(res, cookie) };
  };
  const pay = (sessionId: string, cookie: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/stripe/test-checkout/${sessionId}/complete`,
      headers: { cookie, ...(key && { [IDEMPOTENCY_HEADER]: key }) },
      payload: {},
    });

  it('a double-clicked Pay (two requests, one key) pays once and both answers are the success', async () => {
    const player = await signIn(t, 'PLAYER');
    const { sessionId, opener } = await openSession(player.cookie);
    const key = randomUUID();
    const [a, b] = await Promise.all([pay(sessionId, opener, key), pay(sessionId, opener, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    const [session] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.sessionId, sessionId));
    expect(session?.status).toBe('complete');
  });

  it('without a key the second Pay is refused as already paid (the behaviour the key avoids)', async () => {
    const player = await signIn(t, 'PLAYER');
    const { sessionId, opener } = await openSession(player.cookie);
    expect((await pay(sessionId, opener)).statusCode).toBe(200);
    const again = await pay(sessionId, opener);
    expect(again.statusCode).toBe(409);
  });
});

describe('the plugin on its own: waiting, 409, a lost request', () => {
  const build = async (opts: { waitMs?: number; staleMs?: number }, handlerMs: number) => {
    const app = Fastify();
    registerIdempotency(app, { db: t.db, ...opts });
    let writes = 0;
    app.post('/slow', { config: { idempotent: true } }, async (_request, reply) => {
      writes++;
      await sleep(handlerMs);
      return reply.status(201).send({ n: writes });
    });
    await app.ready();
    const send = (key: string) =>
      app.inject({ method: 'POST', url: '/slow', headers: { [IDEMPOTENCY_HEADER]: key }, payload: {} });
    return { app, send, writes: () => writes };
  };

  it('a repeat while the first runs waits for its answer', async () => {
    const { app, send, writes } = await build({ waitMs: 5000 }, 300);
    const key = randomUUID();
    const first = send(key);
    await sleep(50);
    const second = await send(key);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual({ n: 1 });
    expect((await first).json()).toEqual({ n: 1 });
    expect(writes()).toBe(1);
    await app.close();
  });

  it('a repeat that cannot wait long enough gets a clear 409, never a second write', async () => {
    const { app, send, writes } = await build({ waitMs: 100 }, 600);
    const key = randomUUID();
    const first = send(key);
    await sleep(50);
    const second = await send(key);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/still being processed/);
    expect((await first).statusCode).toBe(201);
    expect(writes()).toBe(1);
    await app.close();
  });

  it('a request whose process ended before answering is taken over once stale', async () => {
    const { app, send, writes } = await build({ staleMs: 1000 }, 0);
    const key = randomUUID();
    await t.db.insert(idempotencyKeys).values({
      account: 'guest',
      route: 'POST /slow',
      key,
      requestHash: createHash('sha256')
        .update(JSON.stringify({ params: {}, body: {} }))
        .digest('hex'),
      createdAt: new Date(Date.now() - 5000),
    });
    const taken = await send(key);
    expect(taken.statusCode).toBe(201);
    expect(taken.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(writes()).toBe(1);
    await app.close();
  });
});
