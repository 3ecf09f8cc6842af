import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { emailQueue, messageReports, users } from '#server/db/schema/index.ts';
import { json } from '#test/api-json.ts';
import { linkedParent, ownedPlayer, type SignedIn, signIn } from '#test/players-kit.ts';
import { markRecruiterVerified } from '#test/recruiters-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

/** D123: the admins hear of a report by e-mail. */

const { t, api } = withTestApp();
const m = contract.messaging;
const Y = new Date().getFullYear();
const ADMIN_SCREEN = 'http://localhost:3000/admin/message-reports';

/** A 16-year-old with an account and two linked parents, in a thread a Division III recruiter started. */
async function reportedThread() {
  const coach = await signIn(t, 'RECRUITER', 'Casey Coach');
  const program = await api.call(contract.messaging.recruiterProfile.update, {
    cookie: coach.cookie,
    body: { orgName: 'State College', division: 'D3', programGender: 'women' },
  });
  expect(program.statusCode, program.body).toBe(200);
  await markRecruiterVerified(t, coach.user.id);
  const { owner, player } = await ownedPlayer(t, {
    birthYear: Y - 16,
    graduationYear: Y + 1,
    firstName: 'Maya',
    lastName: 'Lind',
  });
  const parents = [await linkedParent(t, player.id), await linkedParent(t, player.id)];
  const res = await api.call(contract.messaging.conversations.start, {
    cookie: coach.cookie,
    body: { playerId: player.id, body: 'SECRET-BODY send me your home address' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const conversation = json(m.conversations.start, res).conversation;
  return { coach, owner, player, parents, conversation };
}

async function report(
  who: SignedIn,
  conversationId: string,
  payload: { reason: string; messageId?: string },
) {
  return api.call(contract.messaging.conversations.report, {
    params: { id: conversationId },
    cookie: who.cookie,
    body: payload,
  });
}

const reportMails = (to?: string) =>
  t.db
    .select()
    .from(emailQueue)
    .where(and(eq(emailQueue.emailType, 'message_reported'), to ? eq(emailQueue.to, to) : undefined));

const mailsAbout = async (conversationId: string) =>
  (await reportMails()).filter((e) => e.metadata?.conversationId === conversationId);

describe('a report e-mails the administrators', () => {
  // First in the file: no test before it has made an administrator.
  it('files the report when Rinkside has no administrator, and e-mails nobody', async () => {
    expect(await t.db.select().from(users).where(eq(users.role, 'ADMIN'))).toEqual([]);
    const { parents, conversation } = await reportedThread();
    const res = await report(parents[0]!, conversation.id, { reason: 'Asks for our address' });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      await t.db.select().from(messageReports).where(eq(messageReports.conversationId, conversation.id)),
    ).toHaveLength(1);
    expect(await reportMails()).toEqual([]);
  });

  it('queues one e-mail to each active admin with the reporter, reason, time and link, never a message', async () => {
    const admins = [await signIn(t, 'ADMIN', 'Alex Admin'), await signIn(t, 'ADMIN', 'Sam Admin')];
    const suspended = await signIn(t, 'ADMIN', 'Former Admin');
    await t.db.update(users).set({ suspended: true }).where(eq(users.id, suspended.user.id));
    const { coach, owner, player, parents, conversation } = await reportedThread();
    await t.db.update(users).set({ name: 'Pat Lind' }).where(eq(users.id, parents[0]!.user.id));
    const messageId = conversation.messages[0]!.id;

    const res = await report(parents[0]!, conversation.id, {
      reason: 'Asks for our address\nand our phone number',
      messageId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const reportId = json(m.conversations.report, res).report.id;

    for (const admin of admins) {
      const mails = await reportMails(admin.user.email);
      expect(mails, admin.user.name).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe('Message reported: conversation about Maya Lind');
      expect(mail!.body).toContain(`Hi ${admin.user.name},`);
      expect(mail!.body).toContain(
        'A participant reported a conversation about Maya Lind (a player under 18)',
      );
      expect(mail!.body).toContain('Reported by: Pat Lind (parent)');
      expect(mail!.body).toMatch(/When: [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC/);
      expect(mail!.body).toContain('> Asks for our address\n> and our phone number');
      expect(mail!.body).toContain('The reporter marked one message of the thread.');
      expect(mail!.body).toContain(ADMIN_SCREEN);
      expect(mail!.body).not.toContain('SECRET');
      expect(mail!.body).not.toContain('home address');
      expect(mail!.metadata).toEqual({ playerId: player.id, conversationId: conversation.id, reportId });
    }
    // Nobody else: not the suspended admin, not the participants.
    for (const who of [suspended, coach, owner, ...parents]) {
      expect(await reportMails(who.user.email), who.user.role).toEqual([]);
    }
    expect(await mailsAbout(conversation.id)).toHaveLength(2);
  });

  it('sends one e-mail per admin for reports on a thread within an hour; an older or closed report holds none back', async () => {
    const admin = await signIn(t, 'ADMIN', 'Solo Admin');
    const { owner, parents, conversation } = await reportedThread();
    const activeAdmins = (
      await t.db
        .select()
        .from(users)
        .where(and(eq(users.role, 'ADMIN'), eq(users.suspended, false)))
    ).length;

    expect((await report(parents[0]!, conversation.id, { reason: 'First' })).statusCode).toBe(201);
    expect((await report(parents[1]!, conversation.id, { reason: 'Second' })).statusCode).toBe(201);
    expect(await mailsAbout(conversation.id)).toHaveLength(activeAdmins);
    expect(await reportMails(admin.user.email).then((all) => all.map((e) => e.body))).toEqual([
      expect.stringContaining('> First'),
    ]);

    // An hour later, a new report is news again, and says how many are open.
    await t.db
      .update(messageReports)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(messageReports.conversationId, conversation.id));
    expect((await report(owner, conversation.id, { reason: 'Third' })).statusCode).toBe(201);
    const mine = await reportMails(admin.user.email);
    expect(mine).toHaveLength(2);
    expect(mine[1]!.body).toContain('Reported by: Test User (player)');
    expect(mine[1]!.body).toContain('This conversation has 3 open reports.');

    // A report the admins already closed does not hold the next one back.
    const other = await reportedThread();
    const first = await report(other.parents[0]!, other.conversation.id, { reason: 'Rude' });
    const resolved = await api.call(contract.messaging.admin.resolve, {
      params: { id: json(m.conversations.report, first).report.id },
      cookie: admin.cookie,
      body: { status: 'dismissed' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((await report(other.parents[1]!, other.conversation.id, { reason: 'Ruder' })).statusCode).toBe(
      201,
    );
    expect(await mailsAbout(other.conversation.id)).toHaveLength(2 * activeAdmins);
  });

  it('two reports filed at the same moment send one e-mail per admin', async () => {
    const admin = await signIn(t, 'ADMIN', 'Busy Admin');
    const { parents, conversation } = await reportedThread();
    const answers = await Promise.all(
      parents.map((p, i) => report(p, conversation.id, { reason: `At once ${i}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(
      await reportMails(admin.user.email).then((all) =>
        all.filter((e) => e.metadata?.conversationId === conversation.id),
      ),
    ).toHaveLength(1);
  });

  it('e-mails nobody for a refused report: no session 401, bad input 400, not a participant 404, twice 409', async () => {
    await signIn(t, 'ADMIN');
    const { parents, conversation } = await reportedThread();
    expect(
      (
        await api.call(contract.messaging.conversations.report, {
          params: { id: conversation.id },
          body: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await report(parents[0]!, conversation.id, { reason: '' })).statusCode).toBe(400);
    const stranger = await signIn(t, 'PARENT');
    expect((await report(stranger, conversation.id, { reason: 'x' })).statusCode).toBe(404);
    const otherRecruiter = await signIn(t, 'RECRUITER');
    expect((await report(otherRecruiter, conversation.id, { reason: 'x' })).statusCode).toBe(404);
    expect(await mailsAbout(conversation.id)).toEqual([]);
    expect((await report(parents[0]!, conversation.id, { reason: 'Once' })).statusCode).toBe(201);
    const sent = (await mailsAbout(conversation.id)).length;
    expect((await report(parents[0]!, conversation.id, { reason: 'Twice' })).statusCode).toBe(409);
    expect(await mailsAbout(conversation.id)).toHaveLength(sent);
  });
});
