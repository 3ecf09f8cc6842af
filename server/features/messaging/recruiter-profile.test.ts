import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import {
  auditLogs,
  conversationParticipants,
  coParentInvitations,
  emailQueue,
  playerParents,
} from '#server/db/schema/index.ts';
import { createPlayer, createUser } from '#server/db/seed/factories.ts';
import { createLimitStore } from '#server/lib/limits/index.ts';
import { errorJson, json } from '#test/api-json.ts';
import { issuesByPath, linkedParent, ownedPlayer, signIn } from '#test/players-kit.ts';
import { markRecruiterVerified } from '#test/recruiters-kit.ts';
import { uniqueEmail } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { createMessagingLimiter } from './messaging-limits.ts';
import { SHARE_RECIPIENT_REFUSED } from './share-recipient.ts';

const { t, api } = withTestApp({
  limits: {
    messaging: { conversationsPerHour: 10, conversationsPerDay: 25, messagesPerHour: 100, sharesPerDay: 2 },
    emailSend: { perAccount: 3, perIp: 1000, windowMs: 60_000 },
  },
});
const m = contract.messaging;
const Y = new Date().getFullYear();

describe('the recruiter profile (PATCH /api/recruiters/me)', () => {
  it('saves the organization, website, division and program, and reads them back', async () => {
    const coach = await signIn(t, 'RECRUITER', 'Robin Recruiter');
    const empty = json(
      m.recruiterProfile.get,
      await api.call(contract.messaging.recruiterProfile.get, { cookie: coach.cookie }),
    );
    expect(empty.recruiter).toMatchObject({
      orgName: null,
      division: null,
      programGender: null,
      verified: false,
    });
    const res = await api.call(contract.messaging.recruiterProfile.update, {
      cookie: coach.cookie,
      body: {
        orgName: '  North College  ',
        website: 'https://north.example.edu',
        division: 'D2',
        programGender: 'women',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(m.recruiterProfile.update, res).recruiter).toMatchObject({
      name: 'Robin Recruiter',
      orgName: 'North College',
      website: 'https://north.example.edu',
      division: 'D2',
      programGender: 'women',
    });
    const cleared = await api.call(contract.messaging.recruiterProfile.update, {
      cookie: coach.cookie,
      body: { website: '' },
    });
    expect(json(m.recruiterProfile.update, cleared).recruiter).toMatchObject({
      website: null,
      division: 'D2',
    });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'recruiter_profile_updated'), eq(auditLogs.userId, coach.user.id)));
    // A division without a kind names an NCAA program.
    expect(audit?.changes).toEqual(['programKind', 'orgName', 'division', 'programGender', 'website']);
  });

  it('refuses a division or program that does not exist (400), other roles (403) and no session (401)', async () => {
    const coach = await signIn(t, 'RECRUITER');
    const bad = await api.call(contract.messaging.recruiterProfile.update, {
      cookie: coach.cookie,
      body: { division: 'D4', programGender: 'coed' },
    });
    expect(bad.statusCode).toBe(400);
    expect(issuesByPath(bad)).toMatchObject({
      division: 'Division must be D1, D2 or D3',
      programGender: "Choose the men's or women's program",
    });
    const parent = await signIn(t, 'PARENT');
    expect(
      (await api.call(contract.messaging.recruiterProfile.update, { cookie: parent.cookie, body: {} }))
        .statusCode,
    ).toBe(403);
    expect((await api.call(contract.messaging.recruiterProfile.update, { body: {} })).statusCode).toBe(401);
  });
});

describe('the class year and division interest on the player profile', () => {
  it('saves a class year that fits the birth year and shows it in the player answer', async () => {
    const { owner, player } = await ownedPlayer(t, { birthYear: Y - 16 });
    const res = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { graduationYear: Y + 2, divisionInterest: ['D1', 'D3'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().player).toMatchObject({ graduationYear: Y + 2, divisionInterest: ['D1', 'D3'] });
    const read = await api.call(contract.players.get, { params: { id: player.id }, cookie: owner.cookie });
    expect(read.json().player).toMatchObject({ graduationYear: Y + 2 });
    const cleared = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { graduationYear: null },
    });
    expect(cleared.json().player.graduationYear).toBeNull();
  });

  it('refuses a class year that does not fit the birth year, or a birth year that no longer fits it', async () => {
    const { owner, player } = await ownedPlayer(t, { birthYear: Y - 16, graduationYear: Y + 2 });
    const early = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { graduationYear: Y - 1 },
    });
    expect(early.statusCode).toBe(400);
    expect(issuesByPath(early).graduationYear).toContain('graduates from high school between');
    const odd = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { graduationYear: 'soon', divisionInterest: ['D1', 'D1'] },
    });
    expect(odd.statusCode).toBe(400);
    expect(Object.keys(issuesByPath(odd)).sort()).toEqual(['divisionInterest', 'graduationYear']);
    const older = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { birthYear: Y - 20 },
    });
    expect(older.statusCode).toBe(400);
  });
});

