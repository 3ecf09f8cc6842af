import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { OrgScope } from '#common/enums.ts';
import {
  auditLogs,
  emailQueue,
  games,
  goalieGameStats,
  orgMembers,
  orgSponsorships,
  players,
  skaterGameStats,
  verificationEvidence,
} from '#server/db/schema/index.ts';
import { createOrganization } from '#server/db/seed/factories.ts';
import { createDiskStorage } from '#server/lib/storage/index.ts';
import { errorJson } from '../../../test/api-json.ts';
import {
  birthForAge,
  issuesByPath,
  linkedParent,
  ownedPlayer,
  type SignedIn,
  signIn,
} from '../../../test/players-kit.ts';
import { withTestApp } from '../../../test/with-test-app.ts';

const mediaRoot = mkdtempSync(join(tmpdir(), 'rinkside-verif-'));
const { t, api } = withTestApp({ storage: createDiskStorage(join(mediaRoot, 'media')) });
afterAll(() => rmSync(mediaRoot, { recursive: true, force: true }));

// ---------------------------------------------------------------------------------------------------------
// Helpers

/** An accepted member of the organization, signed in with the matching account role. */
async function member(orgId: string, role: 'ORG_ADMIN' | 'ORG_STAFF', scopes: OrgScope[] = []) {
  const signed = await signIn(t, role, role === 'ORG_ADMIN' ? 'Olive Owner' : 'Sam Staff');
  await t.db
    .insert(orgMembers)
    .values({ organizationId: orgId, userId: signed.user.id, role, scopes, acceptedAt: new Date() });
  return signed;
}

async function sponsor(orgId: string, playerId: string, status: 'active' | 'invited' = 'active') {
  await t.db
    .insert(orgSponsorships)
    .values({ organizationId: orgId, playerId, status, startedAt: status === 'active' ? new Date() : null });
}

/**
 * A player with a linked parent, rostered by North Stars (a reviewer holding 'verification' and a staff
 * member without it), and a second organization that does not roster the player.
 */
async function world() {
  const { owner, player } = await ownedPlayer(t, { firstName: 'Riley', lastName: 'Rink' });
  const parent = await linkedParent(t, player.id);
  const org = await createOrganization(t.db, { name: `North Stars ${randomBytes(2).toString('hex')}` });
  await sponsor(org.id, player.id);
  const reviewer = await member(org.id, 'ORG_STAFF', ['verification']);
  const rosterOnly = await member(org.id, 'ORG_STAFF', ['roster']);
  const other = await createOrganization(t.db, { name: 'Other Club' });
  const outsider = await member(other.id, 'ORG_ADMIN');
  // Staff of the other club without the 'verification' scope: it must not tell that evidence exists.
  const otherStaff = await member(other.id, 'ORG_STAFF', ['roster']);
  const admin = await signIn(t, 'ADMIN', 'Ada Admin');
  return { owner, player, parent, org, reviewer, rosterOnly, other, outsider, otherStaff, admin };
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 80, b: 160 } } })
    .png()
    .toBuffer();

/** The media upload flow (spec 2 §7): an upload URL, then the PUT. */
async function uploadScreenshot(cookie: string): Promise<string> {
  const start = await api.post('/api/media/upload', { cookie, payload: {} });
  expect(start.statusCode, start.body).toBe(200);
  const { uploadURL, publicPath } = start.json() as { uploadURL: string; publicPath: string };
  const put = await t.app.inject({
    method: 'PUT',
    url: uploadURL,
    headers: { cookie, 'content-type': 'image/png' },
    payload: await png(),
  });
  expect(put.statusCode, put.body).toBe(200);
  return publicPath;
}

const submit = (playerId: string, cookie: string | undefined, payload: unknown) =>
  api.post(`/api/players/${playerId}/verification-evidence`, { cookie, payload });

