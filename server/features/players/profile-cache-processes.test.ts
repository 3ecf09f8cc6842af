import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { media } from '#server/db/schema/index.ts';
import { createOrganization, createPlayer } from '#server/db/seed/factories.ts';
import { birthYearForAge, linkedParent, ownedPlayer, requester } from '#test/players-kit.ts';
import { secondApp } from '#test/second-app.ts';
import { deferredTestApp, withTestApp } from '#test/with-test-app.ts';

/**
 * Two server processes on one PostgreSQL database (D127, D179): app A takes every kind of edit that shows
 * on a profile, through its API; app B, whose signed-out profile reads come from its own memory, answers
 * the change within a second (its cache hears the commit's NOTIFY). PGlite runs in one process only.
 */
const pg = process.env.TEST_DATABASE_URL;
const { t, api } = withTestApp();
let b: Awaited<ReturnType<typeof secondApp>> | undefined;
const apiB = requester(
  deferredTestApp(
    () => b && { app: b.app, database: b.database, db: b.database.db, logs: [], close: async () => {} },
    'app B',
  ),
);

beforeAll(async () => {
  if (pg) b = await secondApp(t);
});

afterAll(async () => {
  await b?.close();
});

/** B's signed-out profile answer, read twice so the second comes from B's memory. */
async function cachedOnB(ref: string) {
  await apiB.call(contract.players.get, { params: { id: ref } });
  return apiB.call(contract.players.get, { params: { id: ref } });
}

/** Polls B (signed out) until `check` holds, for at most one second. */
async function freshOnB(ref: string, check: (res: Awaited<ReturnType<typeof apiB.get>>) => boolean) {
  const started = Date.now();
  await expect
    .poll(async () => check(await apiB.call(contract.players.get, { params: { id: ref } })), {
      timeout: 1_000,
      interval: 20,
    })
    .toBe(true);
  return Date.now() - started;
}

describe.skipIf(!pg)('a profile edited through one process is fresh through another (PostgreSQL)', () => {
  it('profile fields, stats, media, team history and a team’s new name', async () => {
    const { player, owner } = await ownedPlayer(t, { firstName: 'Two', lastName: 'Apps' });
    const ref = player.slug;
    expect((await cachedOnB(ref)).json().player.bio).not.toBe('Edited on A');

    const edit = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { bio: 'Edited on A' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await freshOnB(ref, (r) => r.json().player.bio === 'Edited on A');

    const history = await api.call(contract.players.teamHistory.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { teamName: 'Shared Rink Hawks', season: '2025-26', isCurrent: true },
    });
    expect(history.statusCode, history.body).toBe(201);
    await cachedOnB(ref);
    const renamed = await api.call(contract.players.teamHistory.update, {
      params: { id: history.json().entry?.id ?? history.json().id },
      cookie: owner.cookie,
      body: { teamName: 'Shared Rink Falcons' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await freshOnB(ref, (r) => r.json().teamHistory[0]?.teamName === 'Shared Rink Falcons');

    await cachedOnB(ref);
    // Highlight clips are a paid feature: the row goes in through A's own connections instead.
    await t.db.insert(media).values({ playerId: player.id, type: 'image', url: '/media/two-apps.webp' });
    await freshOnB(ref, (r) => r.json().media.length === 1);

    // Stats are read beside the stored document on every page read: fresh on B at once.
    const game = await api.call(contract.players.stats.addSkaterGame, {
      params: { id: player.id },
      cookie: owner.cookie,
      bodyRaw: {
        gameData: {
          gameDate: '2025-11-08',
          opponent: 'Edina Hornets',
          homeAway: 'away',
          teamScore: 4,
          opponentScore: 2,
        },
        statsData: { goals: 2 },
      },
    });
    expect(game.statusCode, game.body).toBe(201);
    const page = await apiB.call(contract.players.page, { params: { id: ref } });
    expect(page.json().seasonStats.gameCount).toBe(1);
  });

  it('an organization renamed on A is named so on B', async () => {
    const org = await createOrganization(t.db, { name: 'Before Rename Club' });
    expect((await apiB.call(contract.orgs.bySlug, { params: { slug: org.slug } })).statusCode).toBe(200);
    await t.db.execute(sql`update organizations set name = 'After Rename Club' where id = ${org.id}`);
    await expect
      .poll(
        async () =>
          (await apiB.call(contract.orgs.bySlug, { params: { slug: org.slug } })).json().organization?.name,
        {
          timeout: 1_000,
        },
      )
      .toBe('After Rename Club');
  });

  it('consent withdrawn, a minor moved under the consent age and a deleted player are gone on B', async () => {
    // A 14-year-old whose parent gave consent: visible, and kept in B's memory.
    const child = await createPlayer(t.db, {
      birthYear: birthYearForAge(14),
      profileStatus: 'draft',
      parentalConsentRequired: true,
    });
    const parent = await linkedParent(t, child.id);
    const consent = await api.call(contract.parents.giveConsent, {
      params: { id: child.id },
      cookie: parent.cookie,
      body: { parentName: 'Pat Parent', consentGiven: true },
    });
    expect(consent.statusCode, consent.body).toBe(200);
    expect((await cachedOnB(child.slug)).statusCode).toBe(200);
    const withdrawn = await api.call(contract.dataControl.withdrawConsent, {
      params: { id: child.id },
      cookie: parent.cookie,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await freshOnB(child.slug, (r) => r.statusCode === 404);

    // An adult's parent moves the birth year under 17: hidden until a parent consents.
    const adult = await createPlayer(t.db, { birthYear: birthYearForAge(18), profileStatus: 'active' });
    const adultsParent = await linkedParent(t, adult.id);
    expect((await cachedOnB(adult.slug)).statusCode).toBe(200);
    const younger = await api.call(contract.players.update, {
      params: { id: adult.id },
      cookie: adultsParent.cookie,
      body: { birthYear: birthYearForAge(15) },
    });
    expect(younger.statusCode, younger.body).toBe(200);
    if (younger.json().player.profileStatus !== 'active')
      await freshOnB(adult.slug, (r) => r.statusCode === 404);
    else await freshOnB(adult.slug, (r) => r.json().player.birthYear === birthYearForAge(15));

    const { player: gone, owner } = await ownedPlayer(t);
    expect((await cachedOnB(gone.slug)).statusCode).toBe(200);
    const deleted = await api.call(contract.dataControl.deletePlayer, {
      params: { id: gone.id },
      cookie: owner.cookie,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    await freshOnB(gone.slug, (r) => r.statusCode === 404);
  });
});
