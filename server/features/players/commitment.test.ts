import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { auditLogs, playerCommitments } from '#server/db/schema/index.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import { json } from '#test/api-json.ts';
import { issuesByPath, linkedParent, ownedPlayer, type SignedIn, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

/**
 * D153, D154: the family marks a commitment to a program; everyone who sees the profile
 * sees it (the profile, the page, player cards); other NCAA programs may no longer start conversations or
 * write in theirs, while the same program and programs outside the NCAA go on; the family can undo it.
 */
const { t, api } = withTestApp();
const Y = new Date().getFullYear();
const c = contract.commitments;

const BC = {
  kind: 'ncaa',
  programName: 'Boston College',
  division: 'D1',
  programGender: 'men',
  committedOn: '2026-11-01',
} as const;
const JUNIOR = { kind: 'other', programName: 'Sioux Falls Stampede', committedOn: '2026-10-15' } as const;

const url = (ref: string) => `/api/players/${ref}/commitment`;
async function commit(who: SignedIn, ref: string, payload: object = BC) {
  const res = await api.put(url(ref), { cookie: who.cookie, payload });
  return json(c.set, res, 200).commitment;
}
async function profileOf(ref: string, cookie?: string) {
  return json(
    contract.players.get,
    await api.call(contract.players.get, { params: { id: ref }, cookie }),
    200,
  );
}

async function recruiter(program: {
  orgName: string;
  division?: 'D1' | 'D2' | 'D3';
  programGender?: 'men' | 'women';
}) {
  const r = await signIn(t, 'RECRUITER', `Coach of ${program.orgName}`);
  const res = await api.call(contract.messaging.recruiterProfile.update, { cookie: r.cookie, body: program });
  expect(res.statusCode, res.body).toBe(200);
  return r;
}
/** An adult player with an account (no NCAA date applies), active. */
const adultPlayer = () =>
  ownedPlayer(t, { birthYear: Y - 19, graduationYear: Y - 1, profileStatus: 'active', firstName: 'Jack' });
const start = (who: SignedIn, playerId: string, body = 'Hello from our program') =>
  api.call(contract.messaging.conversations.start, { cookie: who.cookie, body: { playerId, body } });

describe('setting and removing a commitment', () => {
  it('lets the player mark an NCAA commitment; the public profile, the page and the cards show it', async () => {
    const { owner, player } = await adultPlayer();
    // Read once signed out before, so a kept profile (D127) must be forgotten on the change.
    expect((await profileOf(player.slug)).commitment).toBeNull();
    expect(await commit(owner, player.id, { ...BC, programName: '  Boston College ' })).toEqual(BC);

    expect((await profileOf(player.slug)).commitment).toEqual(BC);
    const page = json(
      contract.players.page,
      await api.call(contract.players.page, { params: { id: player.slug } }),
      200,
    );
    expect(page.detail.commitment).toEqual(BC);
    expect((await profileOf('me', owner.cookie)).commitment).toEqual(BC);

    const scout = await signIn(t, 'RECRUITER');
    const search = json(
      contract.search.players,
      await api.call(contract.search.players, { query: { keyword: player.lastName }, cookie: scout.cookie }),
      200,
    );
    expect(search.players.find((p) => p.id === player.id)?.commitment).toEqual(BC);
  });

  it('lets a linked parent mark a minor’s commitment to another program, replace it and undo it, audited', async () => {
    const { player } = await ownedPlayer(t, { birthYear: Y - 16, profileStatus: 'active' });
    const parent = await linkedParent(t, player.id);
    expect(await commit(parent, player.id, JUNIOR)).toEqual({
      ...JUNIOR,
      division: null,
      programGender: null,
    });
    expect((await profileOf(player.id)).commitment?.programName).toBe('Sioux Falls Stampede');
    await commit(parent, player.slug, { ...BC, programGender: 'women', programName: 'Minnesota' });
    expect(
      await t.db.select().from(playerCommitments).where(eq(playerCommitments.playerId, player.id)),
    ).toHaveLength(1);

    const res = await api.del(url(player.id), { cookie: parent.cookie });
    expect(json(c.remove, res, 200)).toEqual({ commitment: null });
    expect((await profileOf(player.id)).commitment).toBeNull();
    // Removing none is not an error, and records nothing.
    expect((await api.del(url(player.id), { cookie: parent.cookie })).statusCode).toBe(200);

    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetType, 'player'), eq(auditLogs.targetId, player.id)));
    const mine = audit.filter((a) => a.eventType.startsWith('commitment_'));
    expect(mine.map((a) => [a.eventType, a.userId])).toEqual([
      ['commitment_set', parent.user.id],
      ['commitment_set', parent.user.id],
      ['commitment_removed', parent.user.id],
    ]);
    expect(mine[1]!.changes).toMatchObject({
      before: { programName: 'Sioux Falls Stampede' },
      after: { programName: 'Minnesota', programGender: 'women' },
    });
    expect(mine[2]!.changes).toMatchObject({ before: { programName: 'Minnesota' }, after: null });
  });

  it('lets an admin set it', async () => {
    const player = await createPlayer(t.db, { profileStatus: 'active' });
    const admin = await signIn(t, 'ADMIN');
    expect(await commit(admin, player.id, JUNIOR)).toMatchObject(JUNIOR);
  });

  it('answers 401 without a session', async () => {
    const player = await createPlayer(t.db, { profileStatus: 'active' });
    expect((await api.put(url(player.id), { payload: BC })).statusCode).toBe(401);
    expect((await api.del(url(player.id))).statusCode).toBe(401);
  });

  it('refuses everyone else: another player, an unlinked parent, a recruiter, an organization (403); a hidden profile is 404', async () => {
    const { owner, player } = await adultPlayer();
    await commit(owner, player.id);
    for (const role of ['PLAYER', 'PARENT', 'RECRUITER', 'ORG_ADMIN'] as const) {
      const stranger = await signIn(t, role);
      const put = await api.put(url(player.id), { cookie: stranger.cookie, payload: JUNIOR });
      expect(put.statusCode, role).toBe(403);
      expect((await api.del(url(player.id), { cookie: stranger.cookie })).statusCode, role).toBe(403);
    }
    expect((await profileOf(player.id)).commitment).toEqual(BC);

    const hidden = await createPlayer(t.db, { profileStatus: 'draft' });
    const other = await signIn(t, 'PARENT');
    expect((await api.put(url(hidden.id), { cookie: other.cookie, payload: BC })).statusCode).toBe(404);
    expect((await api.put(url('no-such-player'), { cookie: other.cookie, payload: BC })).statusCode).toBe(
      404,
    );
  });

  it.each([
    [{ ...BC, programName: '   ' }, 'programName', 'Program name is required'],
    [{ ...BC, programName: 'x'.repeat(121) }, 'programName', undefined],
    [{ ...BC, kind: 'junior' }, 'kind', 'Choose an NCAA program or another program'],
    [{ ...BC, division: undefined }, 'division', 'Choose the division the hockey team plays in'],
    [{ ...BC, division: 'D4' }, 'division', 'Choose the division the hockey team plays in'],
    [{ ...BC, programGender: null }, 'programGender', "Choose men's or women's hockey"],
    [
      { ...BC, division: 'D2', programGender: 'women' },
      'programGender',
      "There is no NCAA Division II women's ice hockey",
    ],
    [{ ...JUNIOR, division: 'D1' }, 'division', 'Only an NCAA program has a division'],
    [{ ...BC, committedOn: '' }, 'committedOn', 'Commitment date is required'],
    [{ ...BC, committedOn: '2026-02-30' }, 'committedOn', 'Not a real date'],
    [{ ...BC, committedOn: '11/01/2026' }, 'committedOn', 'Use the format YYYY-MM-DD'],
    [{ ...BC, committedOn: `${Y + 1}-12-31` }, 'committedOn', 'The commitment date cannot be in the future'],
    [{ ...BC, committedOn: '1999-12-31' }, 'committedOn', 'The commitment date is too early'],
    [{ ...BC, programName: 'Boston\u0000College' }, 'programName', 'Contains an invalid character'],
    [{ ...BC, playerId: 'x' }, '', undefined],
  ])('refuses %j with 400', async (payload, path, message) => {
    const { owner, player } = await adultPlayer();
    const res = await api.put(url(player.id), { cookie: owner.cookie, payload });
    expect(res.statusCode, res.body).toBe(400);
    if (message) expect(issuesByPath(res)[path]).toBe(message);
    expect(
      await t.db.select().from(playerCommitments).where(eq(playerCommitments.playerId, player.id)),
    ).toEqual([]);
  });
});