async function submitted(
  playerId: string,
  who: SignedIn,
  payload: object = { url: 'https://team.example/roster' },
) {
  const res = await submit(playerId, who.cookie, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().evidence as { id: string; screenshotUrl: string | null };
}

const approve = (id: string, cookie?: string, payload: unknown = {}) =>
  api.post(`/api/verification-evidence/${id}/approve`, { cookie, payload });
const reject = (
  id: string,
  cookie?: string,
  payload: unknown = { notes: 'The roster does not list Riley.' },
) => api.post(`/api/verification-evidence/${id}/reject`, { cookie, payload });
const queue = (cookie?: string, status = 'pending') =>
  api.get(`/api/verification-evidence?status=${status}`, { cookie });

const playerRow = async (id: string) => (await t.db.select().from(players).where(eq(players.id, id)))[0]!;
const evidenceRow = async (id: string) =>
  (await t.db.select().from(verificationEvidence).where(eq(verificationEvidence.id, id)))[0]!;
const ids = (res: { json(): unknown }) =>
  (res.json() as { evidence: { id: string }[] }).evidence.map((e) => e.id);

function expectError(res: { statusCode: number; body: string }, status: number, message?: string | RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  const body = errorJson(res as never);
  if (message) expect(body.message).toMatch(message);
}

// ---------------------------------------------------------------------------------------------------------

describe('POST /api/players/:id/verification-evidence', () => {
  it('stores a roster link and an uploaded screenshot from the player, with who sent it and an audit row', async () => {
    const w = await world();
    const screenshotPath = await uploadScreenshot(w.owner.cookie);
    const res = await submit(w.player.id, w.owner.cookie, {
      url: 'https://team.example/roster',
      screenshotPath,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { evidence } = res.json();
    expect(evidence).toMatchObject({
      status: 'pending',
      url: 'https://team.example/roster',
      screenshotUrl: `/api/verification-evidence/${evidence.id}/screenshot`,
      submittedByName: w.owner.user.name,
      player: { id: w.player.id, firstName: 'Riley' },
      reviewedAt: null,
    });
    const row = await evidenceRow(evidence.id);
    expect(row).toMatchObject({ submittedByUserId: w.owner.user.id, screenshotUrl: screenshotPath });
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, w.player.id), eq(auditLogs.eventType, 'player_profile_updated')));
    expect(audit.map((a) => a.metadata)).toContainEqual({
      action: 'verification_evidence_submitted',
      evidenceId: evidence.id,
    });
  });

  it('accepts a linked parent, and refuses a second submission while one waits (409)', async () => {
    const w = await world();
    await submitted(w.player.id, w.parent);
    expectError(
      await submit(w.player.id, w.owner.cookie, { url: 'https://team.example/other' }),
      409,
      'Your evidence is waiting for review.',
    );
  });

  it('lets a verified player send new evidence once the last one is reviewed', async () => {
    const w = await world();
    const first = await submitted(w.player.id, w.owner);
    expect((await approve(first.id, w.reviewer.cookie)).statusCode).toBe(200);
    expect(
      (await submit(w.player.id, w.owner.cookie, { url: 'https://new-team.example/roster' })).statusCode,
    ).toBe(201);
    expect((await playerRow(w.player.id)).verificationStatus).toBe('verified');
  });

  it('refuses evidence without a link or a screenshot, a bad link, and a screenshot never uploaded (400)', async () => {
    const w = await world();
    const none = await submit(w.player.id, w.owner.cookie, {});
    expectError(none, 400);
    expect(issuesByPath(none).url).toBe('Add a team roster link or a screenshot');
    expectError(await submit(w.player.id, w.owner.cookie, { url: 'not a link' }), 400);
    const missing = `/media/${randomBytes(16).toString('hex')}.webp`;
    expectError(
      await submit(w.player.id, w.owner.cookie, { screenshotPath: missing }),
      400,
      'Upload the screenshot first',
    );
    expectError(
      await submit(w.player.id, w.owner.cookie, { screenshotPath: '/etc/passwd' }),
      400,
      'Upload the screenshot first',
    );
    expectError(await submit(w.player.id, w.owner.cookie, { url: 'https://x.example', extra: 1 }), 400);
    expect(
      await t.db.select().from(verificationEvidence).where(eq(verificationEvidence.playerId, w.player.id)),
    ).toEqual([]);
  });

  it("refuses another account's upload (400): a screenshot is claimed by the account that uploaded it", async () => {
    const w = await world();
    const parentsUpload = await uploadScreenshot(w.parent.cookie);
    expectError(
      await submit(w.player.id, w.owner.cookie, { screenshotPath: parentsUpload }),
      400,
      'Upload the screenshot first',
    );
    // Once used, the same upload cannot be sent again (it is no longer in flight).
    const own = await uploadScreenshot(w.owner.cookie);
    const evidence = await submitted(w.player.id, w.owner, { screenshotPath: own });
    await reject(evidence.id, w.admin.cookie);
    expectError(
      await submit(w.player.id, w.owner.cookie, { screenshotPath: own }),
      400,
      'Upload the screenshot first',
    );
  });

  it('answers 401 anonymous, 403 for other roles and another family, 404 for a hidden profile', async () => {
    const w = await world();
    const body = { url: 'https://team.example/roster' };
    expectError(await submit(w.player.id, undefined, body), 401);
    expectError(await submit(w.player.id, w.reviewer.cookie, body), 403);
    expectError(await submit(w.player.id, (await signIn(t, 'RECRUITER')).cookie, body), 403);
    const stranger = await ownedPlayer(t);
    expectError(await submit(w.player.id, stranger.owner.cookie, body), 403);
    const hidden = await ownedPlayer(t, { profileStatus: 'draft' });
    expectError(await submit(hidden.player.id, w.owner.cookie, body), 404);
  });
});

