import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { auditLogs, players, verificationEvidence } from '#server/db/schema/index.ts';
import { issuesByPath, ownedPlayer, signIn } from '#test/players-kit.ts';
import { verificationApp } from '#test/verification-kit.ts';

const {
  t,
  api,
  member,
  sponsor,
  world,
  uploadScreenshot,
  submit,
  submitted,
  approve,
  reject,
  queue,
  playerRow,
  evidenceRow,
  ids,
  expectError,
} = verificationApp();

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
    const res = await api.call(contract.orgs.verification.ofPlayer, {
      params: { id: w.player.id },
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
