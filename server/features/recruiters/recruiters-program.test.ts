import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { formatContactDate } from '#common/contact-rules.ts';
import { auditLogs } from '#server/db/schema/index.ts';
import { json } from '#test/api-json.ts';
import { signIn } from '#test/players-kit.ts';
import { directoryProgram, markRecruiterVerified } from '#test/recruiters-kit.ts';
import { recruiterSignupKit } from '#test/recruiters-signup-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
const { r, m, Y, applyAs, minorFamily, start, statusOf } = recruiterSignupKit(t, api);

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
      (
        await api.call(contract.recruiters.admin.verify, {
          params: { userId: coach.user.id },
          cookie: admin.cookie,
          body: {},
        })
      ).statusCode,
    ).toBe(200);
    // A 15-year-old of the class of Y+3 (grade 10): the D1 men's date is January 1 of Y+1.
    const { owner, player } = await minorFamily({ age: 15, graduationYear: Y + 3 });
    expect((await start(coach, player.id)).statusCode).toBe(403);
    // The family writes first; the coach may read, not answer, before the date.
    const family = await api.call(contract.messaging.conversations.start, {
      cookie: owner.cookie,
      body: { playerId: player.id, body: 'Hi coach', recruiterEmail: coach.email },
    });
    expect(family.statusCode, family.body).toBe(201);
    const threadId = json(m.conversations.start, family).conversation.id;

    // The switch on /account: to a Division III program, then to "not listed" Division III.
    const switched = await api.call(contract.messaging.recruiterProfile.update, {
      cookie: coach.cookie,
      body: { programKind: 'ncaa', ncaaProgramId: adrian.id },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(json(m.recruiterProfile.update, switched).recruiter).toMatchObject({
      division: 'D3',
      verified: false,
      verifiedProgram: { division: 'D1', ncaaProgramId: minnesota.id },
    });
    const again = await api.call(contract.messaging.recruiterProfile.update, {
      cookie: coach.cookie,
      body: { division: 'D3', orgName: 'Minnesota' },
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
    const answer = await api.call(contract.messaging.conversations.send, {
      params: { id: threadId },
      cookie: coach.cookie,
      body: { body: 'Thanks!' },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toContain('Division I');

    const queue = json(
      r.admin.queue,
      await api.call(contract.recruiters.admin.queue, { cookie: admin.cookie }),
    );
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
    const res = await api.call(contract.messaging.recruiterProfile.update, {
      cookie: coach.cookie,
      body: { title: 'Head Coach', website: 'https://icedogs.com/staff' },
    });
    expect(json(m.recruiterProfile.update, res).recruiter).toMatchObject({
      verified: true,
      title: 'Head Coach',
    });
    const level = await api.call(contract.messaging.recruiterProfile.update, {
      cookie: coach.cookie,
      body: { programLevel: 'ushl' },
    });
    expect(json(m.recruiterProfile.update, level).recruiter).toMatchObject({
      verified: false,
      programLevel: 'ushl',
    });
    const bad = await api.call(contract.messaging.recruiterProfile.update, {
      cookie: coach.cookie,
      body: { programLevel: 'khl' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
