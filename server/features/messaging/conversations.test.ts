import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { formatContactDate } from '#common/contact-rules.ts';
import { auditLogs, emailQueue, orgMembers, players } from '#server/db/schema/index.ts';
import { createOrganization, createUser, linkParent } from '#server/db/seed/factories.ts';
import { json } from '../../../test/api-json.ts';
import { issuesByPath, linkedParent, ownedPlayer, type SignedIn, signIn } from '../../../test/players-kit.ts';
import { markRecruiterVerified } from '../../../test/recruiters-kit.ts';
import { sessionCookie } from '../../../test/test-app.ts';
import { withTestApp } from '../../../test/with-test-app.ts';

const LIMITS = { conversationsPerHour: 3, conversationsPerDay: 5, messagesPerHour: 40, sharesPerDay: 2 };
const { t, api } = withTestApp({ limits: { messaging: LIMITS } });
const m = contract.messaging;
const Y = new Date().getFullYear();

type Program = { division: 'D1' | 'D2' | 'D3'; programGender: 'men' | 'women' } | null;

/** A recruiter of an NCAA program "not listed", verified by an administrator. */
async function recruiter(program: Program = { division: 'D1', programGender: 'men' }, name = 'Casey Coach') {
  const r = await signIn(t, 'RECRUITER', name);
  if (program) {
    const res = await api.patch('/api/recruiters/me', {
      cookie: r.cookie,
      payload: { orgName: 'State University', ...program },
    });
    expect(res.statusCode, res.body).toBe(200);
    await markRecruiterVerified(t, r.user.id);
  }
  return r;
}

/** A 16-year-old with an account, the class of next year, and `parents` linked parents. */
async function minorFamily(opts: { age?: number; graduationYear?: number | null; parents?: number } = {}) {
  const age = opts.age ?? 16;
  const { owner, player } = await ownedPlayer(t, {
    birthYear: Y - age,
    graduationYear: opts.graduationYear === undefined ? Y - age + 17 : opts.graduationYear,
    firstName: 'Maya',
    lastName: 'Lind',
  });
  const parents: SignedIn[] = [];
  for (let i = 0; i < (opts.parents ?? 2); i++) parents.push(await linkedParent(t, player.id));
  return { owner, player, parents };
}

