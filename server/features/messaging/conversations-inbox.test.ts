import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { json } from '#test/api-json.ts';
import { conversationsApp } from '#test/conversations-kit.ts';

const { LIMITS, t, api, m, recruiter, minorFamily, start, started, thread, send, noticesTo } =
  conversationsApp();

describe('inbox, unread counts and e-mail notices', () => {
  it('lists my threads newest first with unread counts; reading clears them', async () => {
    const coach = await recruiter();
    const first = await minorFamily();
    const second = await minorFamily();
    const a = await started(coach, first.player.id, 'To the first family');
    const b = await started(coach, second.player.id, 'To the second family');
    const inbox = json(
      m.conversations.list,
      await api.call(contract.messaging.conversations.list, { cookie: coach.cookie }),
    );
    expect(inbox.conversations.map((c) => c.id)).toEqual([b.id, a.id]);
    expect(inbox.unreadCount).toBe(0);

    const parent = first.parents[0]!;
    const before = json(
      m.conversations.list,
      await api.call(contract.messaging.conversations.list, { cookie: parent.cookie }),
    );
    expect(before.conversations).toHaveLength(1);
    expect(before.conversations[0]).toMatchObject({
      id: a.id,
      unreadCount: 1,
      myRole: 'parent',
      lastMessage: { preview: 'To the first family', senderName: 'Casey Coach', isMine: false },
      send: { canSend: true, reason: null },
    });
    const badge = await api.call(contract.messaging.conversations.unreadCount, { cookie: parent.cookie });
    expect(json(m.conversations.unreadCount, badge).unreadCount).toBe(1);
    const read = await api.call(contract.messaging.conversations.read, {
      params: { id: a.id },
      cookie: parent.cookie,
      body: {},
    });
    expect(json(m.conversations.read, read).unreadCount).toBe(0);
    await send(coach, a.id, 'And a second note');
    const after = json(
      m.conversations.list,
      await api.call(contract.messaging.conversations.list, { cookie: parent.cookie }),
    );
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

  it('tells each participant once when several messages arrive at the same moment (D365)', async () => {
    const coach = await recruiter();
    const { owner, player, parents } = await minorFamily();
    const conversation = await started(coach, player.id, 'About the camp');
    const family = [owner, ...parents];
    await Promise.all(family.flatMap((who) => [1, 2].map((n) => send(who, conversation.id, `Reply ${n}`))));
    // Six messages at once: the recruiter is told once; the family was told of the first message already.
    expect(await noticesTo(coach.user.email)).toHaveLength(1);
    for (const who of family) expect(await noticesTo(who.user.email), who.user.role).toHaveLength(1);
  });

  it('keeps a message whose notice could not be queued, and tells with the next one (D365)', async () => {
    const coach = await recruiter();
    const { owner, player } = await minorFamily();
    const conversation = await started(coach, player.id, 'About the camp');
    // The e-mail queue refuses the recruiter's notice once.
    await t.db.execute(
      sql.raw(`create function refuse_notice() returns trigger language plpgsql as $$
        begin raise exception 'queue unavailable'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_notice before insert on email_queue for each row
        when (new.to = '${coach.user.email}') execute function refuse_notice()`),
    );
    try {
      const res = await send(owner, conversation.id, 'First reply');
      expect(res.statusCode, res.body).toBe(201);
      expect(await noticesTo(coach.user.email)).toHaveLength(0);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_notice on email_queue'));
      await t.db.execute(sql.raw('drop function refuse_notice()'));
    }
    const messages = (await thread(coach, conversation.id)).messages.map((msg) => msg.body);
    expect(messages).toEqual(['About the camp', 'First reply']);
    // Still due: the next message tells the recruiter.
    expect((await send(owner, conversation.id, 'Second reply')).statusCode).toBe(201);
    expect(await noticesTo(coach.user.email)).toHaveLength(1);
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
