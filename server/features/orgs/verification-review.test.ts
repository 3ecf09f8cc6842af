import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, emailQueue, orgSponsorships, players } from '#server/db/schema/index.ts';
import { birthForAge, ownedPlayer, signIn } from '#test/players-kit.ts';
import { verificationApp } from '#test/verification-kit.ts';

const {
  t,
  api,
  sponsor,
  world,
  uploadScreenshot,
  submitted,
  approve,
  reject,
  queue,
  playerRow,
  evidenceRow,
  ids,
  expectError,
} = verificationApp();

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
