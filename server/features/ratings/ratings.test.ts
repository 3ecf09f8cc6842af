import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Rating } from '#common/contracts/ratings.ts';
import { auditLogs, playerRatings } from '#server/db/schema/index.ts';
import { createPlayer, type Player } from '#server/db/seed/factories.ts';
import { issuesByPath, type SignedIn, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
let alice: SignedIn;
let bob: SignedIn;
let player: Player;

beforeAll(async () => {
  alice = await signIn(t, 'RECRUITER', 'Alice Scout');
  bob = await signIn(t, 'RECRUITER', 'Bob Scout');
  player = await createPlayer(t.db, { firstName: 'Ella', lastName: 'Lind' });
});

const ratingUrl = (ref: string) => `/api/players/${ref}/rating`;
async function save(who: SignedIn, payload: object, ref = player.id): Promise<Rating> {
  const res = await api.put(ratingUrl(ref), { cookie: who.cookie, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rating;
}
async function read(who: SignedIn, ref = player.id): Promise<Rating | null> {
  const res = await api.get(ratingUrl(ref), { cookie: who.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rating;
}

describe('player ratings', () => {
  it('has no rating until the recruiter gives one, then reads it back', async () => {
    const fresh = await signIn(t, 'RECRUITER');
    expect(await read(fresh)).toBeNull();
    const saved = await save(fresh, {
      overall: 4,
      skating: 5,
      puckSkills: 3,
      hockeySense: null,
      summary: '  Quick first step.  ',
    });
    expect(saved).toMatchObject({
      overall: 4,
      skating: 5,
      puckSkills: 3,
      hockeySense: null,
      compete: null,
      summary: 'Quick first step.',
    });
    expect(await read(fresh)).toEqual(saved);
  });

  it('replaces the rating on a second save (one per recruiter and player)', async () => {
    await save(alice, { overall: 2, skating: 2, summary: 'First look' });
    const second = await save(alice, { overall: 5, compete: 4, summary: '   ' });
    expect(second).toMatchObject({ overall: 5, skating: null, compete: 4, summary: null });
    const rows = await t.db
      .select()
      .from(playerRatings)
      .where(and(eq(playerRatings.recruiterUserId, alice.user.id), eq(playerRatings.playerId, player.id)));
    expect(rows).toHaveLength(1);
  });

  it('finds the player by slug as well as by id', async () => {
    const other = await createPlayer(t.db, { firstName: 'Slug', lastName: 'Rated' });
    await save(alice, { overall: 3 }, other.slug);
    expect(await read(alice, other.id)).toMatchObject({ overall: 3 });
  });

  it("never shows one recruiter's rating to another", async () => {
    await save(alice, { overall: 5, summary: 'Alice only' });
    expect(await read(bob)).toBeNull();
    await save(bob, { overall: 1 });
    expect(await read(alice)).toMatchObject({ overall: 5, summary: 'Alice only' });
    expect(await read(bob)).toMatchObject({ overall: 1, summary: null });
  });

  it('removes the rating, and removing none is not an error', async () => {
    const carl = await signIn(t, 'RECRUITER');
    await save(carl, { overall: 3 });
    const res = await api.del(ratingUrl(player.id), { cookie: carl.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rating: null });
    expect(await read(carl)).toBeNull();
    expect((await api.del(ratingUrl(player.id), { cookie: carl.cookie })).statusCode).toBe(200);
    // Nobody else's rating went with it.
    expect(await read(alice)).not.toBeNull();
  });

  it('records rating_saved and rating_removed without the private scores or summary', async () => {
    const dana = await signIn(t, 'RECRUITER');
    await save(dana, { overall: 4, summary: 'Confidential: call the coach.' });
    await api.del(ratingUrl(player.id), { cookie: dana.cookie });
    const rows = await t.db.select().from(auditLogs).where(eq(auditLogs.userId, dana.user.id));
    const events = rows.map((r) => r.eventType);
    expect(events).toContain('rating_saved');
    expect(events).toContain('rating_removed');
    for (const row of rows.filter((r) => r.eventType.startsWith('rating_'))) {
      expect(row).toMatchObject({ targetType: 'player', targetId: player.id });
    }
    expect(JSON.stringify(rows)).not.toContain('Confidential');
  });

  it('treats a profile that is not active as absent (404) for reading, saving and removing', async () => {
    for (const profileStatus of ['draft', 'pending_consent', 'inactive'] as const) {
      const hidden = await createPlayer(t.db, { profileStatus });
      const cookie = alice.cookie;
      expect((await api.get(ratingUrl(hidden.id), { cookie })).statusCode, profileStatus).toBe(404);
      expect((await api.put(ratingUrl(hidden.id), { cookie, payload: { overall: 3 } })).statusCode).toBe(404);
      expect((await api.del(ratingUrl(hidden.id), { cookie })).statusCode, profileStatus).toBe(404);
    }
    expect(
      (await api.get(ratingUrl('00000000-0000-4000-8000-000000000000'), { cookie: alice.cookie })).statusCode,
    ).toBe(404);
  });

  it.each([
    [{}, 'overall', 'Overall rating must be 1 to 5'],
    [{ overall: 0 }, 'overall', 'Overall rating must be 1 to 5'],
    [{ overall: 6 }, 'overall', 'Overall rating must be 1 to 5'],
    [{ overall: 2.5 }, 'overall', 'Overall rating must be 1 to 5'],
    [{ overall: '4' }, 'overall', 'Overall rating must be 1 to 5'],
    [{ overall: null }, 'overall', 'Overall rating must be 1 to 5'],
    [{ overall: 3, skating: 7 }, 'skating', 'Skating rating must be 1 to 5'],
    [{ overall: 3, puckSkills: 0 }, 'puckSkills', 'Puck skills rating must be 1 to 5'],
    [{ overall: 3, hockeySense: 'x' }, 'hockeySense', 'Hockey sense rating must be 1 to 5'],
    [{ overall: 3, compete: -1 }, 'compete', 'Compete rating must be 1 to 5'],
    [{ overall: 3, summary: 'x'.repeat(2001) }, 'summary', 'Summary must be at most 2000 characters'],
    [{ overall: 3, summary: 'a\u0000b' }, 'summary', 'Summary contains an invalid character'],
  ])('refuses %j with 400', async (payload, path, message) => {
    const res = await api.put(ratingUrl(player.id), { cookie: alice.cookie, payload });
    expect(res.statusCode).toBe(400);
    expect(issuesByPath(res)[path]).toBe(message);
  });

  it('accepts a 2000-character summary and refuses unknown fields', async () => {
    await save(alice, { overall: 3, summary: 'z'.repeat(2000) });
    const res = await api.put(ratingUrl(player.id), {
      cookie: alice.cookie,
      payload: { overall: 3, recruiterUserId: bob.user.id },
    });
    expect(res.statusCode).toBe(400);
  });

  it('needs a session (401) and is refused to players and parents (403)', async () => {
    expect((await api.get(ratingUrl(player.id))).statusCode).toBe(401);
    expect((await api.put(ratingUrl(player.id), { payload: { overall: 3 } })).statusCode).toBe(401);
    expect((await api.del(ratingUrl(player.id))).statusCode).toBe(401);
    for (const role of ['PLAYER', 'PARENT'] as const) {
      const who = await signIn(t, role);
      expect((await api.get(ratingUrl(player.id), { cookie: who.cookie })).statusCode, role).toBe(403);
      const res = await api.put(ratingUrl(player.id), { cookie: who.cookie, payload: { overall: 3 } });
      expect(res.statusCode, role).toBe(403);
      expect((await api.del(ratingUrl(player.id), { cookie: who.cookie })).statusCode, role).toBe(403);
    }
  });
});
