import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract, type EndpointBody } from '#common/api/index.ts';
import { auditLogs } from '#server/db/schema/index.ts';
import { json } from '#test/api-json.ts';
import { conversationsApp } from '#test/conversations-kit.ts';
import { issuesByPath, type SignedIn, signIn } from '#test/players-kit.ts';

const { t, api, m, recruiter, minorFamily, start, started, thread, send } = conversationsApp();

describe('guardian controls: opt-out, block, report', () => {
  const put = (
    who: SignedIn,
    playerId: string,
    payload: EndpointBody<typeof contract.messaging.contactPreferences.put>,
  ) =>
    api.call(contract.messaging.contactPreferences.put, {
      params: { id: playerId },
      cookie: who.cookie,
      body: payload,
    });

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
    const read = await api.call(contract.messaging.contactPreferences.get, {
      params: { id: player.id },
      cookie: owner.cookie,
    });
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
    const bad = await api.call(contract.messaging.contactPreferences.put, {
      params: { id: player.id },
      cookie: parents[0]!.cookie,
      bodyRaw: { allowRecruiterContact: 'no', blockedUserIds: [] },
    });
    expect(bad.statusCode).toBe(400);
    const stranger = await signIn(t, 'PARENT');
    expect(
      (await put(stranger, player.id, { allowRecruiterContact: false, blockedUserIds: [] })).statusCode,
    ).toBe(403);
    const coach = await recruiter();
    expect(
      (
        await api.call(contract.messaging.contactPreferences.get, {
          params: { id: player.id },
          cookie: coach.cookie,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a participant reports a thread; the admins see it with its messages, resolve it, and it is audited', async () => {
    const coach = await recruiter();
    const { player, parents } = await minorFamily();
    const conversation = await started(coach, player.id, 'Send me your home address.');
    const messageId = conversation.messages[0]!.id;
    const res = await api.call(contract.messaging.conversations.report, {
      params: { id: conversation.id },
      cookie: parents[0]!.cookie,
      body: { reason: 'Asks for our address', messageId },
    });
    expect(res.statusCode, res.body).toBe(201);
    const again = await api.call(contract.messaging.conversations.report, {
      params: { id: conversation.id },
      cookie: parents[0]!.cookie,
      body: { reason: 'again' },
    });
    expect(again.statusCode).toBe(409);
    const wrongMessage = await api.call(contract.messaging.conversations.report, {
      params: { id: conversation.id },
      cookie: parents[1]!.cookie,
      body: { reason: 'x', messageId: crypto.randomUUID() },
    });
    expect(wrongMessage.statusCode).toBe(404);
    expect(
      (
        await api.call(contract.messaging.conversations.report, {
          params: { id: conversation.id },
          cookie: parents[1]!.cookie,
          body: { reason: '' },
        })
      ).statusCode,
    ).toBe(400);

    const admin = await signIn(t, 'ADMIN');
    expect(
      (
        await api.call(contract.messaging.conversations.get, {
          params: { id: conversation.id },
          cookie: admin.cookie,
        })
      ).statusCode,
    ).toBe(404);
    const list = json(
      m.admin.reports,
      await api.call(contract.messaging.admin.reports, { cookie: admin.cookie }),
    );
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
    expect((await api.call(contract.messaging.admin.reports, { cookie: coach.cookie })).statusCode).toBe(403);

    const resolved = await api.call(contract.messaging.admin.resolve, {
      params: { id: report.id },
      cookie: admin.cookie,
      body: { status: 'resolved', note: 'Sender suspended' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(json(m.admin.resolve, resolved).report).toMatchObject({
      status: 'resolved',
      resolutionNote: 'Sender suspended',
    });
    const twice = await api.call(contract.messaging.admin.resolve, {
      params: { id: report.id },
      cookie: admin.cookie,
      body: { status: 'dismissed' },
    });
    expect(twice.statusCode).toBe(409);

    // The admin area's suspension ends the sender's sessions: they cannot write again.
    const suspend = await api.call(contract.admin.suspend, {
      params: { id: coach.user.id },
      cookie: admin.cookie,
      body: { reason: 'Unsafe messages' },
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
