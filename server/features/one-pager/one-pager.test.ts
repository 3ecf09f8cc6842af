import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import {
  media,
  playerScheduleEvents,
  players,
  seasonStats,
  upcomingEvents,
} from '#server/db/schema/index.ts';
import { createTeam } from '#server/db/seed/factories.ts';
import { ONE_PAGER_PHOTO_PARENT_MESSAGE } from '#server/features/players/index.ts';
import {
  birthYearForAge,
  isoDay,
  linkedParent,
  ownedPlayer,
  type Player,
  signIn,
} from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

/** D293: the printable one-pager, read back with poppler (pdftotext, pdfimages, pdftoppm) and jsQR. */
const { t, api } = withTestApp();
const run = promisify(execFile);

async function withPdf<T>(pdf: Buffer, read: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'one-pager-'));
  try {
    const file = path.join(dir, 'one-pager.pdf');
    await writeFile(file, pdf);
    return await read(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const pdfText = (pdf: Buffer) =>
  withPdf(pdf, async (file) => (await run('pdftotext', ['-layout', file, '-'])).stdout);
const pageCount = (pdf: Buffer) =>
  withPdf(pdf, async (file) => Number(/Pages:\s+(\d+)/.exec((await run('pdfinfo', [file])).stdout)?.[1]));
/** How many images the page draws (the QR code is one; the photo another), not counting their masks. */
const imageCount = (pdf: Buffer) =>
  withPdf(pdf, async (file) => {
    const rows = (await run('pdfimages', ['-list', file])).stdout.trim().split('\n').slice(2);
    return rows.filter((row) => row.trim().split(/\s+/)[2] === 'image').length;
  });

/** The QR code's text: page 1 rendered at 150 dpi, its pixels handed to jsQR. */
const qrText = (pdf: Buffer) =>
  withPdf(pdf, async (file, dir) => {
    await run('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
    const png = (await readdir(dir)).find((f) => f.endsWith('.png'))!;
    const { data, info } = await sharp(await readFile(path.join(dir, png)))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
  });

/** A stored profile photo of the player (the media pipeline's kind of file: /media/<32 hex>.webp). */
async function addPhoto(player: Player) {
  const key = `${randomBytes(16).toString('hex')}.webp`;
  const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
    .webp()
    .toBuffer();
  await t.app.ctx.storage.put(key, image, 'image/webp');
  await t.db.insert(media).values({ playerId: player.id, type: 'image', url: `/media/${key}`, sortOrder: 0 });
}

async function richPlayer(age: number) {
  const team = await createTeam(t.db, { name: 'Edina Hornets', league: 'USHS-MN' });
  const { owner, player } = await ownedPlayer(t, {
    firstName: 'Casey',
    lastName: 'Lindqvist',
    birthYear: birthYearForAge(age),
    graduationYear: birthYearForAge(age) + 18,
    positions: ['C', 'LW'],
    shoots: 'L',
    heightCm: '180.0',
    weightKg: '79.0',
    currentTeamId: team.id,
    profileStatus: 'active',
  });
  await t.db.insert(seasonStats).values({
    playerId: player.id,
    season: '2024-25',
    league: 'USHS-MN',
    gamesPlayed: 25,
    goals: 18,
    assists: 22,
    points: 40,
    penaltyMinutes: 6,
    plusMinus: 12,
  });
  await t.db.insert(playerScheduleEvents).values({
    playerId: player.id,
    eventDate: isoDay(5),
    eventTime: '19:30',
    rinkName: 'Mariucci Arena',
    location: '1901 4th St SE, Minneapolis, MN',
    opponent: 'Wayzata',
    notes: 'Bring white jersey',
  });
  await t.db.insert(upcomingEvents).values({
    playerId: player.id,
    date: isoDay(9),
    eventName: 'Fall Classic',
    location: 'Blaine Super Rink',
  });
  await addPhoto(player);
  return { owner, player };
}

const onePager = (ref: string, cookie?: string) =>
  api.call(contract.players.onePager, { params: { id: ref }, cookie });

describe('GET /api/players/{id}/one-pager.pdf', () => {
  it("answers the adult player's one-pager: a one-page PDF with the profile, the photo and a QR code", async () => {
    const { owner, player } = await richPlayer(19);
    const res = await onePager(player.id, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Casey-Lindqvist-one-pager.pdf"');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pageCount(pdf)).toBe(1);

    const text = await pdfText(pdf);
    expect(text).toContain('Casey Lindqvist');
    expect(text).toContain(`Class of ${player.graduationYear}`);
    expect(text).toContain('Edina Hornets');
    expect(text).toMatch(/2024-25\s+USHS-MN\s+25\s+18\s+22\s+40\s+6\s+\+12\s+.*Self-reported/);
    expect(text).toContain(`5'11" (180 cm)`);
    expect(text).toContain('Wayzata');
    // An adult's schedule details are public (decisions §4).
    expect(text).toContain('Mariucci Arena');
    expect(text).toContain(`http://localhost:3000/player/${player.slug}`);
    expect(await imageCount(pdf)).toBe(2);
    expect(await qrText(pdf)).toBe(`http://localhost:3000/player/${player.slug}`);
  });

  it("prints a minor's events as dates and opponents only, no photo until a parent turns it on", async () => {
    const { owner, player } = await richPlayer(15);
    const parent = await linkedParent(t, player.id);
    const res = await onePager(player.slug, parent.cookie);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Casey Lindqvist');
    expect(text).toContain('Game vs Wayzata');
    expect(text).toContain('Fall Classic');
    for (const secret of ['Mariucci', 'Minneapolis', '19:30', 'Blaine', 'white jersey']) {
      expect(text).not.toContain(secret);
    }
    expect(await imageCount(res.rawPayload)).toBe(1);
    expect(await qrText(res.rawPayload)).toBe(`http://localhost:3000/player/${player.slug}`);

    // The switch is the parent's: the minor may not turn it on.
    const bySelf = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { onePagerPhoto: true },
    });
    expect(bySelf.statusCode).toBe(403);
    expect(bySelf.json().message).toBe(ONE_PAGER_PHOTO_PARENT_MESSAGE);
    const byParent = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: parent.cookie,
      body: { onePagerPhoto: true },
    });
    expect(byParent.statusCode).toBe(200);
    expect(byParent.json().player.onePagerPhoto).toBe(true);
    const withPhoto = await onePager(player.id, owner.cookie);
    expect(await imageCount(withPhoto.rawPayload)).toBe(2);
    // Still no place of the minor.
    expect(await pdfText(withPhoto.rawPayload)).not.toContain('Mariucci');
  });

  it('keeps the switch private: the public profile read does not carry it', async () => {
    const { player } = await ownedPlayer(t, { profileStatus: 'active', onePagerPhoto: true });
    const res = await api.call(contract.players.get, { params: { id: player.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().player).not.toHaveProperty('onePagerPhoto');
  });

  it('answers 401 without a session, 403 for a visible profile of someone else, 404 for a hidden one', async () => {
    const { player } = await ownedPlayer(t, { profileStatus: 'active' });
    const { player: draft } = await ownedPlayer(t, { profileStatus: 'draft' });
    const stranger = await signIn(t, 'PARENT');
    const recruiter = await signIn(t, 'RECRUITER');
    expect((await onePager(player.id)).statusCode).toBe(401);
    expect((await onePager(player.id, stranger.cookie)).statusCode).toBe(403);
    expect((await onePager(player.id, recruiter.cookie)).statusCode).toBe(403);
    expect((await onePager(draft.id, stranger.cookie)).statusCode).toBe(404);
    const admin = await signIn(t, 'ADMIN');
    expect((await onePager(draft.id, admin.cookie)).statusCode).toBe(200);
  });

  it('answers 400 for an id that is not a player id or slug', async () => {
    const { owner } = await ownedPlayer(t, { profileStatus: 'active' });
    const res = await api.get('/api/players/not_a_player/one-pager.pdf', { cookie: owner.cookie });
    expect(res.statusCode).toBe(400);
  });

  it('makes a one-pager of an empty profile too, with a fallback file name', async () => {
    const { owner, player } = await ownedPlayer(t, { firstName: 'Élodie', lastName: "O'Brien" });
    const res = await onePager(player.id, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Elodie-O-Brien-one-pager.pdf"');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('No season stats recorded yet.');
    await t.db.update(players).set({ firstName: '李', lastName: '雷' }).where(eq(players.id, player.id));
    const unnamed = await onePager(player.id, owner.cookie);
    expect(unnamed.headers['content-disposition']).toBe('attachment; filename="player-one-pager.pdf"');
  });
});
