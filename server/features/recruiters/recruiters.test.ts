import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { formatContactDate } from '#common/contact-rules.ts';
import { auditLogs, emailQueue, ncaaPrograms, recruiters } from '#server/db/schema/index.ts';
import { json } from '../../../test/api-json.ts';
import { linkedParent, ownedPlayer, type SignedIn, signIn } from '../../../test/players-kit.ts';
import { directoryProgram, markRecruiterVerified } from '../../../test/recruiters-kit.ts';
import { latestEmailToken, sessionCookie, TERMS_AGREEMENT, uniqueEmail } from '../../../test/test-app.ts';
import { withTestApp } from '../../../test/with-test-app.ts';

/** Recruiters of every kind, the sign-up application, the admin queue, the directory. */

const { t, api } = withTestApp();
const r = contract.recruiters;
const m = contract.messaging;
const Y = new Date().getFullYear();

const account = (email: string) => ({
  email,
  password: 'correct horse battery',
  name: 'Robin Recruiter',
  ...TERMS_AGREEMENT,
});

/** Registers a recruiter through the wizard's call and verifies the e-mail as the outbox link would. */
async function applyAs(program: Record<string, unknown>, opts: { verifyEmail?: boolean } = {}) {
  const email = uniqueEmail('coach');
  const res = await api.post('/api/auth/register', {
    payload: { ...account(email), role: 'RECRUITER', title: 'Assistant Coach', ...program },
  });
  expect(res.statusCode, res.body).toBe(201);
  const cookie = sessionCookie(res);
  const user = json(contract.auth.register, res).user;
  if (opts.verifyEmail !== false) {
    const token = await latestEmailToken(t.db, email, 'email_verification');
    const verified = await api.post('/api/auth/verify-email', { payload: { token } });
    expect(verified.statusCode, verified.body).toBe(200);
  }
  const me = await api.get('/api/auth/me', { cookie });
  return { user: { ...user, ...me.json().user }, cookie, email } as SignedIn & { email: string };
}

/** A minor (16 by default) with an account, the class year that fits, and two linked parents. */
async function minorFamily(opts: { age?: number; graduationYear?: number } = {}) {
  const age = opts.age ?? 16;
  const { owner, player } = await ownedPlayer(t, {
    birthYear: Y - age,
    graduationYear: opts.graduationYear ?? Y - age + 17,
    firstName: 'Maya',
    lastName: 'Lind',
  });
  const parents = [await linkedParent(t, player.id), await linkedParent(t, player.id)];
  return { owner, player, parents };
}

const start = (who: SignedIn, playerId: string, body = 'Hello from our program!') =>
  api.post('/api/conversations', { cookie: who.cookie, payload: { playerId, body } });
const statusOf = async (who: SignedIn, playerId: string) =>
  json(m.contactStatus, await api.get(`/api/players/${playerId}/contact-status`, { cookie: who.cookie }))
    .status;