async function start(who: SignedIn, playerId: string, body = 'Hello from State University!') {
  return api.post('/api/conversations', { cookie: who.cookie, payload: { playerId, body } });
}
async function started(who: SignedIn, playerId: string, body?: string) {
  const res = await start(who, playerId, body);
  expect(res.statusCode, res.body).toBe(201);
  return json(m.conversations.start, res).conversation;
}
async function thread(who: SignedIn, id: string) {
  const res = await api.get(`/api/conversations/${id}`, { cookie: who.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return json(m.conversations.get, res).conversation;
}
async function send(who: SignedIn, id: string, body: string) {
  return api.post(`/api/conversations/${id}/messages`, { cookie: who.cookie, payload: { body } });
}
const noticesTo = (email: string) =>
  t.db
    .select()
    .from(emailQueue)
    .where(and(eq(emailQueue.to, email), eq(emailQueue.emailType, 'message_notice')));

describe('a recruiter writes to a minor: the parents are always in the thread (MAAPP)', () => {
  it('puts the recruiter, the player and every linked parent in the thread; all of them see every message', async () => {
    const coach = await recruiter();
    const { owner, player, parents } = await minorFamily();
    const conversation = await started(coach, player.id, 'Hi Maya, we would like to see you play.');
    expect(conversation.participants.map((p) => [p.role, p.userId]).sort()).toEqual(
      [
        ['recruiter', coach.user.id],
        ['player', owner.user.id],
        ['parent', parents[0]!.user.id],
        ['parent', parents[1]!.user.id],
      ].sort(),
    );
    expect(conversation.participants.every((p) => p.addedByServer)).toBe(true);
    expect(conversation.participants.find((p) => p.role === 'recruiter')).toMatchObject({
      organization: 'State University',
      division: 'D1',
      programGender: 'men',
    });
    expect(conversation.player).toMatchObject({ id: player.id, name: 'Maya Lind', isMinor: true });

    // A parent reads it and answers; the player sees both, and so does the other parent.
    const parentView = await thread(parents[0]!, conversation.id);
    expect(parentView.messages.map((x) => x.body)).toEqual(['Hi Maya, we would like to see you play.']);
    expect(parentView.unreadCount).toBe(1);
    expect((await send(parents[0]!, conversation.id, 'Thanks coach, she plays Saturday.')).statusCode).toBe(
      201,
    );
    for (const who of [owner, parents[1]!, coach]) {
      const seen = await thread(who, conversation.id);
      expect(seen.messages.map((x) => [x.senderRole, x.body])).toEqual([
        ['recruiter', 'Hi Maya, we would like to see you play.'],
        ['parent', 'Thanks coach, she plays Saturday.'],
      ]);
    }
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'message_sent'), eq(auditLogs.targetId, conversation.id)));
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain('Saturday');
  });

  it('refuses a thread about a minor with no linked parent (409), and says why', async () => {
    const coach = await recruiter();
    const { player } = await minorFamily({ parents: 0 });
    const res = await start(coach, player.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('no parent or guardian is linked');
    const status = json(
      m.contactStatus,
      await api.get(`/api/players/${player.id}/contact-status`, { cookie: coach.cookie }),
    ).status;
    expect(status).toMatchObject({ canStart: false, reason: 'no_parent_linked' });
  });

  it('adds a parent linked later to the open thread, with its history', async () => {
    const coach = await recruiter();
    const { player } = await minorFamily({ parents: 1 });
    const conversation = await started(coach, player.id, 'First message');
    const late = await signIn(t, 'PARENT', 'Late Parent');
    expect((await api.get(`/api/conversations/${conversation.id}`, { cookie: late.cookie })).statusCode).toBe(
      404,
    );
    await linkParent(t.db, { playerId: player.id, parentUserId: late.user.id });
    const seen = await thread(late, conversation.id);
    expect(seen.messages.map((x) => x.body)).toEqual(['First message']);
    expect(seen.myRole).toBe('parent');
  });

  it('lets an adult player with an account write alone, without their parents', async () => {
    const coach = await recruiter();
    const { owner, player } = await ownedPlayer(t, { birthYear: Y - 19 });
    await linkedParent(t, player.id);
    const conversation = await started(coach, player.id);
    expect(conversation.participants.map((p) => p.userId).sort()).toEqual(
      [coach.user.id, owner.user.id].sort(),
    );
    expect(conversation.player.isMinor).toBe(false);
  });

  it('answers 404 on the thread to everyone else: another recruiter, another parent, an organization, an admin', async () => {
    const coach = await recruiter();
    const { player } = await minorFamily();
    const conversation = await started(coach, player.id);
    const orgStaff = await signIn(t, 'ORG_ADMIN');
    const org = await createOrganization(t.db);
    await t.db.insert(orgMembers).values({
      organizationId: org.id,
      userId: orgStaff.user.id,
      role: 'ORG_ADMIN',
      acceptedAt: new Date(),
    });
    const outsiders = [
      await recruiter(),
      await signIn(t, 'PARENT'),
      orgStaff,
      await signIn(t, 'ADMIN'),
      await signIn(t, 'PLAYER'),
    ];
    for (const who of outsiders) {
      const urls = [
        ['GET', `/api/conversations/${conversation.id}`],
        ['POST', `/api/conversations/${conversation.id}/messages`, { body: 'hi' }],
        ['POST', `/api/conversations/${conversation.id}/read`, {}],
        ['POST', `/api/conversations/${conversation.id}/report`, { reason: 'x' }],
      ] as const;
      for (const [method, url, payload] of urls) {
        const res = await (method === 'GET'
          ? api.get(url, { cookie: who.cookie })
          : api.post(url, { cookie: who.cookie, payload }));
        expect(res.statusCode, `${who.user.role} ${method} ${url}`).toBe(404);
      }
      const list = json(m.conversations.list, await api.get('/api/conversations', { cookie: who.cookie }));
      expect(list.conversations.some((c) => c.id === conversation.id)).toBe(false);
    }
  });

  it('answers 401 without a session on every conversation call', async () => {
    const calls = [
      ['GET', '/api/conversations'],
      ['GET', '/api/conversations/unread-count'],
      ['POST', '/api/conversations'],
      ['GET', `/api/conversations/${crypto.randomUUID()}`],
      ['POST', `/api/conversations/${crypto.randomUUID()}/messages`],
      ['PATCH', '/api/recruiters/me'],
    ] as const;
    for (const [method, url] of calls) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('refuses bad input with 400 and a message per field', async () => {
    const coach = await recruiter();
    const { player } = await minorFamily();
    const cases: [unknown, string][] = [
      [{ playerId: player.id, body: '   ' }, 'body'],
      [{ playerId: player.id, body: 'x'.repeat(5001) }, 'body'],
      [{ playerId: 'not-a-uuid', body: 'hi' }, 'playerId'],
      [{ playerId: player.id }, 'body'],
    ];
    for (const [payload, path] of cases) {
      const res = await api.post('/api/conversations', { cookie: coach.cookie, payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(issuesByPath(res)[path]).toBeTruthy();
    }
    const extra = await api.post('/api/conversations', {
      cookie: coach.cookie,
      payload: { playerId: player.id, body: 'hi', attachment: 'x' },
    });
    expect(extra.statusCode).toBe(400);
    const bad = await api.get('/api/conversations/123', { cookie: coach.cookie });
    expect(bad.statusCode).toBe(400);
  });

  it('stores the text as typed (trimmed), never as HTML, and lists the domains of its links', async () => {
    const coach = await recruiter();
    const { player } = await minorFamily();
    const body = '  <b>Apply</b> at https://hockey.state.edu/camp?x=1 or www.example.org.  ';
    const conversation = await started(coach, player.id, body);
    const [message] = conversation.messages;
    expect(message).toMatchObject({
      body: body.trim(),
      linkDomains: ['hockey.state.edu', 'www.example.org'],
      isMine: true,
      senderName: 'Casey Coach',
    });
  });
});

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
      await api.get(`/api/players/${player.id}/contact-status`, { cookie: coach.cookie }),
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
      await api.get(`/api/players/${player.id}/contact-status`, { cookie: coach.cookie }),
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
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const cookie = sessionCookie(login);
    const { player } = await minorFamily();
    const res = await api.post('/api/conversations', {
      cookie,
      payload: { playerId: player.id, body: 'hi' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('lets the family write first before the date; the recruiter reads but may not answer until the date', async () => {
    const coach = await recruiter({ division: 'D1', programGender: 'men' });
    const { player, parents } = await minorFamily({ age: 14, graduationYear: Y + 4 });
    const res = await api.post('/api/conversations', {
      cookie: parents[0]!.cookie,
      payload: {
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
      await api.get(`/api/players/${player.id}/contact-status`, { cookie: coach.cookie }),
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
    const none = await api.post('/api/conversations', {
      cookie: parents[0]!.cookie,
      payload: { playerId: player.id, body: 'hi' },
    });
    expect(none.statusCode).toBe(400);
    expect(issuesByPath(none).recruiterEmail).toBeTruthy();
    const notRecruiter = await api.post('/api/conversations', {
      cookie: parents[0]!.cookie,
      payload: { playerId: player.id, body: 'hi', recruiterEmail: parents[1]!.user.email },
    });
    expect(notRecruiter.statusCode).toBe(404);
    const stranger = await signIn(t, 'PARENT');
    const coach = await recruiter();
    const notMine = await api.post('/api/conversations', {
      cookie: stranger.cookie,
      payload: { playerId: player.id, body: 'hi', recruiterEmail: coach.user.email },
    });
    expect(notMine.statusCode).toBe(403);
  });
});

describe('guardian controls: opt-out, block, report', () => {
  const put = (who: SignedIn, playerId: string, payload: unknown) =>
    api.put(`/api/players/${playerId}/contact-preferences`, { cookie: who.cookie, payload });

  it('an opt-out refuses every recruiter, in new and existing threads, and the recruiter sees why', async () => {
    const coach = await recruiter();
    const other = await recruiter();
    const { player, parents } = await minorFamily();
    const conversation = await started(coach, player.id);
    const res = await put(parents[0]!, player.id, { allowRecruiterContact: false, blockedUserIds: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(m.contactPreferences.put, res).preferences.allowRecruiterContact).toBe(false);

    const refused = await start(other, player.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('turned off contact from recruiters');
    const reply = await send(coach, conversation.id, 'Still there?');
    expect(reply.statusCode).toBe(403);
    const view = await thread(coach, conversation.id);
    expect(view.send).toEqual({
      canSend: false,
      reason: expect.stringContaining('turned off contact'),
      note: null,
    });
    // The family still writes.
    expect((await send(parents[1]!, conversation.id, 'We will be in touch.')).statusCode).toBe(201);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'contact_preferences_changed'), eq(auditLogs.targetId, player.id)));
    expect(audit[0]).toMatchObject({ userId: parents[0]!.user.id });
  });

  it('a block refuses one recruiter, not the others', async () => {
    const blocked = await recruiter();
    const other = await recruiter();
    const { owner, player, parents } = await minorFamily();
    const res = await put(parents[0]!, player.id, {
      allowRecruiterContact: true,
      blockedUserIds: [blocked.user.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(m.contactPreferences.put, res).preferences.blocked).toEqual([
      expect.objectContaining({
        userId: blocked.user.id,
        name: 'Casey Coach',
        organization: 'State University',
      }),
    ]);
    const refused = await start(blocked, player.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('blocked you');
    await started(other, player.id);
    // Everyone who manages the player reads the settings; the 16-year-old cannot change them.
    const read = await api.get(`/api/players/${player.id}/contact-preferences`, { cookie: owner.cookie });
    expect(read.statusCode).toBe(200);
    const own = await put(owner, player.id, { allowRecruiterContact: true, blockedUserIds: [] });
    expect(own.statusCode).toBe(403);
    // Unblocking lets them write again.
    await put(parents[1]!, player.id, { allowRecruiterContact: true, blockedUserIds: [] });
    await started(blocked, player.id);
  });

  it('refuses to block someone who is no recruiter (400), and strangers get 403/404', async () => {
    const { player, parents } = await minorFamily();
    const res = await put(parents[0]!, player.id, {
      allowRecruiterContact: true,
      blockedUserIds: [parents[1]!.user.id],
    });
    expect(res.statusCode).toBe(400);
    expect(issuesByPath(res)['blockedUserIds.0']).toBe('Only recruiters can be blocked');
    const bad = await put(parents[0]!, player.id, { allowRecruiterContact: 'no', blockedUserIds: [] });
    expect(bad.statusCode).toBe(400);
    const stranger = await signIn(t, 'PARENT');
    expect(
      (await put(stranger, player.id, { allowRecruiterContact: false, blockedUserIds: [] })).statusCode,
    ).toBe(403);
    const coach = await recruiter();
    expect(
      (await api.get(`/api/players/${player.id}/contact-preferences`, { cookie: coach.cookie })).statusCode,
    ).toBe(403);
  });

  it('a participant reports a thread; the admins see it with its messages, resolve it, and it is audited', async () => {
    const coach = await recruiter();
    const { player, parents } = await minorFamily();
    const conversation = await started(coach, player.id, 'Send me your home address.');
    const messageId = conversation.messages[0]!.id;
    const url = `/api/conversations/${conversation.id}/report`;
    const res = await api.post(url, {
      cookie: parents[0]!.cookie,
      payload: { reason: 'Asks for our address', messageId },
    });
    expect(res.statusCode, res.body).toBe(201);
    const again = await api.post(url, { cookie: parents[0]!.cookie, payload: { reason: 'again' } });
    expect(again.statusCode).toBe(409);
    const wrongMessage = await api.post(url, {
      cookie: parents[1]!.cookie,
      payload: { reason: 'x', messageId: crypto.randomUUID() },
    });
    expect(wrongMessage.statusCode).toBe(404);
    expect((await api.post(url, { cookie: parents[1]!.cookie, payload: { reason: '' } })).statusCode).toBe(
      400,
    );

    const admin = await signIn(t, 'ADMIN');
    expect(
      (await api.get(`/api/conversations/${conversation.id}`, { cookie: admin.cookie })).statusCode,
    ).toBe(404);
    const list = json(m.admin.reports, await api.get('/api/admin/message-reports', { cookie: admin.cookie }));
    const report = list.reports.find((r) => r.conversation.id === conversation.id)!;
    expect(report).toMatchObject({
      status: 'open',
      reason: 'Asks for our address',
      messageId,
      reporter: { userId: parents[0]!.user.id },
    });
    expect(report.conversation.messages.map((x) => x.body)).toEqual(['Send me your home address.']);
    expect(report.conversation.participants.find((p) => p.role === 'recruiter')).toMatchObject({
      userId: coach.user.id,
      email: coach.user.email,
      suspended: false,
    });
    expect((await api.get('/api/admin/message-reports', { cookie: coach.cookie })).statusCode).toBe(403);

    const resolved = await api.post(`/api/admin/message-reports/${report.id}/resolve`, {
      cookie: admin.cookie,
      payload: { status: 'resolved', note: 'Sender suspended' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(json(m.admin.resolve, resolved).report).toMatchObject({
      status: 'resolved',
      resolutionNote: 'Sender suspended',
    });
    const twice = await api.post(`/api/admin/message-reports/${report.id}/resolve`, {
      cookie: admin.cookie,
      payload: { status: 'dismissed' },
    });
    expect(twice.statusCode).toBe(409);

    // The admin area's suspension ends the sender's sessions: they cannot write again.
    const suspend = await api.post(`/api/admin/users/${coach.user.id}/suspend`, {
      cookie: admin.cookie,
      payload: { reason: 'Unsafe messages' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect((await send(coach, conversation.id, 'hello?')).statusCode).toBe(401);

    const events = await t.db.select().from(auditLogs).where(eq(auditLogs.eventType, 'message_reported'));
    expect(events.some((e) => e.targetId === conversation.id && e.userId === parents[0]!.user.id)).toBe(true);
    const adminEvents = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'admin_action'), eq(auditLogs.targetId, report.id)));
    expect(adminEvents).toHaveLength(1);
  });
});

describe('inbox, unread counts and e-mail notices', () => {
  it('lists my threads newest first with unread counts; reading clears them', async () => {
    const coach = await recruiter();
    const first = await minorFamily();
    const second = await minorFamily();
    const a = await started(coach, first.player.id, 'To the first family');
    const b = await started(coach, second.player.id, 'To the second family');
    const inbox = json(m.conversations.list, await api.get('/api/conversations', { cookie: coach.cookie }));
    expect(inbox.conversations.map((c) => c.id)).toEqual([b.id, a.id]);
    expect(inbox.unreadCount).toBe(0);

    const parent = first.parents[0]!;
    const before = json(m.conversations.list, await api.get('/api/conversations', { cookie: parent.cookie }));
    expect(before.conversations).toHaveLength(1);
    expect(before.conversations[0]).toMatchObject({
      id: a.id,
      unreadCount: 1,
      myRole: 'parent',
      lastMessage: { preview: 'To the first family', senderName: 'Casey Coach', isMine: false },
      send: { canSend: true, reason: null },
    });
    const badge = await api.get('/api/conversations/unread-count', { cookie: parent.cookie });
    expect(json(m.conversations.unreadCount, badge).unreadCount).toBe(1);
    const read = await api.post(`/api/conversations/${a.id}/read`, { cookie: parent.cookie, payload: {} });
    expect(json(m.conversations.read, read).unreadCount).toBe(0);
    await send(coach, a.id, 'And a second note');
    const after = json(m.conversations.list, await api.get('/api/conversations', { cookie: parent.cookie }));
    expect(after.unreadCount).toBe(1);
  });

  it('e-mails each other participant a notice without the message, at most once per thread in 15 minutes', async () => {
    const coach = await recruiter();
    const { owner, player, parents } = await minorFamily();
    const conversation = await started(coach, player.id, 'SECRET-BODY-TEXT about the camp');
    await send(coach, conversation.id, 'SECRET-SECOND follow-up');
    for (const who of [owner, ...parents]) {
      const notices = await noticesTo(who.user.email);
      expect(notices, who.user.role).toHaveLength(1);
      const [notice] = notices;
      expect(notice!.subject).toBe('New message about Maya Lind on Rinkside');
      expect(notice!.body).toContain(
        'You have a new message from Casey Coach (State University) about Maya Lind.',
      );
      expect(notice!.body).toContain(`/messages/${conversation.id}`);
      expect(notice!.body).not.toContain('SECRET');
    }
    expect(await noticesTo(coach.user.email)).toHaveLength(0);
    // The family's answer notifies the recruiter.
    await send(parents[0]!, conversation.id, 'SECRET-REPLY');
    const toCoach = await noticesTo(coach.user.email);
    expect(toCoach).toHaveLength(1);
    expect(toCoach[0]!.body).not.toContain('SECRET');
  });
});

describe('abuse limits', () => {
  it('limits a recruiter’s new conversations per hour (429 with Retry-After); writing in a thread is no new one', async () => {
    const coach = await recruiter();
    const families = await Promise.all(
      Array.from({ length: LIMITS.conversationsPerHour + 1 }, () => minorFamily({ parents: 1 })),
    );
    let first: string | undefined;
    for (const family of families.slice(0, LIMITS.conversationsPerHour)) {
      const c = await started(coach, family.player.id);
      first ??= c.id;
    }
    const over = await start(coach, families.at(-1)!.player.id);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().message).toContain('new conversations');
    expect((await send(coach, first!, 'Still allowed')).statusCode).toBe(201);
    // Another recruiter has their own allowance.
    await started(await recruiter(), families.at(-1)!.player.id);
  });

  it('a refused start uses up nothing', async () => {
    const coach = await recruiter();
    const { player } = await minorFamily({ parents: 0 });
    for (let i = 0; i < LIMITS.conversationsPerHour + 1; i++)
      expect((await start(coach, player.id)).statusCode).toBe(409);
    const ok = await minorFamily({ parents: 1 });
    await started(coach, ok.player.id);
  });
});
