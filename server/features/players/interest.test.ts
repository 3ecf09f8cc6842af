import { describe, expect, it } from 'vitest';
import { api as endpoints } from '#common/api/index.ts';
import type { VerifiedProgram } from '#common/contracts/recruiters.ts';
import { ANALYTICS_LOCKED_MESSAGE } from '#common/profile-url.ts';
import {
  conversationParticipants,
  conversations,
  profileViews,
  recruiterListItems,
  recruiterLists,
  recruiters,
} from '#server/db/schema/index.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import { errorJson, json } from '#test/api-json.ts';
import {
  birthYearForAge,
  isoDay,
  linkedParent,
  ownedPlayer,
  type SignedIn,
  signIn,
  subscribe,
} from '#test/players-kit.ts';
import { markRecruiterVerified } from '#test/recruiters-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { mondayOf } from './interest.service.ts';

/** D330-D333: GET /api/players/{id}/interest, the funnel of the Analytics tab. */
const { t, api } = withTestApp();
const funnel = endpoints.players.interest;

const D1_MEN: VerifiedProgram = {
  kind: 'ncaa',
  level: null,
  division: 'D1',
  programGender: 'men',
  ncaaProgramId: null,
  name: 'State University',
};
const USHL: VerifiedProgram = {
  kind: 'junior',
  level: 'ushl',
  division: null,
  programGender: 'men',
  ncaaProgramId: null,
  name: 'Prairie City Blizzard',
};

async function paidPlayer() {
  const world = await ownedPlayer(t, { firstName: 'Jordan', lastName: 'Keller' });
  await subscribe(t.db, world.owner.user.id, 'first_line');
  return world;
}

/** A recruiter whose program an administrator verified (written directly: the admin queue has its tests). */
async function recruiter(program: VerifiedProgram | null, name = 'Casey Coach'): Promise<SignedIn> {
  const r = await signIn(t, 'RECRUITER', name);
  await t.db.insert(recruiters).values({
    userId: r.user.id,
    orgName: program?.name ?? 'Somewhere',
    programKind: program?.kind ?? 'other_club',
    programLevel: program?.level ?? null,
    division: program?.division ?? null,
    programGender: program?.programGender ?? null,
    verified: program !== null,
    verifiedProgram: program,
  });
  return r;
}

/** The start of a day (UTC): today's is never in the future. */
const at = (daysFromToday: number) => new Date(Date.parse(`${isoDay(daysFromToday)}T00:00:00Z`));
/** Days from today to a day of the current week that is not after today (Monday = 0). */
const thisWeek = () => 0;
const weeksAgo = (n: number) => -7 * n;

async function view(playerId: string, who: SignedIn | string, daysFromToday: number, role = 'RECRUITER') {
  const isUser = typeof who !== 'string';
  await t.db.insert(profileViews).values({
    playerId,
    viewerRole: isUser ? role : 'anonymous',
    viewerKey: isUser ? `u:${who.user.id}` : `a:${who}`,
    viewerUserId: isUser ? who.user.id : null,
    viewedOn: isoDay(daysFromToday),
  });
}

async function save(playerId: string, who: SignedIn, daysFromToday: number, listName = 'Watch') {
  const [list] = await t.db
    .insert(recruiterLists)
    .values({ ownerUserId: who.user.id, name: listName })
    .returning();
  await t.db.insert(recruiterListItems).values({ listId: list!.id, playerId, addedAt: at(daysFromToday) });
}

async function wrote(playerId: string, who: SignedIn, daysFromToday: number, others: SignedIn[] = []) {
  const [c] = await t.db
    .insert(conversations)
    .values({
      playerId,
      recruiterUserId: who.user.id,
      startedByUserId: who.user.id,
      createdAt: at(daysFromToday),
    })
    .returning();
  await t.db
    .insert(conversationParticipants)
    .values([
      { conversationId: c!.id, userId: who.user.id, role: 'recruiter' },
      ...others.map((o) => ({ conversationId: c!.id, userId: o.user.id, role: 'player' as const })),
    ]);
  return c!;
}

