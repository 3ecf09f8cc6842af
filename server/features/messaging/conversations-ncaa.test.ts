import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { formatContactDate } from '#common/contact-rules.ts';
import { players } from '#server/db/schema/index.ts';
import { createUser } from '#server/db/seed/factories.ts';
import { json } from '#test/api-json.ts';
import { conversationsApp } from '#test/conversations-kit.ts';
import { issuesByPath, signIn } from '#test/players-kit.ts';
import { sessionCookie } from '#test/test-app.ts';

const { t, api, m, Y, recruiter, minorFamily, start, started, thread, send } = conversationsApp();

describe('the NCAA contact dates', () => {
  it('refuses a Division I men’s recruiter for a grade-9 player, with the date and that the family may write first', async () => {
    const coach = await recruiter({ division: 'D1', programGender: 'men' });
    // Class of Y+4 is in grade 9 this school year; D-I men's contact opens January 1 of Y+2.
    const { player } = await minorFamily({ age: 14, graduationYear: Y + 4 });
    const res = await start(coach, player.id);
    expect(res.statusCode).toBe(403);
    const { message } = res.json();
    expect(message).toContain(formatContactDate(`${Y + 2}-01-01`));
    expect(message).toContain('the family may write to you first');
    const status = json(
      m.contactStatus,
      await api.call(contract.messaging.contactStatus, { params: { id: player.id }, cookie: coach.cookie }),
    ).status;
    expect(status).toMatchObject({
      canStart: false,
      reason: 'before_contact_date',
      allowedFrom: `${Y + 2}-01-01`,
      familyMayWriteFirst: true,
      participants: [],
    });
    expect(status.rule?.sourceTitle).toContain('Division I Manual');
  });

  it('lets a Division III recruiter write to the same grade-9 player (no date limit)', async () => {
    const coach = await recruiter({ division: 'D3', programGender: 'women' });
    const { player } = await minorFamily({ age: 14, graduationYear: Y + 4 });
    const status = json(
      m.contactStatus,
      await api.call(contract.messaging.contactStatus, { params: { id: player.id }, cookie: coach.cookie }),
    ).status;
    expect(status).toMatchObject({ canStart: true, reason: null, allowedFrom: null });
    expect(status.participants.map((p) => p.role).sort()).toEqual(['parent', 'parent', 'player']);
    await started(coach, player.id);
  });

  it('refuses a minor without a class year, and asks the family to add it', async () => {
    const coach = await recruiter();
    const { player } = await minorFamily({ graduationYear: null });
    const res = await start(coach, player.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('Ask the family to add the class year');
  });

  it('asks a recruiter without a division to set it first (409)', async () => {
    const coach = await recruiter(null);
    const { player } = await minorFamily();
    const res = await start(coach, player.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('the division its hockey team plays in');
  });

  it('refuses a recruiter whose e-mail is not verified (403)', async () => {
    const user = await createUser(t.db, { role: 'RECRUITER', emailVerified: false });
    const login = await api.call(contract.auth.login, {
      body: { email: user.email, password: user.password! },
    });
    const cookie = sessionCookie(login);
    const { player } = await minorFamily();
    const res = await api.call(contract.messaging.conversations.start, {
      cookie,
      body: { playerId: player.id, body: 'hi' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('lets the family write first before the date; the recruiter reads but may not answer until the date', async () => {
    const coach = await recruiter({ division: 'D1', programGender: 'men' });
    const { player, parents } = await minorFamily({ age: 14, graduationYear: Y + 4 });
    const res = await api.call(contract.messaging.conversations.start, {
      cookie: parents[0]!.cookie,
      body: {
        playerId: player.id,
        body: 'Hello coach, Maya would love to visit.',
        recruiterEmail: coach.user.email,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { conversation, created } = json(m.conversations.start, res);
    expect(created).toBe(true);
    expect(conversation.participants.map((p) => p.role).sort()).toEqual([
      'parent',
      'parent',
      'player',
      'recruiter',
    ]);
    const opens = formatContactDate(`${Y + 2}-01-01`);
    // The family is told when the coach can answer.
    expect(conversation.send).toEqual({ canSend: true, reason: null, note: expect.stringContaining(opens) });
    // NCAA: a Division I men's coach may not answer a grade-9 player, even in a thread the family began.
    const view = await thread(coach, conversation.id);
    expect(view.messages.map((x) => x.body)).toEqual(['Hello coach, Maya would love to visit.']);
    expect(view.send).toMatchObject({
      canSend: false,
      reason: expect.stringContaining(`answer from ${opens}`),
    });
    const early = await send(coach, conversation.id, 'Thank you, welcome any time.');
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toContain('not even to answer');
    const again = await start(coach, player.id, 'One more thing.');
    expect(again.statusCode).toBe(403);
    const status = json(
      m.contactStatus,
      await api.call(contract.messaging.contactStatus, { params: { id: player.id }, cookie: coach.cookie }),
    ).status;
    expect(status).toMatchObject({
      canStart: false,
      reason: 'before_contact_date',
      allowedFrom: `${Y + 2}-01-01`,
      existingConversationId: conversation.id,
    });
    // The family keeps writing.
    expect((await send(parents[1]!, conversation.id, 'We will be at the showcase.')).statusCode).toBe(201);

    // Once the date has come (here: the class year is the one contact opened for this January), the coach
    // answers in the same thread, and starting again writes into it.
    await t.db
      .update(players)
      .set({ graduationYear: Y + 2 })
      .where(eq(players.id, player.id));
    expect((await send(coach, conversation.id, 'Thank you, welcome any time.')).statusCode).toBe(201);
    const later = await start(coach, player.id, 'One more thing.');
    expect(later.statusCode).toBe(201);
    expect(json(m.conversations.start, later)).toMatchObject({ created: false });
    const family = await thread(parents[1]!, conversation.id);
    expect(family.messages).toHaveLength(4);
    expect(family.send.note).toBeNull();
  });

  it('refuses a family start without a recruiter, or naming an address that is no recruiter', async () => {
    const { player, parents } = await minorFamily();
    const none = await api.call(contract.messaging.conversations.start, {
      cookie: parents[0]!.cookie,
      body: { playerId: player.id, body: 'hi' },
    });
    expect(none.statusCode).toBe(400);
    expect(issuesByPath(none).recruiterEmail).toBeTruthy();
    const notRecruiter = await api.call(contract.messaging.conversations.start, {
      cookie: parents[0]!.cookie,
      body: { playerId: player.id, body: 'hi', recruiterEmail: parents[1]!.user.email },
    });
    expect(notRecruiter.statusCode).toBe(404);
    const stranger = await signIn(t, 'PARENT');
    const coach = await recruiter();
    const notMine = await api.call(contract.messaging.conversations.start, {
      cookie: stranger.cookie,
      body: { playerId: player.id, body: 'hi', recruiterEmail: coach.user.email },
    });
    expect(notMine.statusCode).toBe(403);
  });
});
