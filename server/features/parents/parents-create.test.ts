import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { playerLimitMessage as limitReachedMessage } from '#common/tier-limits.ts';
import { auditLogs, playerParents, players } from '#server/db/schema/index.ts';
import { createPlayer, linkParent } from '#server/db/seed/factories.ts';
import { parentChildrenKit } from '#test/parent-children-kit.ts';
import { birthYearForAge, issuesByPath, signIn, subscribe } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
const { childBody, createChild, linksOf } = parentChildrenKit(t, api);

describe('POST /api/players/parent-create', () => {
  it('creates an under-17 child as draft awaiting consent, linked to the parent as primary, with an audit row', async () => {
    const parent = await signIn(t, 'PARENT');
    const res = await api.call(contract.parents.createPlayer, {
      cookie: parent.cookie,
      body: childBody({ firstName: 'Kid', lastName: 'Unique-Parentcreate' }),
    });
    expect(res.statusCode).toBe(201);
    const { player } = res.json();
    expect(player).toMatchObject({
      userId: null,
      slug: 'kid-unique-parentcreate',
      firstName: 'Kid',
      category: 'MALE',
      positions: ['LW'],
      preferredPosition: 'LW',
      shoots: 'R',
      profileStatus: 'draft',
      parentalConsentRequired: true,
      hasParentalConsent: false,
      verificationStatus: 'pending',
    });
    const links = await linksOf(player.id);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({
      parentUserId: parent.user.id,
      isPrimary: true,
      relationship: null,
      consentGiven: false,
    });
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'player_profile_created'), eq(auditLogs.targetId, player.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ userId: parent.user.id, targetType: 'player', ipAddress: '127.0.0.1' });

    const own = await api.call(contract.players.get, { params: { id: player.id }, cookie: parent.cookie });
    expect(own.statusCode).toBe(200);
    expect(own.json().player.profileStatus).toBe('draft');
    expect(own.json().viewer.canEdit).toBe(true);
  });

  it('creates a child of 17 or more as active, keeps a given relationship and category', async () => {
    const parent = await signIn(t, 'PARENT');
    const player = await createChild(parent.cookie, {
      birthYear: birthYearForAge(17),
      category: 'FEMALE',
      relationship: 'Mother',
    });
    expect(player).toMatchObject({
      profileStatus: 'active',
      parentalConsentRequired: false,
      category: 'FEMALE',
    });
    expect((await linksOf(player.id))[0]!.relationship).toBe('mother');
  });

  it('takes a relationship from the fixed list only: anything else is 400 and nothing is created', async () => {
    const parent = await signIn(t, 'PARENT');
    for (const relationship of ['uncle', 'Parent', 7]) {
      const res = await api.call(contract.parents.createPlayer, {
        cookie: parent.cookie,
        body: childBody({ relationship }),
      });
      expect(res.statusCode).toBe(400);
      expect(issuesByPath(res).relationship).toBe(
        'Choose a relationship: father, mother, guardian, coparent, other',
      );
    }
    const account = await api.call(contract.parents.account, { cookie: parent.cookie });
    expect(account.json().connectedProfiles.players).toEqual([]);
  });

  it('stores a goalie with positions [G] and no preferred skater position', async () => {
    const parent = await signIn(t, 'PARENT');
    const player = await createChild(parent.cookie, { preferredPosition: 'G', shoots: undefined });
    expect(player).toMatchObject({ positions: ['G'], preferredPosition: null, shoots: null });
    const both = await createChild(parent.cookie, { preferredPosition: 'D', positions: ['C', 'D'] });
    expect(both).toMatchObject({ positions: ['D', 'C'], preferredPosition: 'D' });
  });

  it('refuses bad input with field messages (400) and never lets the client set userId, slug or status', async () => {
    const parent = await signIn(t, 'PARENT');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ birthYear: 1949 }, 'birthYear', 'Birth year must be between 1950 and current year'],
      [
        { birthYear: new Date().getFullYear() + 1 },
        'birthYear',
        'Birth year must be between 1950 and current year',
      ],
      [{ firstName: '  ' }, 'firstName', 'First name is required'],
      [{ preferredPosition: undefined }, 'preferredPosition', 'Select a position'],
      [{ preferredPosition: 'X' }, 'preferredPosition', ''],
      [{ category: 'COED' }, 'category', ''],
    ];
    for (const [over, path, message] of cases) {
      const res = await api.call(contract.parents.createPlayer, {
        cookie: parent.cookie,
        body: childBody(over),
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      const issues = issuesByPath(res);
      expect(Object.keys(issues)).toContain(path);
      if (message) expect(issues[path]).toBe(message);
    }
    for (const field of ['userId', 'slug', 'verificationStatus', 'profileStatus']) {
      const res = await api.call(contract.parents.createPlayer, {
        cookie: parent.cookie,
        body: childBody({ [field]: 'x' }),
      });
      expect(res.statusCode, field).toBe(400);
    }
    expect(await linksOf('00000000-0000-4000-8000-000000000000')).toHaveLength(0);
  });

  it('needs a session (401) and a PARENT account (403 for a player, a recruiter, an admin)', async () => {
    expect((await api.call(contract.parents.createPlayer, { body: childBody() })).statusCode).toBe(401);
    for (const role of ['PLAYER', 'RECRUITER', 'ADMIN'] as const) {
      const who = await signIn(t, role);
      const res = await api.call(contract.parents.createPlayer, { cookie: who.cookie, body: childBody() });
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('enforces maxPlayers: 3 without a subscription row, the row value otherwise, counting every linked player', async () => {
    const parent = await signIn(t, 'PARENT');
    // A child linked through another route (e.g. an accepted co-parent invitation) counts too.
    const other = await createPlayer(t.db, { birthYear: birthYearForAge(14), profileStatus: 'draft' });
    await linkParent(t.db, { playerId: other.id, parentUserId: parent.user.id, isPrimary: false });
    await createChild(parent.cookie);
    await createChild(parent.cookie);
    const refused = await api.call(contract.parents.createPlayer, {
      cookie: parent.cookie,
      body: childBody(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'LIMIT_REACHED', message: limitReachedMessage(3) });
    expect(refused.json().message).toBe(
      'Your plan allows 3 player profiles. Upgrade your plan to manage more players.',
    );

    await subscribe(t.db, parent.user.id, 'first_line');
    await t.db.execute(sql`update user_subscriptions set max_players = 4 where user_id = ${parent.user.id}`);
    await createChild(parent.cookie);
    const again = await api.call(contract.parents.createPlayer, {
      cookie: parent.cookie,
      body: childBody(),
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(limitReachedMessage(4));
  });

  it('two simultaneous creations for the last slot: exactly one succeeds', async () => {
    const parent = await signIn(t, 'PARENT');
    await createChild(parent.cookie);
    await createChild(parent.cookie);
    const results = await Promise.all(
      [1, 2].map(() => api.call(contract.parents.createPlayer, { cookie: parent.cookie, body: childBody() })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(playerParents)
      .where(eq(playerParents.parentUserId, parent.user.id));
    expect(count!.n).toBe(3);
  });

  it('is atomic: a failure at the last step (the audit insert) leaves no player and no link', async () => {
    const parent = await signIn(t, 'PARENT');
    await t.db.execute(
      sql.raw(
        `alter table audit_logs add constraint test_refuse_created check (event_type <> 'player_profile_created') not valid`,
      ),
    );
    try {
      const res = await api.call(contract.parents.createPlayer, {
        cookie: parent.cookie,
        body: childBody({ lastName: 'Rolledback' }),
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('Something went wrong on our side. Please try again.');
    } finally {
      await t.db.execute(sql.raw('alter table audit_logs drop constraint test_refuse_created'));
    }
    expect(await t.db.select().from(players).where(eq(players.lastName, 'Rolledback'))).toHaveLength(0);
    expect(
      await t.db.select().from(playerParents).where(eq(playerParents.parentUserId, parent.user.id)),
    ).toHaveLength(0);
  });
});
