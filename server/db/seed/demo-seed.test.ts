import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsParentalConsent } from '#common/age.ts';
import {
  games,
  goalieGameStats,
  measurables,
  media,
  playerScheduleEvents,
  players,
  seasonStats,
  skaterGameStats,
  upcomingEvents,
  users,
} from '#server/db/schema/index.ts';
import { verifyPassword } from '#server/lib/password.ts';
import { createDiskStorage } from '#server/lib/storage/index.ts';
import { createTestDatabase } from '#test/test-app.ts';
import type { Database } from '../client.ts';
import { DEMO_EXTRA_RECRUITERS } from './demo/recruiters.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_COMMUNITY_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_PLAYER_SLUGS,
  seedDemoData,
} from './demo.ts';
import { demoPhotoKey, renderDemoPhoto } from './demo-photos.ts';

/** The demo makes a strong first impression, and never shows a minor without consent. */
const mediaDir = mkdtempSync(join(tmpdir(), 'rinkside-demo-media-'));
const storage = createDiskStorage(mediaDir);
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, storage);
}, 120_000);
afterAll(async () => {
  await database?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const countBy = (rows: { playerId: string }[]) => {
  const out = new Map<string, number>();
  for (const r of rows) out.set(r.playerId, (out.get(r.playerId) ?? 0) + 1);
  return out;
};

describe('demo data', () => {
  it('every adult or consented player has a photo stored like an upload, games, events and measurables', async () => {
    const db = database.db;
    const [all, images, gameRows, skaterRows, goalieRows, schedule, upcoming, measured, seasonRows] =
      await Promise.all([
        db.select().from(players),
        db.select({ playerId: media.playerId, url: media.url }).from(media).where(eq(media.type, 'image')),
        db.select({ playerId: games.playerId }).from(games),
        db.select({ playerId: skaterGameStats.playerId }).from(skaterGameStats),
        db.select({ playerId: goalieGameStats.playerId }).from(goalieGameStats),
        db.select({ playerId: playerScheduleEvents.playerId }).from(playerScheduleEvents),
        db.select({ playerId: upcomingEvents.playerId }).from(upcomingEvents),
        db.select({ playerId: measurables.playerId }).from(measurables),
        db.select({ playerId: seasonStats.playerId }).from(seasonStats),
      ]);
    const presentable = all.filter((p) => !needsParentalConsent(p) || p.parentalConsentGiven);
    const hidden = all.filter((p) => !presentable.includes(p));
    expect(presentable.length).toBeGreaterThan(250);
    expect(hidden.length).toBeGreaterThan(5);

    const imageOf = new Map(images.map((i) => [i.playerId, i.url]));
    const gamesOf = countBy(gameRows);
    const skaterLines = countBy(skaterRows);
    const goalieLines = countBy(goalieRows);
    const eventsOf = countBy([...schedule, ...upcoming]);
    const measuredIds = new Set(measured.map((m) => m.playerId));
    const withSeasonLines = new Set(seasonRows.map((r) => r.playerId));
    for (const p of presentable) {
      const name = `${p.firstName} ${p.lastName} (${p.slug})`;
      expect(imageOf.get(p.id), name).toBe(`/media/${demoPhotoKey(p.slug)}`);
      expect(p.hasPhoto, name).toBe(true);
      expect(gamesOf.get(p.id) ?? 0, name).toBeGreaterThanOrEqual(2);
      // Goalies get goalie lines only; skaters skater lines; one line per game.
      const goalieOnly = p.positions.length === 1 && p.positions[0] === 'G';
      if (goalieOnly) expect(goalieLines.get(p.id), name).toBe(gamesOf.get(p.id));
      // A stored season line is a skater's: a goalie's page must not show a skater line of zeros.
      if (goalieOnly) expect(withSeasonLines.has(p.id), name).toBe(false);
      else expect(skaterLines.get(p.id) ?? goalieLines.get(p.id), name).toBe(gamesOf.get(p.id));
      expect(eventsOf.get(p.id) ?? 0, name).toBeGreaterThanOrEqual(1);
      expect(measuredIds.has(p.id), name).toBe(true);
    }
    for (const p of hidden) expect(imageOf.has(p.id), `${p.slug} is a minor without consent`).toBe(false);

    // The files are there, as an upload's would be.
    const sample = presentable[0]!;
    const stored = await storage.get(demoPhotoKey(sample.slug));
    expect(stored?.contentType).toBe('image/webp');
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it("goalie lines agree with the game's score; sample players stay within the free plan's two upcoming items", async () => {
    const db = database.db;
    const lines = await db
      .select({
        ga: goalieGameStats.goalsAgainst,
        sa: goalieGameStats.shotsAgainst,
        sv: goalieGameStats.saves,
        opp: games.opponentScore,
      })
      .from(goalieGameStats)
      .innerJoin(games, eq(games.id, goalieGameStats.gameId));
    expect(lines.length).toBeGreaterThan(50);
    for (const l of lines) {
      expect(l.sv + l.ga).toBe(l.sa);
      expect(l.ga).toBeLessThanOrEqual(l.opp ?? 0);
    }
    const sampleIds = new Set(
      (await db.select({ id: players.id, userId: players.userId }).from(players))
        .filter((p) => !p.userId)
        .map((p) => p.id),
    );
    const today = new Date().toISOString().slice(0, 10);
    const upcomingSchedule = await db
      .select({ playerId: playerScheduleEvents.playerId, date: playerScheduleEvents.eventDate })
      .from(playerScheduleEvents);
    const perPlayer = countBy([
      ...upcomingSchedule.filter((e) => e.date >= today),
      ...(await db.select({ playerId: upcomingEvents.playerId }).from(upcomingEvents)),
    ]);
    for (const [playerId, n] of perPlayer) if (sampleIds.has(playerId)) expect(n).toBeLessThanOrEqual(2);
  });

  it('the rich demo profile has everything, and a photo is the same picture every time', async () => {
    const [ethan] = await database.db
      .select()
      .from(players)
      .where(eq(players.slug, DEMO_PLAYER_SLUGS.player));
    expect(ethan!.hasPhoto).toBe(true);
    const input = {
      firstName: 'Ethan',
      lastName: 'Marchetti',
      jerseyNumber: 19,
      teamName: 'Blizzard',
      goalie: false,
    };
    expect((await renderDemoPhoto(input)).equals(await renderDemoPhoto(input))).toBe(true);
  });

  it('every demo account has a password hash of its own (its own salt), and the demo password opens each login', async () => {
    const rows = await database.db.select({ email: users.email, hash: users.passwordHash }).from(users);
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length + DEMO_EXTRA_RECRUITERS.length + DEMO_COMMUNITY_ACCOUNTS);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
    for (const account of DEMO_ACCOUNTS) {
      const row = rows.find((r) => r.email === account.email);
      expect(row?.hash.startsWith('$argon2id$')).toBe(true);
      expect(await verifyPassword(row!.hash, DEMO_PASSWORD)).toBe(true);
    }
  });
});