async function read(player: { id: string }, who: SignedIn, weeks?: '4' | '12' | '26') {
  const res = await api.call(funnel, {
    params: { id: player.id },
    query: weeks ? { weeks } : {},
    cookie: who.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(funnel, res);
}

describe('GET /api/players/{id}/interest', () => {
  it('12 Monday weeks by default, the current one last; viewers, saves and conversations in their week', async () => {
    const { owner, player } = await paidPlayer();
    const coach = await recruiter(D1_MEN, 'Rhonda Recruiter');
    const other = await recruiter(USHL);
    const fan = await signIn(t, 'PLAYER');
    await view(player.id, coach, thisWeek());
    await view(player.id, 'visitor-1', thisWeek());
    await view(player.id, fan, thisWeek(), 'PLAYER');
    await view(player.id, other, weeksAgo(2));
    await view(player.id, 'visitor-1', weeksAgo(2));
    await save(player.id, coach, thisWeek());
    await save(player.id, other, weeksAgo(2));
    await wrote(player.id, coach, thisWeek(), [owner]);

    const body = await read(player, owner);
    expect(body.weeks).toBe(12);
    expect(body.series).toHaveLength(12);
    expect(body.to).toBe(isoDay(0));
    expect(body.from).toBe(body.series[0]!.start);
    for (const week of body.series) expect(new Date(`${week.start}T00:00:00Z`).getUTCDay()).toBe(1);
    const current = body.series.at(-1)!;
    expect(current.start).toBe(mondayOf(isoDay(0)));
    expect(current).toMatchObject({ viewers: 3, recruiterViewers: 1, savedBy: 1, conversations: 1 });
    const twoAgo = body.series.at(-3)!;
    expect(twoAgo).toMatchObject({ viewers: 2, recruiterViewers: 1, savedBy: 1, conversations: 0 });
    // The period counts the returning visitor once: 4 different viewers, not 5.
    expect(body.totals).toMatchObject({ viewers: 4, recruiterViewers: 2, savedBy: 2, conversations: 1 });
    expect(body.byRole[0]).toEqual({ role: 'RECRUITER', viewers: 2 });
    expect(body.byRole).toContainEqual({ role: 'anonymous', viewers: 1 });
    expect(body.byRole).toContainEqual({ role: 'PLAYER', viewers: 1 });
    expect(body.groupMinimum).toBe(3);
  });

  it('4 and 26 weeks; a save or a conversation before the period is not in it', async () => {
    const { owner, player } = await paidPlayer();
    const coach = await recruiter(D1_MEN);
    await save(player.id, coach, weeksAgo(6));
    await wrote(player.id, coach, weeksAgo(6));
    const four = await read(player, owner, '4');
    expect(four.series).toHaveLength(4);
    expect(four.totals).toMatchObject({ savedBy: 0, conversations: 0 });
    const half = await read(player, owner, '26');
    expect(half.series).toHaveLength(26);
    expect(half.totals).toMatchObject({ savedBy: 1, conversations: 1 });
  });

  it('a recruiter who saves to two lists counts once, in the week of the first save; a family’s first message is not interest', async () => {
    const { owner, player } = await paidPlayer();
    const coach = await recruiter(D1_MEN);
    await save(player.id, coach, weeksAgo(1), 'Forwards');
    await save(player.id, coach, thisWeek(), 'Shortlist');
    // The player wrote first to another recruiter: not a conversation a recruiter started.
    const asked = await recruiter(USHL);
    const [c] = await t.db
      .insert(conversations)
      .values({ playerId: player.id, recruiterUserId: asked.user.id, startedByUserId: owner.user.id })
      .returning();
    expect(c).toBeDefined();
    const body = await read(player, owner);
    expect(body.series.at(-2)!.savedBy).toBe(1);
    expect(body.series.at(-1)!.savedBy).toBe(0);
    expect(body.totals).toMatchObject({ savedBy: 1, conversations: 0 });
    expect(body.named).toEqual([]);
  });

  it('a list save and a conversation through the API count once each, this week', async () => {
    const { owner, player } = await paidPlayer();
    const coach = await signIn(t, 'RECRUITER', 'Casey Coach');
    const profile = await api.call(endpoints.messaging.recruiterProfile.update, {
      cookie: coach.cookie,
      body: { orgName: 'State University', division: 'D1', programGender: 'men' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    await markRecruiterVerified(t, coach.user.id);
    const list = await api.call(endpoints.lists.create, { cookie: coach.cookie, body: { name: 'Wingers' } });
    expect(list.statusCode, list.body).toBe(201);
    const listId = json(endpoints.lists.create, list).list.id;
    const added = await api.call(endpoints.lists.items.add, {
      cookie: coach.cookie,
      params: { listId },
      body: { playerId: player.id },
    });
    expect(added.statusCode, added.body).toBe(201);
    const started = await api.call(endpoints.messaging.conversations.start, {
      cookie: coach.cookie,
      body: { playerId: player.id, body: 'We would like to see you play.' },
    });
    expect(started.statusCode, started.body).toBe(201);

    const body = await read(player, owner);
    expect(body.series.at(-1)).toMatchObject({ savedBy: 1, conversations: 1 });
    expect(body.totals.programs).toEqual([{ group: 'other', viewers: 0, savedBy: 1, conversations: 1 }]);
    // The recruiter wrote to the player, who is in the thread: named there, with the verified program.
    expect(body.named).toEqual([
      expect.objectContaining({
        recruiterName: 'Casey Coach',
        organization: 'State University',
        group: 'ncaa:D1:men',
        startedOn: isoDay(0),
      }),
    ]);
  });

  it('by program kind and level: a group of 3 recruiters or more on its own, smaller ones pooled honestly', async () => {
    const { owner, player } = await paidPlayer();
    const d1 = [await recruiter(D1_MEN), await recruiter(D1_MEN), await recruiter(D1_MEN)];
    const d3Women = await recruiter({ ...D1_MEN, division: 'D3', programGender: 'women' });
    const ushl = await recruiter(USHL);
    const unverified = await recruiter(null);
    for (const r of [...d1, d3Women, ushl, unverified]) await view(player.id, r, thisWeek());
    await save(player.id, d1[0]!, thisWeek());
    await save(player.id, ushl, thisWeek());
    const body = await read(player, owner);
    // D1 men's has 3 recruiters: its own row. The one D3 women's program, the USHL team and the unverified
    // recruiter are 3 groups of 1: pooled into "other" (together 3), never shown by program.
    expect(body.totals.programs).toEqual([
      { group: 'ncaa:D1:men', viewers: 3, savedBy: 1, conversations: 0 },
      { group: 'other', viewers: 3, savedBy: 1, conversations: 0 },
    ]);
    expect(body.series.at(-1)!.programs).toEqual(body.totals.programs);
    const sum = body.totals.programs.reduce((s, p) => s + p.savedBy, 0);
    expect(sum).toBe(body.totals.savedBy);
  });

  it('never names a recruiter who only viewed or saved, nor one whose thread the reader is not in', async () => {
    const child = await createPlayer(t.db, { birthYear: birthYearForAge(15), profileStatus: 'active' });
    const parent = await linkedParent(t, child.id);
    await subscribe(t.db, parent.user.id, 'first_line');
    const saver = await recruiter(USHL, 'Quinn Quietly');
    await view(child.id, saver, thisWeek());
    await save(child.id, saver, thisWeek());
    const writer = await recruiter(D1_MEN, 'Wendy Writer');
    const thread = await wrote(child.id, writer, thisWeek(), []);
    const res = await api.call(funnel, { params: { id: child.id }, query: {}, cookie: parent.cookie });
    expect(res.statusCode).toBe(200);
    const body = json(funnel, res);
    expect(body.totals).toMatchObject({ savedBy: 1, conversations: 1 });
    // The parent is not in that thread (written without them here): counted, not named.
    expect(body.named).toEqual([]);
    for (const secret of [saver.user.id, saver.user.email, 'Quinn', writer.user.id, 'Wendy', thread.id]) {
      expect(res.body).not.toContain(secret);
    }
    // Once the parent is in the thread, the recruiter who wrote is named; the saver never is.
    await t.db
      .insert(conversationParticipants)
      .values({ conversationId: thread.id, userId: parent.user.id, role: 'parent' });
    const again = await api.call(funnel, { params: { id: child.id }, query: {}, cookie: parent.cookie });
    expect(json(funnel, again).named.map((n) => n.recruiterName)).toEqual(['Wendy Writer']);
    expect(again.body).not.toContain('Quinn');
    expect(again.body).not.toContain(saver.user.id);
    // The minor's funnel is the family's: not the recruiters' who appear in it.
    for (const r of [saver, writer]) {
      const res = await api.call(funnel, { params: { id: child.id }, query: {}, cookie: r.cookie });
      expect(res.statusCode).toBe(403);
    }
  });

  it('bad input is a 400 with the message', async () => {
    const { owner, player } = await paidPlayer();
    for (const query of ['?weeks=5', '?weeks=', '?range=30']) {
      const res = await api.get(`/api/players/${player.id}/interest${query}`, { cookie: owner.cookie });
      expect(res.statusCode, query).toBe(400);
    }
    const res = await api.get(`/api/players/${player.id}/interest?weeks=52`, { cookie: owner.cookie });
    expect(errorJson(res).issues?.[0]?.message).toBe('Choose 4, 12 or 26 weeks.');
  });

  it('not on the plan: 403 naming the plans', async () => {
    const { owner, player } = await ownedPlayer(t);
    await subscribe(t.db, owner.user.id, 'warm_up');
    const res = await api.call(funnel, { params: { id: player.id }, query: {}, cookie: owner.cookie });
    expect(res.statusCode).toBe(403);
    expect(errorJson(res).message).toBe(ANALYTICS_LOCKED_MESSAGE);
  });

  it('no session 401; a recruiter, another player, another family or org admin 403; a hidden profile 404', async () => {
    const { player } = await paidPlayer();
    expect((await api.call(funnel, { params: { id: player.id }, query: {} })).statusCode).toBe(401);
    for (const role of ['RECRUITER', 'PLAYER', 'PARENT', 'ORG_ADMIN'] as const) {
      const other = await signIn(t, role);
      const res = await api.call(funnel, { params: { id: player.id }, query: {}, cookie: other.cookie });
      expect(res.statusCode, role).toBe(403);
    }
    const otherFamily = await createPlayer(t.db, { birthYear: birthYearForAge(14), profileStatus: 'active' });
    const theirParent = await linkedParent(t, otherFamily.id);
    expect(
      (await api.call(funnel, { params: { id: player.id }, query: {}, cookie: theirParent.cookie }))
        .statusCode,
    ).toBe(403);
    const hidden = await createPlayer(t.db, { profileStatus: 'draft' });
    const stranger = await signIn(t, 'PLAYER');
    expect(
      (await api.call(funnel, { params: { id: hidden.id }, query: {}, cookie: stranger.cookie })).statusCode,
    ).toBe(404);
  });
});