describe('an NCAA commitment ends other NCAA programs’ recruiting (D154)', () => {
  it('refuses another NCAA program’s first message, with the reason in the contact status', async () => {
    const { owner, player } = await adultPlayer();
    await commit(owner, player.id);
    const other = await recruiter({ orgName: 'Boston University', division: 'D1', programGender: 'men' });
    const res = await start(other, player.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'COMMITTED_ELSEWHERE' });
    expect(res.json().message).toContain('committed to Boston College');
    const status = json(
      contract.messaging.contactStatus,
      await api.call(contract.messaging.contactStatus, { params: { id: player.id }, cookie: other.cookie }),
      200,
    ).status;
    expect(status).toMatchObject({ canStart: false, reason: 'committed_elsewhere' });
    // The same school's other side is another program too.
    const women = await recruiter({ orgName: 'Boston College', division: 'D1', programGender: 'women' });
    expect((await start(women, player.id)).statusCode).toBe(403);
  });

  it('lets the program the player committed to write (its name in any case and spacing)', async () => {
    const { owner, player } = await adultPlayer();
    await commit(owner, player.id);
    const same = await recruiter({ orgName: 'boston  COLLEGE', division: 'D1', programGender: 'men' });
    expect((await start(same, player.id)).statusCode).toBe(201);
  });

  it('does not stop recruiters outside the NCAA, nor anyone after a commitment outside the NCAA', async () => {
    const { owner, player } = await adultPlayer();
    await commit(owner, player.id);
    // A recruiter without an NCAA division (a junior team): the commitment is not what applies to them.
    const junior = await recruiter({ orgName: 'Sioux Falls Stampede' });
    const status = json(
      contract.messaging.contactStatus,
      await api.call(contract.messaging.contactStatus, { params: { id: player.id }, cookie: junior.cookie }),
      200,
    ).status;
    expect(status.reason).not.toBe('committed_elsewhere');

    const second = await adultPlayer();
    await commit(second.owner, second.player.id, JUNIOR);
    const ncaa = await recruiter({ orgName: 'Boston University', division: 'D1', programGender: 'men' });
    expect((await start(ncaa, second.player.id)).statusCode).toBe(201);
  });

  it('keeps an existing thread readable; the other program can no longer write in it, the family can', async () => {
    const { owner, player } = await adultPlayer();
    const other = await recruiter({ orgName: 'Boston University', division: 'D1', programGender: 'men' });
    const conversation = json(
      contract.messaging.conversations.start,
      await start(other, player.id, 'Before the commitment'),
      201,
    ).conversation;
    await commit(owner, player.id);

    const read = await api.call(contract.messaging.conversations.get, {
      params: { id: conversation.id },
      cookie: other.cookie,
    });
    expect(read.statusCode).toBe(200);
    const detail = json(contract.messaging.conversations.get, read, 200).conversation;
    expect(detail.messages.map((m) => m.body)).toEqual(['Before the commitment']);
    expect(detail.send).toMatchObject({ canSend: false });
    expect(detail.send.reason).toContain('committed to Boston College');

    const reply = await api.call(contract.messaging.conversations.send, {
      params: { id: conversation.id },
      cookie: other.cookie,
      body: { body: 'Still interested?' },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().code).toBe('COMMITTED_ELSEWHERE');
    // Writing "again" through the start call goes into the thread, and is refused the same way.
    expect((await start(other, player.id, 'Again')).statusCode).toBe(403);

    const family = await api.call(contract.messaging.conversations.send, {
      params: { id: conversation.id },
      cookie: owner.cookie,
      body: { body: 'Thank you, I committed to BC.' },
    });
    expect(family.statusCode, family.body).toBe(201);

    // Undone: the other program writes again.
    await api.del(url(player.id), { cookie: owner.cookie });
    const after = await api.call(contract.messaging.conversations.send, {
      params: { id: conversation.id },
      cookie: other.cookie,
      body: { body: 'Congratulations anyway' },
    });
    expect(after.statusCode, after.body).toBe(201);
  });

  it('refuses the family a new thread with another NCAA program while committed, with what to do', async () => {
    const { owner, player } = await adultPlayer();
    await commit(owner, player.id);
    const other = await recruiter({ orgName: 'Boston University', division: 'D1', programGender: 'men' });
    const res = await api.call(contract.messaging.conversations.start, {
      cookie: owner.cookie,
      body: { playerId: player.id, recruiterEmail: other.user.email, body: 'Hi coach' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('remove the commitment');
  });
});
