import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { auditLogs, ncaaPrograms, recruiters } from '#server/db/schema/index.ts';
import { json } from '#test/api-json.ts';
import { ownedPlayer, signIn } from '#test/players-kit.ts';
import { directoryProgram, markRecruiterVerified } from '#test/recruiters-kit.ts';
import { recruiterSignupKit } from '#test/recruiters-signup-kit.ts';
import { uniqueEmail } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
const { r, m, Y, account, applyAs, minorFamily, start, statusOf } = recruiterSignupKit(t, api);

describe('the NCAA directory', () => {
  it('lists the Division I men’s and women’s programs with the division each hockey team plays in, and its source', async () => {
    const res = await api.call(contract.recruiters.ncaaPrograms, {});
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
    const created = await api.call(contract.recruiters.admin.createNcaaProgram, {
      cookie: admin.cookie,
      body: {
        school: 'Test Tech',
        programGender: 'women',
        division: 'D3',
        source: 'Admin check, 2026-11',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { program } = json(r.admin.createNcaaProgram, created);
    const again = await api.call(contract.recruiters.admin.createNcaaProgram, {
      cookie: admin.cookie,
      body: { school: 'Test Tech', programGender: 'women', division: 'D1', source: 'x' },
    });
    expect(again.statusCode).toBe(409);

    const coach = await applyAs({ programKind: 'ncaa', ncaaProgramId: program.id });
    await markRecruiterVerified(t, coach.user.id);
    const patched = await api.call(contract.recruiters.admin.updateNcaaProgram, {
      params: { id: program.id },
      cookie: admin.cookie,
      body: { division: 'D1', conference: 'Test League' },
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
      await api.call(contract.recruiters.admin.ncaaPrograms, { cookie: admin.cookie }),
    );
    expect(all.programs.some((p) => p.id === program.id)).toBe(true);
  });

  it('refuses bad input (400), other roles (403), no session (401), an unknown program (404)', async () => {
    const admin = await signIn(t, 'ADMIN');
    const bad = await api.call(contract.recruiters.admin.createNcaaProgram, {
      cookie: admin.cookie,
      bodyRaw: { school: '', programGender: 'coed', division: 'D4' },
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
        await api.call(contract.recruiters.admin.updateNcaaProgram, {
          params: { id: any!.id },
          cookie: coach.cookie,
          body: { division: 'D3' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await api.call(contract.recruiters.admin.ncaaPrograms, { cookie: coach.cookie })).statusCode,
    ).toBe(403);
    expect((await api.call(contract.recruiters.admin.ncaaPrograms, {})).statusCode).toBe(401);
    expect(
      (
        await api.call(contract.recruiters.admin.updateNcaaProgram, {
          params: { id: '00000000-0000-4000-8000-000000000000' },
          cookie: admin.cookie,
          body: { division: 'D3' },
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
    const me = json(
      m.recruiterProfile.get,
      await api.call(contract.messaging.recruiterProfile.get, { cookie: coach.cookie }),
    );
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
      api.call(contract.auth.register, { bodyRaw: { ...account(email), ...payload } });
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
    expect((await api.call(contract.search.players, { cookie: coach.cookie })).statusCode).toBe(200);
    const list = await api.call(contract.lists.create, { cookie: coach.cookie, body: { name: 'Watch' } });
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
