import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { previousPeriodStart } from '#common/jobs.ts';
import { emailQueue, profileViews } from '#server/db/schema/index.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import { wantsEmail } from '#server/features/notifications/index.ts';
import { json } from '#test/api-json.ts';
import {
  birthYearForAge,
  linkedParent,
  ownedPlayer,
  type SignedIn,
  signIn,
  subscribe,
} from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { digestRecipients } from './interest-digest-job.ts';

/**
 * D335-D337: the weekly interest digest job e-mails the week that just ended to the player, or to the
 * parents of a minor (never the minor), on a plan with the Analytics tab, once per recipient, player and
 * week, only to those who want it, with a one-click unsubscribe that works without a session.
 */
const { t, api } = withTestApp();

const DAY_MS = 86_400_000;
const LAST_MONDAY = previousPeriodStart('weekly', new Date());
const dayOf = (monday: string, days: number) =>
  new Date(Date.parse(`${monday}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Two anonymous visitors viewed the profile `weeksBack` weeks ago (1: the week the job covers). */
async function viewed(playerId: string, weeksBack = 1) {
  const monday = dayOf(LAST_MONDAY, -7 * (weeksBack - 1));
  await t.db.insert(profileViews).values(
    [1, 2].map((n) => ({
      playerId,
      viewerRole: 'anonymous',
      viewerKey: `a:${crypto.randomUUID()}`,
      viewerUserId: null,
      viewedOn: dayOf(monday, n),
    })),
  );
}

let admin: SignedIn;
async function runJob() {
  admin ??= await signIn(t, 'ADMIN');
  const res = await api.call(contract.admin.runJob, {
    cookie: admin.cookie,
    params: { job: 'interest-digest-weekly' },
    body: {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(contract.admin.runJob, res);
}

const digestsTo = (who: SignedIn) =>
  t.db
    .select()
    .from(emailQueue)
    .where(and(eq(emailQueue.to, who.user.email), eq(emailQueue.emailType, 'interest_digest')));

const tokenOf = (body: string) => /\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(body)?.[1];

/** An adult with an account of their own on a plan with the Analytics tab, viewed last week. */
async function paidAdult(firstName = 'Avery') {
  const world = await ownedPlayer(t, { birthYear: birthYearForAge(20), firstName, lastName: 'Stone' });
  await subscribe(t.db, world.owner.user.id, 'first_line');
  await viewed(world.player.id);
  return world;
}

describe('who receives the digest', () => {
  it("e-mails an adult's own account last week's figures, with the unsubscribe link and headers, not a parent", async () => {
    const { owner, player } = await paidAdult();
    const parent = await linkedParent(t, player.id, { managing: false });
    const result = await runJob();
    expect(result.summary).toMatch(/^Sent \d+ e-mails? for the week of /);
    const [mail, ...more] = await digestsTo(owner);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Avery Stone's week on Rinkside: 2 viewers, 0 saves, 0 conversations");
    expect(mail!.body).toContain('- 2 different viewers (0 recruiters)');
    expect(mail!.body).toContain('/player/profile?tab=analytics');
    expect(mail!.body).toMatch(/Stop these weekly e-mails: \S+\/unsubscribe\/[A-Za-z0-9_-]{43}/);
    expect(mail!.metadata).toMatchObject({
      playerId: player.id,
      weekStart: LAST_MONDAY,
      listUnsubscribe: expect.stringMatching(/\/api\/unsubscribe\/[A-Za-z0-9_-]{43}$/),
    });
    expect(await digestsTo(parent)).toEqual([]);
  });

  it('e-mails both parents of a 15-year-old and never the minor', async () => {
    const { owner, player } = await ownedPlayer(t, { birthYear: birthYearForAge(15), firstName: 'Maya' });
    const [mother, father] = [await linkedParent(t, player.id), await linkedParent(t, player.id)];
    await subscribe(t.db, mother.user.id, 'first_line');
    await viewed(player.id);
    await runJob();
    for (const parent of [mother, father]) {
      const [mail, ...more] = await digestsTo(parent);
      expect(more).toEqual([]);
      expect(mail!.subject).toMatch(/^Maya .+'s week on Rinkside: 2 viewers/);
      expect(mail!.body).toContain(`/parent/player/${player.id}?tab=analytics`);
    }
    expect(await digestsTo(owner)).toEqual([]);
  });

  it('sends nothing about an under-13 by default, and the next run sends it once a parent turns it on', async () => {
    const child = await createPlayer(t.db, { birthYear: birthYearForAge(11), firstName: 'Kit' });
    const parent = await linkedParent(t, child.id);
    await subscribe(t.db, parent.user.id, 'first_line');
    await viewed(child.id);
    await runJob();
    expect(await digestsTo(parent)).toEqual([]);
    const on = await api.call(contract.notifications.updatePreferences, {
      cookie: parent.cookie,
      body: { interestDigests: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    await runJob();
    expect(await digestsTo(parent)).toHaveLength(1);
  });

  it('sends nothing to a recipient who turned the digest off', async () => {
    const { owner } = await paidAdult();
    const off = await api.call(contract.notifications.updatePreferences, {
      cookie: owner.cookie,
      body: { interestDigests: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const result = await runJob();
    expect(result.summary).toMatch(/did not want it/);
    expect(await digestsTo(owner)).toEqual([]);
  });

  it('answers the recipients by the minors rule: the adult, else the linked parents', () => {
    const now = new Date();
    const adult = { userId: 'me', birthYear: birthYearForAge(19) };
    expect(digestRecipients(adult, ['p1', 'p2'], now)).toEqual(['me']);
    expect(digestRecipients({ ...adult, birthYear: birthYearForAge(17) }, ['p1', 'p2'], now)).toEqual([
      'p1',
      'p2',
    ]);
    expect(digestRecipients({ ...adult, userId: null }, ['p1'], now)).toEqual(['p1']);
    expect(digestRecipients({ ...adult, birthYear: birthYearForAge(16) }, [], now)).toEqual([]);
  });
});

describe('what the job skips', () => {
  it('sends a period once, when run twice at once and again', async () => {
    const { owner } = await paidAdult();
    await Promise.all([runJob(), runJob()]);
    const again = await runJob();
    expect(again.summary).toMatch(/already had this week’s e-mail/);
    expect(await digestsTo(owner)).toHaveLength(1);
  });

  it('sends nothing for a quiet week: views this week or two weeks ago are not last week', async () => {
    const { owner, player } = await ownedPlayer(t, { birthYear: birthYearForAge(20) });
    await subscribe(t.db, owner.user.id, 'first_line');
    await viewed(player.id, 0);
    await viewed(player.id, 2);
    await runJob();
    expect(await digestsTo(owner)).toEqual([]);
  });

  it('sends nothing about a profile whose plan has no Analytics tab (the same gate as the tab)', async () => {
    const { owner, player } = await ownedPlayer(t, { birthYear: birthYearForAge(20) });
    await viewed(player.id);
    const result = await runJob();
    expect(result.summary).toMatch(/on a plan without the Analytics tab/);
    expect(await digestsTo(owner)).toEqual([]);
  });
});

describe('the unsubscribe link of a digest', () => {
  it('turns the digest off without a session', async () => {
    const { owner } = await paidAdult();
    await runJob();
    const [mail] = await digestsTo(owner);
    const token = tokenOf(mail!.body)!;
    expect(token).toBeDefined();
    const res = await api.call(contract.notifications.unsubscribe, { params: { token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(contract.notifications.unsubscribe, res)).toMatchObject({
      kind: 'interestDigests',
      unsubscribed: true,
    });
    expect(await wantsEmail(t.db, owner.user.id, 'interestDigests')).toBe(false);
  });
});