describe('GET /api/players/:id/verification-evidence', () => {
  it("lists the family's submissions newest first with outcomes and the reviewer's notes", async () => {
    const w = await world();
    const first = await submitted(w.player.id, w.owner);
    expect(
      (await reject(first.id, w.reviewer.cookie, { notes: 'Name missing from the roster.' })).statusCode,
    ).toBe(200);
    const second = await submitted(w.player.id, w.parent, { url: 'https://team.example/roster-2' });
    const res = await api.get(`/api/players/${w.player.id}/verification-evidence`, {
      cookie: w.parent.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().evidence).toMatchObject([
      { id: second.id, status: 'pending', notes: null },
      {
        id: first.id,
        status: 'rejected',
        notes: 'Name missing from the roster.',
        reviewerName: 'Sam Staff',
        reviewedByOrganization: w.org.name,
      },
    ]);
  });

  it('answers 401 anonymous, 403 for another family and organization staff', async () => {
    const w = await world();
    const url = `/api/players/${w.player.id}/verification-evidence`;
    expectError(await api.get(url), 401);
    expectError(await api.get(url, { cookie: (await ownedPlayer(t)).owner.cookie }), 403);
    expectError(await api.get(url, { cookie: w.reviewer.cookie }), 403);
  });
});

describe('GET /api/verification-evidence (the review queue)', () => {
  it("shows staff only their active roster's evidence, oldest pending first; an admin sees everything", async () => {
    const w = await world();
    const second = await ownedPlayer(t);
    await sponsor(w.org.id, second.player.id);
    const elsewhere = await ownedPlayer(t);
    const a = await submitted(w.player.id, w.owner);
    const b = await submitted(second.player.id, second.owner);
    const c = await submitted(elsewhere.player.id, elsewhere.owner);

    const staffView = await queue(w.reviewer.cookie);
    expect(staffView.statusCode).toBe(200);
    expect(ids(staffView)).toEqual([a.id, b.id]);
    // An owner (ORG_ADMIN) holds every scope.
    const owner = await member(w.org.id, 'ORG_ADMIN');
    expect(ids(await queue(owner.cookie))).toEqual([a.id, b.id]);
    expect(ids(await queue(w.outsider.cookie))).toEqual([]);
    const adminView = ids(await queue(w.admin.cookie));
    expect(adminView).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
    expect(adminView.indexOf(a.id)).toBeLessThan(adminView.indexOf(c.id));
  });

  it('filters by status, reviewed ones most recent first', async () => {
    const w = await world();
    const first = await submitted(w.player.id, w.owner);
    await reject(first.id, w.reviewer.cookie);
    const second = await submitted(w.player.id, w.owner);
    await approve(second.id, w.reviewer.cookie);
    expect(ids(await queue(w.reviewer.cookie, 'rejected'))).toEqual([first.id]);
    expect(ids(await queue(w.reviewer.cookie, 'verified'))).toEqual([second.id]);
    expect(ids(await queue(w.reviewer.cookie, 'pending'))).toEqual([]);
    expectError(await queue(w.reviewer.cookie, 'approved'), 400, /pending, verified or rejected/);
  });

  it('keeps evidence of a hidden profile for admins only', async () => {
    const w = await world();
    const evidence = await submitted(w.player.id, w.owner);
    await t.db.update(players).set({ profileStatus: 'inactive' }).where(eq(players.id, w.player.id));
    expect(ids(await queue(w.reviewer.cookie))).not.toContain(evidence.id);
    expect(ids(await queue(w.admin.cookie))).toContain(evidence.id);
    expectError(await approve(evidence.id, w.reviewer.cookie), 404, 'Evidence not found.');
    expect((await approve(evidence.id, w.admin.cookie)).statusCode).toBe(200);
  });

  it('answers 401 anonymous, 403 for families, staff without the scope and an org account without an organization', async () => {
    const w = await world();
    expectError(await queue(), 401);
    expectError(await queue(w.owner.cookie), 403);
    expectError(await queue(w.rosterOnly.cookie), 403, 'Your role does not include reviewing verification.');
    const orphan = await signIn(t, 'ORG_STAFF');
    expectError(await queue(orphan.cookie), 403, 'Your role does not include reviewing verification.');
  });
});

describe('POST /api/verification-evidence/:id/approve and /reject', () => {
  it('roster staff approve: the player is verified, the review names the organization, the family is e-mailed', async () => {
    const w = await world();
    const evidence = await submitted(w.player.id, w.owner);
    const res = await approve(evidence.id, w.reviewer.cookie, { notes: 'Matches the team sheet.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().evidence).toMatchObject({
      status: 'verified',
      reviewerName: 'Sam Staff',
      reviewedByOrganization: w.org.name,
      notes: 'Matches the team sheet.',
    });
    expect(await evidenceRow(evidence.id)).toMatchObject({
      reviewedBy: w.reviewer.user.id,
      reviewedByOrganizationId: w.org.id,
    });
    expect((await evidenceRow(evidence.id)).reviewedAt).toBeInstanceOf(Date);
    expect((await playerRow(w.player.id)).verificationStatus).toBe('verified');

    const mails = await t.db
      .select()
      .from(emailQueue)
      .where(eq(emailQueue.emailType, 'verification_reviewed'));
    const family = mails.filter((m) => [w.owner.user.email, w.parent.user.email].includes(m.to));
    expect(family).toHaveLength(2);
    expect(family[0]!.body).toContain('Matches the team sheet.');
    expect(family[0]!.body).toContain(w.org.name);
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, evidence.id));
    expect(audit).toMatchObject([{ eventType: 'verification_reviewed', userId: w.reviewer.user.id }]);

    expectError(await approve(evidence.id, w.reviewer.cookie), 409);
    expectError(await reject(evidence.id, w.admin.cookie), 409);
  });

  it("keeps a reviewer's notes from a minor's own account (D131): the parents read them, the player gets the outcome", async () => {
    const w = await world();
    await t.db
      .update(players)
      .set({ ...birthForAge(15), profileStatus: 'active' })
      .where(eq(players.id, w.player.id));
    const evidence = await submitted(w.player.id, w.owner);
    const note = 'Text me at 555-0100 about the roster.';
    expect((await reject(evidence.id, w.reviewer.cookie, { notes: note })).statusCode).toBe(200);

    const mails = await t.db
      .select()
      .from(emailQueue)
      .where(eq(emailQueue.emailType, 'verification_reviewed'));
    const own = mails.filter((m) => m.to === w.owner.user.email);
    const parent = mails.filter((m) => m.to === w.parent.user.email);
    expect(own).toHaveLength(1);
    expect(parent).toHaveLength(1);
    expect(parent[0]!.body).toContain(note);
    expect(own[0]!.body).not.toContain(note);
    expect(own[0]!.body).toContain('could not verify');

    const url = `/api/players/${w.player.id}/verification-evidence`;
    const asPlayer = await api.get(url, { cookie: w.owner.cookie });
    const asParent = await api.get(url, { cookie: w.parent.cookie });
    expect(asPlayer.json().evidence).toMatchObject([{ id: evidence.id, status: 'rejected', notes: null }]);
    expect(asParent.json().evidence).toMatchObject([{ id: evidence.id, notes: note }]);
  });

  it('approves without a body', async () => {
    const w = await world();
    const evidence = await submitted(w.player.id, w.owner);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/verification-evidence/${evidence.id}/approve`,
      headers: { cookie: w.admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().evidence).toMatchObject({
      status: 'verified',
      reviewedByOrganization: null,
      notes: null,
    });
  });

  it('an admin rejects with notes: the player reads rejected, and the reason reaches the family', async () => {
    const w = await world();
    const evidence = await submitted(w.player.id, w.owner);
    expectError(await reject(evidence.id, w.admin.cookie, {}), 400, /Say why/);
    expectError(await reject(evidence.id, w.admin.cookie, { notes: '   ' }), 400);
    const res = await reject(evidence.id, w.admin.cookie, { notes: 'The screenshot is unreadable.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().evidence).toMatchObject({
      status: 'rejected',
      reviewedByOrganization: null,
      reviewerName: 'Ada Admin',
      notes: 'The screenshot is unreadable.',
    });
    expect(await evidenceRow(evidence.id)).toMatchObject({ reviewedByOrganizationId: null });
    expect((await playerRow(w.player.id)).verificationStatus).toBe('rejected');
    const [mail] = await t.db.select().from(emailQueue).where(eq(emailQueue.to, w.owner.user.email));
    expect(mail!.body).toContain('The screenshot is unreadable.');
    // New evidence reads as waiting again.
    await submitted(w.player.id, w.owner);
    expect((await playerRow(w.player.id)).verificationStatus).toBe('pending');
  });

  it('a rejection never takes the Verified badge away', async () => {
    const w = await world();
    await approve((await submitted(w.player.id, w.owner)).id, w.reviewer.cookie);
    const next = await submitted(w.player.id, w.owner);
    expect((await reject(next.id, w.reviewer.cookie)).statusCode).toBe(200);
    expect((await playerRow(w.player.id)).verificationStatus).toBe('verified');
  });

  it('refuses staff of an organization that does not roster the player (404, with or without the scope) and its own staff without the scope (403)', async () => {
    const w = await world();
    const evidence = await submitted(w.player.id, w.owner);
    for (const review of [approve, reject]) {
      expectError(await review(evidence.id, w.outsider.cookie), 404, 'Evidence not found.');
      // Another club's evidence reads as none, whatever the caller's scope.
      expectError(await review(evidence.id, w.otherStaff.cookie), 404, 'Evidence not found.');
      expectError(await review('00000000-0000-4000-8000-000000000000', w.otherStaff.cookie), 404);
      expectError(await review('00000000-0000-4000-8000-000000000000', w.rosterOnly.cookie), 404);
      expectError(
        await review(evidence.id, w.rosterOnly.cookie),
        403,
        'Your role does not include reviewing verification.',
      );
      expectError(await review(evidence.id, undefined), 401);
      expectError(await review(evidence.id, w.owner.cookie), 403);
      expectError(await review(evidence.id, w.parent.cookie), 403);
      expectError(await review('00000000-0000-4000-8000-000000000000', w.reviewer.cookie), 404);
      expectError(await review('not-an-id', w.reviewer.cookie), 400);
    }
    expect((await evidenceRow(evidence.id)).status).toBe('pending');
  });

  it('refuses at once once the sponsorship is revoked, and while it is only an invitation', async () => {
    const w = await world();
    const evidence = await submitted(w.player.id, w.owner);
    await t.db
      .update(orgSponsorships)
      .set({ status: 'revoked', endedAt: new Date() })
      .where(eq(orgSponsorships.playerId, w.player.id));
    expectError(await approve(evidence.id, w.reviewer.cookie), 404);
    expect(ids(await queue(w.reviewer.cookie))).toEqual([]);

    const invited = await ownedPlayer(t);
    await sponsor(w.org.id, invited.player.id, 'invited');
    const pending = await submitted(invited.player.id, invited.owner);
    expectError(await reject(pending.id, w.reviewer.cookie), 404);
  });
});

describe('GET /api/verification-evidence/:id/screenshot', () => {
  it('serves the screenshot to the family, roster reviewers and admins only', async () => {
    const w = await world();
    const evidence = await submitted(w.player.id, w.owner, {
      screenshotPath: await uploadScreenshot(w.owner.cookie),
    });
    const get = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: evidence.screenshotUrl!, headers: cookie ? { cookie } : {} });
    for (const cookie of [w.owner.cookie, w.parent.cookie, w.reviewer.cookie, w.admin.cookie]) {
      const res = await get(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\//);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-security-policy']).toContain('sandbox');
    }
    expect((await get()).statusCode).toBe(401);
    for (const cookie of [
      w.outsider.cookie,
      w.otherStaff.cookie,
      w.rosterOnly.cookie,
      (await signIn(t, 'RECRUITER')).cookie,
    ]) {
      expect((await get(cookie)).statusCode).toBe(404);
    }
    // Not a public /media file.
    const stored = (await evidenceRow(evidence.id)).screenshotUrl!;
    expect((await t.app.inject({ method: 'GET', url: stored })).statusCode).toBe(404);
  });
});

describe('POST /api/players/:id/game-stats/:gameId/verify', () => {
  async function gameWithLines(
    playerId: string,
    lines: { skater?: boolean; goalie?: boolean } = { skater: true },
  ) {
    const [game] = await t.db
      .insert(games)
      .values({ playerId, gameDate: '2025-01-11', opponent: 'Rivals', homeAway: 'home' })
      .returning();
    if (lines.skater) await t.db.insert(skaterGameStats).values({ gameId: game!.id, playerId, goals: 2 });
    if (lines.goalie)
      await t.db.insert(goalieGameStats).values({ gameId: game!.id, playerId, saves: 20, shotsAgainst: 22 });
    return game!.id;
  }
  const verify = (playerId: string, gameId: string, cookie?: string) =>
    api.post(`/api/players/${playerId}/game-stats/${gameId}/verify`, { cookie, payload: {} });

  it('roster staff attest a game: its lines are verified and the public stats name the organization', async () => {
    const w = await world();
    const gameId = await gameWithLines(w.player.id, { skater: true, goalie: true });
    const other = await gameWithLines(w.player.id);
    const res = await verify(w.player.id, gameId, w.reviewer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      gameId,
      verifiedStatus: 'verified',
      verifiedByOrganization: w.org.name,
    });
    const [skater] = await t.db.select().from(skaterGameStats).where(eq(skaterGameStats.gameId, gameId));
    const [goalie] = await t.db.select().from(goalieGameStats).where(eq(goalieGameStats.gameId, gameId));
    for (const line of [skater!, goalie!]) {
      expect(line).toMatchObject({
        verifiedStatus: 'verified',
        verifiedByUserId: w.reviewer.user.id,
        verifiedByOrganizationId: w.org.id,
      });
      expect(line.verifiedAt).toBeInstanceOf(Date);
    }

    const stats = await api.get(`/api/players/${w.player.id}/game-stats`);
    expect(stats.statusCode).toBe(200);
    const lines = stats.json().skaterStats as {
      gameId: string;
      verifiedStatus: string;
      verifiedByOrganization: string | null;
    }[];
    expect(lines.find((l) => l.gameId === gameId)).toMatchObject({
      verifiedStatus: 'verified',
      verifiedByOrganization: w.org.name,
    });
    expect(lines.find((l) => l.gameId === other)).toMatchObject({
      verifiedStatus: 'draft',
      verifiedByOrganization: null,
    });

    // Repeating is harmless: the first attestation stays.
    const again = await verify(w.player.id, gameId, w.admin.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      verifiedByOrganization: w.org.name,
      verifiedAt: skater!.verifiedAt!.toISOString(),
    });
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, gameId));
    expect(audit).toMatchObject([{ eventType: 'game_stats_verified', userId: w.reviewer.user.id }]);
  });

  it('an admin attests with no organization', async () => {
    const w = await world();
    const gameId = await gameWithLines(w.player.id);
    const res = await verify(w.player.id, gameId, w.admin.cookie);
    expect(res.json()).toMatchObject({ verifiedStatus: 'verified', verifiedByOrganization: null });
    const [line] = await t.db.select().from(skaterGameStats).where(eq(skaterGameStats.gameId, gameId));
    expect(line).toMatchObject({
      verifiedStatus: 'verified',
      verifiedByOrganizationId: null,
      verifiedByUserId: w.admin.user.id,
    });
  });

  it("refuses a game without stats (409) and another player's game (404)", async () => {
    const w = await world();
    expectError(
      await verify(w.player.id, await gameWithLines(w.player.id, {}), w.reviewer.cookie),
      409,
      'This game has no stats to verify.',
    );
    const stranger = await ownedPlayer(t);
    const theirs = await gameWithLines(stranger.player.id);
    expectError(await verify(w.player.id, theirs, w.reviewer.cookie), 404);
    expectError(await verify(w.player.id, theirs, w.admin.cookie), 404);
  });

  it('refuses a non-rostering organization (404), staff without the scope (403), families (403) and anonymous (401)', async () => {
    const w = await world();
    const gameId = await gameWithLines(w.player.id);
    expectError(await verify(w.player.id, gameId, w.outsider.cookie), 404);
    expectError(await verify(w.player.id, gameId, w.otherStaff.cookie), 404);
    expectError(
      await verify(w.player.id, gameId, w.rosterOnly.cookie),
      403,
      'Your role does not include reviewing verification.',
    );
    expectError(await verify(w.player.id, gameId, w.owner.cookie), 403);
    expectError(await verify(w.player.id, gameId), 401);
    await t.db
      .update(orgSponsorships)
      .set({ status: 'revoked' })
      .where(eq(orgSponsorships.playerId, w.player.id));
    expectError(await verify(w.player.id, gameId, w.reviewer.cookie), 404);
    const [line] = await t.db.select().from(skaterGameStats).where(eq(skaterGameStats.gameId, gameId));
    expect(line!.verifiedStatus).toBe('draft');
  });
});
