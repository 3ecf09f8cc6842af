import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { auditLogs, orgMembers } from '#server/db/schema/index.ts';
import { createOrganization, linkParent } from '#server/db/seed/factories.ts';
import { json } from '#test/api-json.ts';
import { conversationsApp } from '#test/conversations-kit.ts';
import { issuesByPath, linkedParent, ownedPlayer, signIn } from '#test/players-kit.ts';

const { t, api, m, Y, recruiter, minorFamily, start, started, thread, send } = conversationsApp();

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
      await api.call(contract.messaging.contactStatus, { params: { id: player.id }, cookie: coach.cookie }),
    ).status;
    expect(status).toMatchObject({ canStart: false, reason: 'no_parent_linked' });
  });

  it('adds a parent linked later to the open thread, with its history', async () => {
    const coach = await recruiter();
    const { player } = await minorFamily({ parents: 1 });
    const conversation = await started(coach, player.id, 'First message');
    const late = await signIn(t, 'PARENT', 'Late Parent');
    expect(
      (
        await api.call(contract.messaging.conversations.get, {
          params: { id: conversation.id },
          cookie: late.cookie,
        })
      ).statusCode,
    ).toBe(404);
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
      const asked = { params: { id: conversation.id }, cookie: who.cookie };
      const calls = [
        ['get', () => api.call(m.conversations.get, asked)],
        ['send', () => api.call(m.conversations.send, { ...asked, body: { body: 'hi' } })],
        ['read', () => api.call(m.conversations.read, { ...asked, body: {} })],
        ['report', () => api.call(m.conversations.report, { ...asked, body: { reason: 'x' } })],
      ] as const;
      for (const [name, call] of calls) {
        expect((await call()).statusCode, `${who.user.role} ${name}`).toBe(404);
      }
      const list = json(
        m.conversations.list,
        await api.call(contract.messaging.conversations.list, { cookie: who.cookie }),
      );
      expect(list.conversations.some((c) => c.id === conversation.id)).toBe(false);
    }
  });

  it('answers 401 without a session on every conversation call', async () => {
    const calls = [
      ['list', () => api.call(m.conversations.list, {})],
      ['unread-count', () => api.call(m.conversations.unreadCount, {})],
      ['start', () => api.call(m.conversations.start, { bodyRaw: {} })],
      ['get', () => api.call(m.conversations.get, { params: { id: crypto.randomUUID() } })],
      ['send', () => api.call(m.conversations.send, { params: { id: crypto.randomUUID() }, bodyRaw: {} })],
      ['recruiter profile', () => api.call(m.recruiterProfile.update, { bodyRaw: {} })],
    ] as const;
    for (const [name, call] of calls) {
      expect((await call()).statusCode, name).toBe(401);
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
      const res = await api.call(contract.messaging.conversations.start, {
        cookie: coach.cookie,
        bodyRaw: payload,
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(issuesByPath(res)[path]).toBeTruthy();
    }
    const extra = await api.call(contract.messaging.conversations.start, {
      cookie: coach.cookie,
      bodyRaw: { playerId: player.id, body: 'hi', attachment: 'x' },
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
