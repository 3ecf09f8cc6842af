import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { auditLogs, emailQueue } from '#server/db/schema/index.ts';
import { json } from '#test/api-json.ts';
import { signIn } from '#test/players-kit.ts';
import { recruiterSignupKit } from '#test/recruiters-signup-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
const { r, m, applyAs, minorFamily, start } = recruiterSignupKit(t, api);

describe('the administrators’ recruiter queue', () => {
  it('lists the applicant with the program and evidence; verifying lets them write to a minor’s family, audited and e-mailed', async () => {
    const admin = await signIn(t, 'ADMIN');
    const coach = await applyAs({
      programKind: 'u_sports',
      programName: 'UNB Reds',
      website: 'https://goredsgo.ca/staff',
    });
    const queue = json(
      r.admin.queue,
      await api.call(contract.recruiters.admin.queue, { cookie: admin.cookie }),
    );
    const entry = queue.recruiters.find((x) => x.userId === coach.user.id);
    expect(entry).toMatchObject({
      emailDomain: 'example.com',
      emailVerified: true,
      programKind: 'u_sports',
      programName: 'UNB Reds',
      website: 'https://goredsgo.ca/staff',
      title: 'Assistant Coach',
      verified: false,
    });

    const verified = await api.call(contract.recruiters.admin.verify, {
      params: { userId: coach.user.id },
      cookie: admin.cookie,
      body: {},
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(json(r.admin.verify, verified).recruiter).toMatchObject({
      verified: true,
      verifiedProgram: { kind: 'u_sports', name: 'UNB Reds' },
    });
    const mail = await t.db
      .select()
      .from(emailQueue)
      .where(and(eq(emailQueue.to, coach.email), eq(emailQueue.emailType, 'recruiter_reviewed')));
    expect(mail[0]?.body).toContain('verified you as a recruiter for UNB Reds');
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'recruiter_verified'), eq(auditLogs.targetUserId, coach.user.id)));
    expect(audit?.userId).toBe(admin.user.id);

    const pending = json(
      r.admin.queue,
      await api.call(contract.recruiters.admin.queue, { cookie: admin.cookie }),
    );
    expect(pending.recruiters.some((x) => x.userId === coach.user.id)).toBe(false);
    const { player, parents, owner } = await minorFamily({ age: 15 });
    const res = await start(coach, player.id);
    expect(res.statusCode, res.body).toBe(201);
    const roles = json(m.conversations.start, res).conversation.participants.map((p) => [p.role, p.userId]);
    expect(roles.sort()).toEqual(
      [
        ['recruiter', coach.user.id],
        ['player', owner.user.id],
        ['parent', parents[0]!.user.id],
        ['parent', parents[1]!.user.id],
      ].sort(),
    );
  });

  it('rejects with a reason (audited, e-mailed); the recruiter stays restricted and is back in the queue after a correction', async () => {
    const admin = await signIn(t, 'ADMIN');
    const coach = await applyAs({
      programKind: 'european_club',
      programName: 'Frölunda HC',
      programLevel: 'SHL J20',
    });
    const noReason = await api.call(contract.recruiters.admin.reject, {
      params: { userId: coach.user.id },
      cookie: admin.cookie,
      body: { reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await api.call(contract.recruiters.admin.reject, {
      params: { userId: coach.user.id },
      cookie: admin.cookie,
      body: { reason: 'We could not find you on the staff page.' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const list = json(
      r.admin.queue,
      await api.call(contract.recruiters.admin.queue, {
        query: { status: 'rejected' },
        cookie: admin.cookie,
      }),
    );
    expect(list.recruiters.find((x) => x.userId === coach.user.id)).toMatchObject({
      rejectionReason: 'We could not find you on the staff page.',
    });
    const [mail] = await t.db
      .select()
      .from(emailQueue)
      .where(and(eq(emailQueue.to, coach.email), eq(emailQueue.emailType, 'recruiter_reviewed')));
    expect(mail?.body).toContain('We could not find you on the staff page.');
    const { player } = await minorFamily();
    expect((await start(coach, player.id)).statusCode).toBe(403);

    await api.call(contract.messaging.recruiterProfile.update, {
      cookie: coach.cookie,
      body: { website: 'https://www.frolundahockey.com/staff' },
    });
    const pending = json(
      r.admin.queue,
      await api.call(contract.recruiters.admin.queue, { cookie: admin.cookie }),
    );
    expect(pending.recruiters.some((x) => x.userId === coach.user.id)).toBe(true);
  });

  it('refuses other roles (403), no session (401), an unknown recruiter (404), an unverified e-mail (409)', async () => {
    const admin = await signIn(t, 'ADMIN');
    const coach = await applyAs(
      { programKind: 'other_club', programName: 'Metro Hawks' },
      { verifyEmail: false },
    );
    const parent = await signIn(t, 'PARENT');
    expect((await api.call(contract.recruiters.admin.queue, { cookie: coach.cookie })).statusCode).toBe(403);
    expect(
      (
        await api.call(contract.recruiters.admin.verify, {
          params: { userId: coach.user.id },
          cookie: coach.cookie,
          body: {},
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await api.call(contract.recruiters.admin.verify, {
          params: { userId: coach.user.id },
          cookie: parent.cookie,
          body: {},
        })
      ).statusCode,
    ).toBe(403);
    expect((await api.call(contract.recruiters.admin.queue, {})).statusCode).toBe(401);
    expect(
      (
        await api.call(contract.recruiters.admin.verify, {
          params: { userId: parent.user.id },
          cookie: admin.cookie,
          body: {},
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await api.call(contract.recruiters.admin.queue, { query: { status: 'all' }, cookie: admin.cookie }))
        .statusCode,
    ).toBe(400);
    const early = await api.call(contract.recruiters.admin.verify, {
      params: { userId: coach.user.id },
      cookie: admin.cookie,
      body: {},
    });
    expect(early.statusCode).toBe(409);
  });
});
