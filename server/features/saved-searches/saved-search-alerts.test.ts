import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import type { SavedSearchAlert } from '#common/contracts/saved-searches.ts';
import { emailQueue } from '#server/db/schema/index.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import { json } from '#test/api-json.ts';
import { type SignedIn, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

/**
 * Saved-search alerts (D307): the daily and weekly jobs e-mail each recruiter ONE e-mail per period with
 * the players newly matching their searches, run as that recruiter (minors' rules apply), once however
 * often an administrator runs them.
 */
const { t, api } = withTestApp();
const s = contract.savedSearches;
const Y = new Date().getFullYear();
const unique = () => `Zq${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`;

let admin: SignedIn;
async function runJob(job: 'saved-search-alerts-daily' | 'saved-search-alerts-weekly') {
  admin ??= await signIn(t, 'ADMIN');
  const res = await api.call(contract.admin.runJob, { cookie: admin.cookie, params: { job }, body: {} });
  expect(res.statusCode, res.body).toBe(200);
  return json(contract.admin.runJob, res);
}

async function save(
  recruiter: SignedIn,
  keyword: string,
  alert: SavedSearchAlert,
  name = `Search ${keyword}`,
) {
  const res = await api.call(s.create, {
    cookie: recruiter.cookie,
    body: { name, query: `keyword=${keyword}`, alert },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json(s.create, res).savedSearch;
}

const alertsTo = (recruiter: SignedIn) =>
  t.db
    .select()
    .from(emailQueue)
    .where(and(eq(emailQueue.to, recruiter.user.email), eq(emailQueue.emailType, 'saved_search_alert')));

describe('the daily alert', () => {
  it('e-mails the players newly matching, never a minor hidden from the recruiter, and links the search', async () => {
    const recruiter = await signIn(t, 'RECRUITER', 'Casey Coach');
    const keyword = unique();
    await createPlayer(t.db, { firstName: 'Known', lastName: keyword, birthYear: Y - 19 });
    const search = await save(recruiter, keyword, 'daily');
    const adult = await createPlayer(t.db, {
      firstName: 'Nolan',
      lastName: keyword,
      birthYear: Y - 19,
      positions: ['C'],
    });
    const minor = await createPlayer(t.db, {
      firstName: 'Hidden',
      lastName: keyword,
      birthYear: Y - 15,
      profileStatus: 'pending_consent',
    });
    const result = await runJob('saved-search-alerts-daily');
    expect(result.summary).toMatch(/^Sent \d+ e-mails? naming/);
    const [mail, ...more] = await alertsTo(recruiter);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('1 new player matches your saved searches on Rinkside');
    expect(mail!.body).toContain(`Nolan ${keyword}`);
    expect(mail!.body).toContain(`/player/${adult.slug}`);
    expect(mail!.body).not.toContain('Hidden');
    expect(mail!.body).not.toContain(minor.id);
    expect(mail!.body).not.toContain(`Known ${keyword}`);
    expect(mail!.body).toContain(`/recruiter/search?keyword=${keyword}`);
    expect(mail!.body).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]{43}/);
    expect(mail!.metadata).toMatchObject({
      savedSearchIds: [search.id],
      listUnsubscribe: expect.any(String),
    });
  });

  it('sends one e-mail a period, however often it runs, also for players found after the first', async () => {
    const recruiter = await signIn(t, 'RECRUITER');
    const keyword = unique();
    await save(recruiter, keyword, 'daily');
    await createPlayer(t.db, { lastName: keyword, birthYear: Y - 19 });
    await Promise.all([runJob('saved-search-alerts-daily'), runJob('saved-search-alerts-daily')]);
    expect(await alertsTo(recruiter)).toHaveLength(1);
    await createPlayer(t.db, { lastName: keyword, birthYear: Y - 20 });
    const again = await runJob('saved-search-alerts-daily');
    expect(again.summary).toMatch(/already had this period’s e-mail/);
    expect(await alertsTo(recruiter)).toHaveLength(1);
  });

  it("puts every search's new players in one e-mail, and leaves weekly searches to the weekly job", async () => {
    const recruiter = await signIn(t, 'RECRUITER');
    const [a, b, w] = [unique(), unique(), unique()];
    await save(recruiter, a, 'daily', 'Centers');
    await save(recruiter, b, 'daily', 'Goalies');
    await save(recruiter, w, 'weekly', 'Weekly one');
    for (const keyword of [a, b, w]) await createPlayer(t.db, { lastName: keyword, birthYear: Y - 19 });
    await runJob('saved-search-alerts-daily');
    const [mail, ...more] = await alertsTo(recruiter);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('2 new players match your saved searches on Rinkside');
    expect(mail!.body).toContain('Centers:');
    expect(mail!.body).toContain('Goalies:');
    expect(mail!.body).not.toContain('Weekly one');
    await runJob('saved-search-alerts-weekly');
    const all = await alertsTo(recruiter);
    expect(all).toHaveLength(2);
    expect(all.find((m) => m.id !== mail!.id)!.body).toContain('Weekly one:');
  });

  it('sends nothing to a recruiter who turned alerts off, and the dashboard still counts the new players', async () => {
    const recruiter = await signIn(t, 'RECRUITER');
    const keyword = unique();
    await api.call(contract.notifications.updatePreferences, {
      cookie: recruiter.cookie,
      body: { savedSearchAlerts: false },
    });
    await save(recruiter, keyword, 'daily');
    const plain = await save(recruiter, unique(), 'none');
    await createPlayer(t.db, { lastName: keyword, birthYear: Y - 19 });
    await runJob('saved-search-alerts-daily');
    expect(await alertsTo(recruiter)).toEqual([]);
    const listed = json(s.list, await api.call(s.list, { cookie: recruiter.cookie }));
    expect(listed.savedSearches.find((x) => x.name === `Search ${keyword}`)!.newSinceVisit).toBe(1);
    expect(listed.savedSearches.find((x) => x.id === plain.id)!.newSinceVisit).toBe(0);
  });

  it('its unsubscribe link turns alerts off without a session', async () => {
    const recruiter = await signIn(t, 'RECRUITER');
    const keyword = unique();
    await save(recruiter, keyword, 'daily');
    await createPlayer(t.db, { lastName: keyword, birthYear: Y - 19 });
    await runJob('saved-search-alerts-daily');
    const [mail] = await alertsTo(recruiter);
    const token = /\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(mail!.body)![1]!;
    const res = await api.call(contract.notifications.unsubscribe, { params: { token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(contract.notifications.unsubscribe, res).kind).toBe('savedSearchAlerts');
    const prefs = await api.call(contract.notifications.preferences, { cookie: recruiter.cookie });
    expect(json(contract.notifications.preferences, prefs).preferences.savedSearchAlerts).toBe(false);
  });
});