describe('the NCAA directory', () => {
  it('lists the Division I men’s and women’s programs with the division each hockey team plays in, and its source', async () => {
    const res = await api.get('/api/ncaa-programs');
    expect(res.statusCode).toBe(200);
    const { programs } = json(r.ncaaPrograms, res);
    const count = (division: string, gender: string) =>
      programs.filter((p) => p.division === division && p.programGender === gender).length;
    expect(count('D1', 'men')).toBe(64);
    expect(count('D1', 'women')).toBeGreaterThanOrEqual(40);
    expect(count('D3', 'men')).toBeGreaterThan(10);
    // No Division II women's ice hockey exists.
    expect(count('D2', 'women')).toBe(0);
    for (const school of ['RIT', 'Clarkson', 'St. Lawrence', 'Colorado College', 'Union', 'Rensselaer']) {
      expect(programs.find((p) => p.school === school && p.programGender === 'men')).toMatchObject({
        division: 'D1',
        schoolDivision: 'D3',
      });
    }
    expect(programs.every((p) => p.source.includes('2025-26'))).toBe(true);
  });

  it('an admin adds and corrects a program, audited; the recruiters of the program follow it', async () => {
    const admin = await signIn(t, 'ADMIN');
    const created = await api.post('/api/admin/ncaa-programs', {
      cookie: admin.cookie,
      payload: {
        school: 'Test Tech',
        programGender: 'women',
        division: 'D3',
        source: 'Admin check, 2026-11',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { program } = json(r.admin.createNcaaProgram, created);
    const again = await api.post('/api/admin/ncaa-programs', {
      cookie: admin.cookie,
      payload: { school: 'Test Tech', programGender: 'women', division: 'D1', source: 'x' },
    });
    expect(again.statusCode).toBe(409);

    const coach = await applyAs({ programKind: 'ncaa', ncaaProgramId: program.id });
    await markRecruiterVerified(t, coach.user.id);
    const patched = await api.patch(`/api/admin/ncaa-programs/${program.id}`, {
      cookie: admin.cookie,
      payload: { division: 'D1', conference: 'Test League' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(json(r.admin.updateNcaaProgram, patched).program).toMatchObject({
      division: 'D1',
      conference: 'Test League',
    });
    const [row] = await t.db.select().from(recruiters).where(eq(recruiters.userId, coach.user.id));
    expect(row).toMatchObject({ division: 'D1', verified: true });
    expect(row?.verifiedProgram).toMatchObject({ division: 'D1', ncaaProgramId: program.id });
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'ncaa_program_saved'), eq(auditLogs.targetId, program.id)));
    expect(audit).toHaveLength(2);

    const all = json(
      r.admin.ncaaPrograms,
      await api.get('/api/admin/ncaa-programs', { cookie: admin.cookie }),
    );
    expect(all.programs.some((p) => p.id === program.id)).toBe(true);
  });

  it('refuses bad input (400), other roles (403), no session (401), an unknown program (404)', async () => {
    const admin = await signIn(t, 'ADMIN');
    const bad = await api.post('/api/admin/ncaa-programs', {
      cookie: admin.cookie,
      payload: { school: '', programGender: 'coed', division: 'D4' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['division', 'programGender', 'school', 'source'].sort());
    const coach = await signIn(t, 'RECRUITER');
    const [any] = await t.db.select({ id: ncaaPrograms.id }).from(ncaaPrograms).limit(1);
    expect(
      (
        await api.patch(`/api/admin/ncaa-programs/${any!.id}`, {
          cookie: coach.cookie,
          payload: { division: 'D3' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await api.get('/api/admin/ncaa-programs', { cookie: coach.cookie })).statusCode).toBe(403);
    expect((await api.get('/api/admin/ncaa-programs')).statusCode).toBe(401);
    expect(
      (
        await api.patch('/api/admin/ncaa-programs/00000000-0000-4000-8000-000000000000', {
          cookie: admin.cookie,
          payload: { division: 'D3' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('a recruiter signs up from the wizard', () => {
  it('creates an unverified RECRUITER with the directory program’s division and side, audited', async () => {
    const rit = await directoryProgram(t, 'RIT', 'men');
    // The division sent is not used: the directory says what the hockey team plays in.
    const coach = await applyAs(
      {
        programKind: 'ncaa',
        ncaaProgramId: rit.id,
        division: 'D3',
        website: 'https://ritathletics.com/staff',
      },
      { verifyEmail: false },
    );
    expect(coach.user).toMatchObject({ role: 'RECRUITER', emailVerified: false });
    const me = json(m.recruiterProfile.get, await api.get('/api/recruiters/me', { cookie: coach.cookie }));
    expect(me.recruiter).toMatchObject({
      programKind: 'ncaa',
      ncaaProgramId: rit.id,
      orgName: 'RIT',
      division: 'D1',
      programGender: 'men',
      title: 'Assistant Coach',
      website: 'https://ritathletics.com/staff',
      verified: false,
      rejected: false,
    });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'recruiter_applied'), eq(auditLogs.userId, coach.user.id)));
    expect(audit?.metadata).toMatchObject({ programKind: 'ncaa', division: 'D1', ncaaProgramId: rit.id });
  });

  it('refuses what a recruiter may not ask for or leaves out (400), and never another role', async () => {
    const email = uniqueEmail('coach');
    const post = (payload: object) =>
      api.post('/api/auth/register', { payload: { ...account(email), ...payload } });
    for (const role of ['ADMIN', 'ORG_ADMIN', 'ORG_STAFF']) {
      const res = await post({
        role,
        title: 'Coach',
        programKind: 'junior',
        programName: 'X',
        programLevel: 'ushl',
      });
      expect(res.statusCode, role).toBe(400);
      expect(res.json().issues[0]).toMatchObject({
        path: 'role',
        message: 'Choose Player, Parent or Recruiter',
      });
    }
    const missing = await post({ role: 'RECRUITER', programKind: 'junior' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues.map((i: { path: string }) => i.path)).toContain('title');
    const noLeague = await post({
      role: 'RECRUITER',
      title: 'Coach',
      programKind: 'junior',
      programName: 'Waterloo Black Hawks',
    });
    expect(noLeague.statusCode).toBe(400);
    expect(noLeague.json().issues).toEqual([
      expect.objectContaining({
        path: 'programLevel',
        message: expect.stringContaining('Choose the league'),
      }),
    ]);
    const notListed = await post({ role: 'RECRUITER', title: 'Coach', programKind: 'ncaa' });
    expect(
      notListed
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['division', 'programGender', 'programName'].sort());
    const unknown = await post({
      role: 'RECRUITER',
      title: 'Coach',
      programKind: 'ncaa',
      ncaaProgramId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0].path).toBe('ncaaProgramId');
    // A recruiter's fields on a parent's registration are refused, not ignored.
    expect((await post({ role: 'PARENT', programKind: 'junior' })).statusCode).toBe(400);
    // Nothing was created by the refused calls.
    expect((await post({ role: 'PARENT' })).statusCode).toBe(201);
  });

  it('after e-mail verification searches, keeps lists and writes to adults, never starts about a minor', async () => {
    const coach = await applyAs({
      programKind: 'junior',
      programLevel: 'ushl',
      programName: 'Waterloo Black Hawks',
    });
    expect((await api.get('/api/players/search', { cookie: coach.cookie })).statusCode).toBe(200);
    const list = await api.post('/api/lists', { cookie: coach.cookie, payload: { name: 'Watch' } });
    expect(list.statusCode, list.body).toBe(201);

    const adult = await ownedPlayer(t, { birthYear: Y - 19, graduationYear: null });
    expect((await start(coach, adult.player.id)).statusCode).toBe(201);

    const { player } = await minorFamily();
    const refused = await start(coach, player.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('verifies every recruiter’s program before a first message');
    expect(await statusOf(coach, player.id)).toMatchObject({ canStart: false, reason: 'not_verified' });
  });

  it('before e-mail verification may not write to anyone', async () => {
    const coach = await applyAs(
      { programKind: 'acha', programLevel: 'm1', programName: 'Liberty' },
      { verifyEmail: false },
    );
    const adult = await ownedPlayer(t, { birthYear: Y - 19, graduationYear: null });
    expect((await start(coach, adult.player.id)).statusCode).toBe(403);
  });
});

describe('the administrators’ recruiter queue', () => {
  it('lists the applicant with the program and evidence; verifying lets them write to a minor’s family, audited and e-mailed', async () => {
    const admin = await signIn(t, 'ADMIN');
    const coach = await applyAs({
      programKind: 'u_sports',
      programName: 'UNB Reds',
      website: 'https://goredsgo.ca/staff',
    });
    const queue = json(r.admin.queue, await api.get('/api/admin/recruiters', { cookie: admin.cookie }));
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

    const verified = await api.post(`/api/admin/recruiters/${coach.user.id}/verify`, {
      cookie: admin.cookie,
      payload: {},
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

    const pending = json(r.admin.queue, await api.get('/api/admin/recruiters', { cookie: admin.cookie }));
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
    const noReason = await api.post(`/api/admin/recruiters/${coach.user.id}/reject`, {
      cookie: admin.cookie,
      payload: { reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await api.post(`/api/admin/recruiters/${coach.user.id}/reject`, {
      cookie: admin.cookie,
      payload: { reason: 'We could not find you on the staff page.' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const list = json(
      r.admin.queue,
      await api.get('/api/admin/recruiters?status=rejected', { cookie: admin.cookie }),
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

    await api.patch('/api/recruiters/me', {
      cookie: coach.cookie,
      payload: { website: 'https://www.frolundahockey.com/staff' },
    });
    const pending = json(r.admin.queue, await api.get('/api/admin/recruiters', { cookie: admin.cookie }));
    expect(pending.recruiters.some((x) => x.userId === coach.user.id)).toBe(true);
  });

  it('refuses other roles (403), no session (401), an unknown recruiter (404), an unverified e-mail (409)', async () => {
    const admin = await signIn(t, 'ADMIN');
    const coach = await applyAs(
      { programKind: 'other_club', programName: 'Metro Hawks' },
      { verifyEmail: false },
    );
    const parent = await signIn(t, 'PARENT');
    expect((await api.get('/api/admin/recruiters', { cookie: coach.cookie })).statusCode).toBe(403);
    expect(
      (await api.post(`/api/admin/recruiters/${coach.user.id}/verify`, { cookie: coach.cookie, payload: {} }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await api.post(`/api/admin/recruiters/${coach.user.id}/verify`, {
          cookie: parent.cookie,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    expect((await api.get('/api/admin/recruiters')).statusCode).toBe(401);
    expect(
      (
        await api.post(`/api/admin/recruiters/${parent.user.id}/verify`, {
          cookie: admin.cookie,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
    expect((await api.get('/api/admin/recruiters?status=all', { cookie: admin.cookie })).statusCode).toBe(
      400,
    );
    const early = await api.post(`/api/admin/recruiters/${coach.user.id}/verify`, {
      cookie: admin.cookie,
      payload: {},
    });
    expect(early.statusCode).toBe(409);
  });
});

describe('every kind of program writes to a minor with the parents, under its own rule', () => {
  const kinds = [
    { programKind: 'junior', programLevel: 'ushl', programName: 'Sioux City Musketeers' },
    { programKind: 'junior', programLevel: 'chl', programName: 'London Knights' },
    { programKind: 'prep_high_school', programLevel: 'prep', programName: 'Shattuck-St. Mary’s' },
    { programKind: 'u_sports', programName: 'UNB Reds' },
    { programKind: 'acha', programLevel: 'm2', programName: 'Michigan State Club' },
    { programKind: 'european_club', programName: 'HIFK', programLevel: 'U20 SM-sarja' },
    { programKind: 'other_club', programName: 'Toronto Titans AAA' },
  ];
  for (const program of kinds) {
    it(`${program.programKind} (${program.programName}): no NCAA date for a 14-year-old, the parents in the thread`, async () => {
      const coach = await applyAs(program);
      await markRecruiterVerified(t, coach.user.id);
      const { player, parents } = await minorFamily({ age: 14, graduationYear: Y + 4 });
      const status = await statusOf(coach, player.id);
      expect(status).toMatchObject({ canStart: true, allowedFrom: null });
      expect(status.rule?.summary).toContain('a parent or guardian is in every conversation');
      const res = await start(coach, player.id);
      expect(res.statusCode, res.body).toBe(201);
      const participants = json(m.conversations.start, res).conversation.participants;
      expect(
        participants
          .filter((p) => p.role === 'parent')
          .map((p) => p.userId)
          .sort(),
      ).toEqual(parents.map((p) => p.user.id).sort());
    });
  }

  it('a Division III school’s Division I program (RIT men) is refused before the Division I date', async () => {
    const rit = await directoryProgram(t, 'RIT', 'men');
    const coach = await applyAs({ programKind: 'ncaa', ncaaProgramId: rit.id });
    await markRecruiterVerified(t, coach.user.id);
    // The class of Y+4 is in grade 9: Division I men's contact opens January 1 of Y+2.
    const { player } = await minorFamily({ age: 14, graduationYear: Y + 4 });
    const res = await start(coach, player.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('Division I men’s ice hockey coaches'.replace('’', "'"));
    expect(res.json().message).toContain(formatContactDate(`${Y + 2}-01-01`));
  });
});

describe('changing the program sends a verified recruiter back to verification', () => {
  it('a Division I recruiter who switches to a Division III program is not let in early: verification again, and the Division I rule meanwhile', async () => {
    const admin = await signIn(t, 'ADMIN');
    const minnesota = await directoryProgram(t, 'Minnesota', 'men');
    const adrian = await directoryProgram(t, 'Adrian', 'men');
    const coach = await applyAs({ programKind: 'ncaa', ncaaProgramId: minnesota.id });
    expect(
      (await api.post(`/api/admin/recruiters/${coach.user.id}/verify`, { cookie: admin.cookie, payload: {} }))
        .statusCode,
    ).toBe(200);
    // A 15-year-old of the class of Y+3 (grade 10): the D1 men's date is January 1 of Y+1.
    const { owner, player } = await minorFamily({ age: 15, graduationYear: Y + 3 });
    expect((await start(coach, player.id)).statusCode).toBe(403);
    // The family writes first; the coach may read, not answer, before the date.
    const family = await api.post('/api/conversations', {
      cookie: owner.cookie,
      payload: { playerId: player.id, body: 'Hi coach', recruiterEmail: coach.email },
    });
    expect(family.statusCode, family.body).toBe(201);
    const threadId = json(m.conversations.start, family).conversation.id;

    // The switch on /account: to a Division III program, then to "not listed" Division III.
    const switched = await api.patch('/api/recruiters/me', {
      cookie: coach.cookie,
      payload: { programKind: 'ncaa', ncaaProgramId: adrian.id },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(json(m.recruiterProfile.update, switched).recruiter).toMatchObject({
      division: 'D3',
      verified: false,
      verifiedProgram: { division: 'D1', ncaaProgramId: minnesota.id },
    });
    const again = await api.patch('/api/recruiters/me', {
      cookie: coach.cookie,
      payload: { division: 'D3', orgName: 'Minnesota' },
    });
    expect(json(m.recruiterProfile.update, again).recruiter).toMatchObject({
      ncaaProgramId: null,
      division: 'D3',
      verified: false,
    });

    expect((await start(coach, player.id)).statusCode).toBe(403);
    const status = await statusOf(coach, player.id);
    expect(status.rule?.sourceTitle).toContain('Division I Manual');
    // The Division I date still binds the answer in the family's thread.
    const answer = await api.post(`/api/conversations/${threadId}/messages`, {
      cookie: coach.cookie,
      payload: { body: 'Thanks!' },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toContain('Division I');

    const queue = json(r.admin.queue, await api.get('/api/admin/recruiters', { cookie: admin.cookie }));
    expect(queue.recruiters.find((x) => x.userId === coach.user.id)).toMatchObject({
      division: 'D3',
      verifiedProgram: { division: 'D1' },
    });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'recruiter_profile_updated'), eq(auditLogs.userId, coach.user.id)));
    expect(audit?.metadata).toEqual({ sentBackToVerification: true });
  });

  it('a change of title or website keeps the verification', async () => {
    const coach = await applyAs({
      programKind: 'junior',
      programLevel: 'nahl',
      programName: 'Fairbanks Ice Dogs',
    });
    await markRecruiterVerified(t, coach.user.id);
    const res = await api.patch('/api/recruiters/me', {
      cookie: coach.cookie,
      payload: { title: 'Head Coach', website: 'https://icedogs.com/staff' },
    });
    expect(json(m.recruiterProfile.update, res).recruiter).toMatchObject({
      verified: true,
      title: 'Head Coach',
    });
    const level = await api.patch('/api/recruiters/me', {
      cookie: coach.cookie,
      payload: { programLevel: 'ushl' },
    });
    expect(json(m.recruiterProfile.update, level).recruiter).toMatchObject({
      verified: false,
      programLevel: 'ushl',
    });
    const bad = await api.patch('/api/recruiters/me', {
      cookie: coach.cookie,
      payload: { programLevel: 'khl' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