describe('contact status', () => {
  it('is for recruiters only; a hidden profile is 404', async () => {
    const { owner, player } = await ownedPlayer(t, { birthYear: Y - 19 });
    expect(
      (await api.call(contract.messaging.contactStatus, { params: { id: player.id }, cookie: owner.cookie }))
        .statusCode,
    ).toBe(403);
    const coach = await signIn(t, 'RECRUITER');
    const hidden = await createPlayer(t.db, { profileStatus: 'draft' });
    expect(
      (await api.call(contract.messaging.contactStatus, { params: { id: hidden.id }, cookie: coach.cookie }))
        .statusCode,
    ).toBe(404);
    expect((await api.call(contract.messaging.contactStatus, { params: { id: player.id } })).statusCode).toBe(
      401,
    );
  });
});

describe('a parent unlinked from the player leaves its threads', () => {
  it('takes the parent out of the thread when the link ends', async () => {
    const coach = await signIn(t, 'RECRUITER');
    await api.call(contract.messaging.recruiterProfile.update, {
      cookie: coach.cookie,
      body: { orgName: 'State College', division: 'D3', programGender: 'men' },
    });
    await markRecruiterVerified(t, coach.user.id);
    const { player } = await ownedPlayer(t, { birthYear: Y - 15, graduationYear: Y + 3 });
    const stays = await linkedParent(t, player.id);
    const leaves = await linkedParent(t, player.id);
    const res = await api.call(contract.messaging.conversations.start, {
      cookie: coach.cookie,
      body: { playerId: player.id, body: 'Hello' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = json(m.conversations.start, res).conversation;
    await t.db
      .delete(playerParents)
      .where(and(eq(playerParents.playerId, player.id), eq(playerParents.parentUserId, leaves.user.id)));
    expect(
      (await api.call(contract.messaging.conversations.get, { params: { id }, cookie: leaves.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.call(contract.messaging.conversations.get, { params: { id }, cookie: stays.cookie }))
        .statusCode,
    ).toBe(200);
    const rows = await t.db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, id));
    expect(rows.map((r) => r.role).sort()).toEqual(['parent', 'player', 'recruiter']);
  });
});

describe('SHARE PLAYER (POST /api/players/{id}/share)', () => {
  /** The share e-mail queued to an address, if any. */
  const sharedMail = async (to: string) => {
    const [mail] = await t.db
      .select()
      .from(emailQueue)
      .where(and(eq(emailQueue.to, to), eq(emailQueue.emailType, 'player_shared')));
    return mail;
  };
  const share = (playerId: string, cookie: string, payload: { email: string; note?: string }) =>
    api.call(contract.messaging.share, { params: { id: playerId }, cookie, body: payload });

  it('e-mails the public link and the note to a recruiter colleague, nothing more, and audits it; limited per day', async () => {
    const coach = await signIn(t, 'RECRUITER', 'Sam Scout');
    await api.call(contract.messaging.recruiterProfile.update, {
      cookie: coach.cookie,
      body: { orgName: 'East University' },
    });
    const colleague = await createUser(t.db, { email: uniqueEmail('colleague'), role: 'RECRUITER' });
    const { player } = await ownedPlayer(t, {
      birthYear: Y - 15,
      firstName: 'Jo',
      lastName: 'Park',
      city: 'Duluth',
      bio: 'PRIVATE-BIO',
    });
    // Letter case and spaces as a person types them: the address is read as registration reads it.
    const res = await api.call(contract.messaging.share, {
      params: { id: player.id },
      cookie: coach.cookie,
      body: { email: `  ${colleague.email.toUpperCase()} `, note: 'Worth a look at the showcase.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain(colleague.email);
    const mail = await sharedMail(colleague.email);
    expect(mail!.subject).toBe('Sam Scout shared a player with you: Jo Park');
    expect(mail!.body).toContain(`/player/${player.slug}`);
    expect(mail!.body).toContain('Worth a look at the showcase.');
    expect(mail!.body).toContain('Sam Scout of East University');
    expect(mail!.body).not.toContain('PRIVATE-BIO');
    expect(mail!.body).not.toContain('Duluth');
    expect(mail!.body).not.toContain(String(Y - 15));
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'player_shared'), eq(auditLogs.targetId, player.id)));
    expect(audit[0]).toMatchObject({
      userId: coach.user.id,
      email: colleague.email,
      metadata: { noteWritten: true, noteSent: true },
    });

    expect(
      (
        await api.call(contract.messaging.share, {
          params: { id: player.id },
          cookie: coach.cookie,
          body: { email: 'b@example.com' },
        })
      ).statusCode,
    ).toBe(200);
    const over = await api.call(contract.messaging.share, {
      params: { id: player.id },
      cookie: coach.cookie,
      body: { email: 'c@example.com' },
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toContain('shared the most players');
  });

  it('keeps the note for organization staff, and sends an adult without a colleague account the link alone', async () => {
    const coach = await signIn(t, 'RECRUITER', 'Sam Scout');
    const staff = await createUser(t.db, { email: uniqueEmail('staff'), role: 'ORG_STAFF' });
    const { player } = await ownedPlayer(t, { birthYear: Y - 16, firstName: 'Lee', lastName: 'Moss' });
    const note = 'Text me at 555-0100.';
    expect((await share(player.id, coach.cookie, { email: staff.email, note })).statusCode).toBe(200);
    expect((await sharedMail(staff.email))!.body).toContain(note);

    const other = await signIn(t, 'RECRUITER');
    const parentElsewhere = await createUser(t.db, { email: uniqueEmail('adult'), role: 'PARENT' });
    const stranger = uniqueEmail('stranger');
    for (const email of [parentElsewhere.email, stranger]) {
      const res = await share(player.id, other.cookie, { email, note });
      expect(res.statusCode, res.body).toBe(200);
      // The same answer as for a colleague: it does not tell what the address is.
      expect(json(m.share, res).message).toBe(`Profile shared. We emailed the link to ${email}.`);
      const mail = await sharedMail(email);
      expect(mail!.body).toContain(`/player/${player.slug}`);
      expect(mail!.body).not.toContain('555-0100');
      expect(mail!.body).not.toContain('Note from');
    }
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'player_shared'), eq(auditLogs.email, stranger)));
    expect(audit).toMatchObject({ userId: other.user.id, metadata: { noteWritten: true, noteSent: false } });
  });

  it("refuses the minor's own address, a linked parent's, a co-parent's and another minor's account (403), and sends nothing", async () => {
    const { owner, player } = await ownedPlayer(t, { birthYear: Y - 15 });
    const parent = await linkedParent(t, player.id);
    const coParent = await linkedParent(t, player.id);
    const invitedEmail = uniqueEmail('invited-co-parent');
    await t.db.insert(coParentInvitations).values({
      playerId: player.id,
      invitedByParentId: parent.user.id,
      invitedEmail,
      invitationToken: `hash-${invitedEmail}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const otherMinor = await ownedPlayer(t, { birthYear: Y - 14 });
    const noProfileYet = await signIn(t, 'PLAYER');
    const refusedAddresses = [
      owner.user.email.toUpperCase(),
      parent.user.email,
      ` ${coParent.user.email} `,
      invitedEmail,
      otherMinor.owner.user.email,
      noProfileYet.user.email,
    ];
    for (const email of refusedAddresses) {
      // A recruiter each: a refusal uses up one of the day's shares (limit 2 in this file).
      const coach = await signIn(t, 'RECRUITER');
      const res = await share(player.id, coach.cookie, { email, note: 'Call me at 555-0100' });
      expect(res.statusCode, email).toBe(403);
      expect(errorJson(res)).toEqual({ code: 'FORBIDDEN', message: SHARE_RECIPIENT_REFUSED });
    }
    const mails = await t.db.select().from(emailQueue).where(eq(emailQueue.emailType, 'player_shared'));
    const refused = new Set(refusedAddresses.map((e) => e.trim().toLowerCase()));
    expect(mails.filter((mail) => refused.has(mail.to))).toEqual([]);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'player_shared'), eq(auditLogs.targetId, player.id)));
    expect(audits).toEqual([]);
  });

  it("refuses an adult player's own and parents' addresses, but sends an adult's profile to a minor account without the note", async () => {
    const { owner, player } = await ownedPlayer(t, { birthYear: Y - 20 });
    const parent = await linkedParent(t, player.id);
    for (const email of [owner.user.email, parent.user.email]) {
      const coach = await signIn(t, 'RECRUITER');
      expect((await share(player.id, coach.cookie, { email })).statusCode).toBe(403);
    }
    const minor = await ownedPlayer(t, { birthYear: Y - 15 });
    const coach = await signIn(t, 'RECRUITER');
    const res = await share(player.id, coach.cookie, { email: minor.owner.user.email, note: 'Call me' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await sharedMail(minor.owner.user.email))!.body).not.toContain('Call me');
  });

  it("a refusal counts against the day's shares, and shares draw on the sender's e-mail limit", async () => {
    const { owner, player } = await ownedPlayer(t, { birthYear: Y - 15 });
    const coach = await signIn(t, 'RECRUITER');
    expect((await share(player.id, coach.cookie, { email: owner.user.email })).statusCode).toBe(403);
    expect((await share(player.id, coach.cookie, { email: uniqueEmail('a') })).statusCode).toBe(200);
    const third = await share(player.id, coach.cookie, { email: uniqueEmail('b') });
    expect(third.statusCode).toBe(429);
    expect(errorJson(third).message).toContain('shared the most players');

    // The e-mail limit of this file is 3 an hour per account: two password e-mails and one share use it.
    const busy = await signIn(t, 'RECRUITER');
    for (let i = 0; i < 2; i++) {
      const res = await api.call(contract.auth.forgotPassword, { body: { email: busy.user.email } });
      expect(res.statusCode).toBe(200);
    }
    expect((await share(player.id, busy.cookie, { email: uniqueEmail('c') })).statusCode).toBe(200);
    const limited = await share(player.id, busy.cookie, { email: uniqueEmail('d') });
    expect(limited.statusCode).toBe(429);
    expect(errorJson(limited).message).toMatch(/^Too many emails have been sent/);
  });

  it('refuses bad input (400), a hidden profile (404), other roles (403) and no session (401)', async () => {
    const coach = await signIn(t, 'RECRUITER');
    const { owner, player } = await ownedPlayer(t);
    const bad = await api.call(contract.messaging.share, {
      params: { id: player.id },
      cookie: coach.cookie,
      body: { email: 'nope', note: 'x'.repeat(1001) },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(issuesByPath(bad)).sort()).toEqual(['email', 'note']);
    const hidden = await createPlayer(t.db, { profileStatus: 'draft' });
    expect(
      (
        await api.call(contract.messaging.share, {
          params: { id: hidden.id },
          cookie: coach.cookie,
          body: { email: 'a@b.co' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api.call(contract.messaging.share, {
          params: { id: player.id },
          cookie: owner.cookie,
          body: { email: 'a@b.co' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await api.call(contract.messaging.share, { params: { id: player.id }, body: { email: 'a@b.co' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('the messaging limiter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts new conversations per hour and per day, and a refusal by the hour costs no day', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    const limiter = createMessagingLimiter(await createLimitStore({ keyPrefix: 't' }), {
      conversationsPerHour: 2,
      conversationsPerDay: 3,
      messagesPerHour: 1,
      sharesPerDay: 1,
    });
    await limiter.newConversation('u');
    await limiter.newConversation('u');
    await expect(limiter.newConversation('u')).rejects.toThrow(/in an hour/);
    vi.setSystemTime(new Date('2026-03-01T09:01:00Z'));
    await limiter.newConversation('u');
    vi.setSystemTime(new Date('2026-03-01T10:02:00Z'));
    await expect(limiter.newConversation('u')).rejects.toThrow(/in a day/);
    await limiter.newConversation('someone else');
    vi.setSystemTime(new Date('2026-03-02T08:01:00Z'));
    await limiter.newConversation('u');
  });

  it('hands a unit back when the caller releases it', async () => {
    const limiter = createMessagingLimiter(await createLimitStore({ keyPrefix: 't' }), {
      conversationsPerHour: 1,
      conversationsPerDay: 1,
      messagesPerHour: 1,
      sharesPerDay: 1,
    });
    await (await limiter.newConversation('u')).release();
    await limiter.newConversation('u');
    await limiter.message('u');
    await expect(limiter.message('u')).rejects.toThrow(/messages allowed in an hour/);
  });
});

describe('the division switch that let a coach in 34 days early', () => {
  // This test failed on the code before D149 (the start answered 201 after the switch).
  it('a verified Division I recruiter who switches to Division III on /account is still refused before the Division I date', async () => {
    const coach = await signIn(t, 'RECRUITER');
    await api.call(contract.messaging.recruiterProfile.update, {
      cookie: coach.cookie,
      body: { orgName: 'Minnesota', division: 'D1', programGender: 'men' },
    });
    await markRecruiterVerified(t, coach.user.id);
    // A 15-year-old of the class of Y+3: the Division I men's date is January 1 of Y+1.
    const { player } = await ownedPlayer(t, { birthYear: Y - 15, graduationYear: Y + 3 });
    await linkedParent(t, player.id);
    const start = () =>
      api.call(contract.messaging.conversations.start, {
        cookie: coach.cookie,
        body: { playerId: player.id, body: 'Hi' },
      });
    expect((await start()).statusCode).toBe(403);
    const switched = await api.call(contract.messaging.recruiterProfile.update, {
      cookie: coach.cookie,
      body: { division: 'D3' },
    });
    expect(json(m.recruiterProfile.update, switched).recruiter).toMatchObject({
      division: 'D3',
      verified: false,
    });
    const after = await start();
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toContain('verifies every recruiter’s program');
  });
});
