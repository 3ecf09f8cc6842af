import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { auditLogs, players } from '#server/db/schema/index.ts';
import { createPlayer, linkParent } from '#server/db/seed/factories.ts';
import { parentChildrenKit } from '#test/parent-children-kit.ts';
import { birthYearForAge, issuesByPath, linkedParent, ownedPlayer, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
const { createChild, linksOf } = parentChildrenKit(t, api);

describe('POST /api/players/:id/parental-consent', () => {
  it('a linked parent records consent (name, date, IP): draft becomes active and visible to recruiters', async () => {
    const parent = await signIn(t, 'PARENT', 'Morgan Parent');
    const child = await createChild(parent.cookie);
    const recruiter = await signIn(t, 'RECRUITER');
    expect(
      (await api.call(contract.players.get, { params: { id: child.id }, cookie: recruiter.cookie }))
        .statusCode,
    ).toBe(404);

    const res = await api.call(contract.parents.giveConsent, {
      params: { id: child.id },
      cookie: parent.cookie,
      body: { parentName: 'Morgan Parent', consentGiven: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Consent recorded',
      player: { id: child.id, profileStatus: 'active', hasParentalConsent: true },
    });
    const [link] = await linksOf(child.id);
    expect(link).toMatchObject({
      consentGiven: true,
      consentParentName: 'Morgan Parent',
      consentIpAddress: '127.0.0.1',
    });
    expect(link!.consentDate).toBeInstanceOf(Date);
    const [row] = await t.db.select().from(players).where(eq(players.id, child.id));
    expect(row).toMatchObject({ profileStatus: 'active', parentalConsentGiven: true });
    expect(row!.parentalConsentDate).toBeInstanceOf(Date);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'player_profile_updated'), eq(auditLogs.targetId, child.id)));
    expect(audits.map((a) => a.metadata)).toEqual([
      expect.objectContaining({ action: 'parental_consent', profileStatus: { from: 'draft', to: 'active' } }),
    ]);
    expect(
      (await api.call(contract.players.get, { params: { id: child.id }, cookie: recruiter.cookie }))
        .statusCode,
    ).toBe(200);
    expect((await api.call(contract.players.get, { params: { id: child.id } })).statusCode).toBe(200);
  });

  it('validates the form with the spec messages (400)', async () => {
    const parent = await signIn(t, 'PARENT');
    const child = await createChild(parent.cookie);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ parentName: '', consentGiven: true }, 'parentName', 'Your name is required'],
      [{ consentGiven: true }, 'parentName', 'Your name is required'],
      [{ parentName: 'Pat', consentGiven: false }, 'consentGiven', 'You must provide consent to proceed'],
      [{ parentName: 'Pat' }, 'consentGiven', 'You must provide consent to proceed'],
    ];
    for (const [payload, path, message] of cases) {
      const res = await api.call(contract.parents.giveConsent, {
        params: { id: child.id },
        cookie: parent.cookie,
        bodyRaw: payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(issuesByPath(res)[path]).toBe(message);
    }
    const extra = await api.call(contract.parents.giveConsent, {
      params: { id: child.id },
      cookie: parent.cookie,
      bodyRaw: { parentName: 'Pat', consentGiven: true, profileStatus: 'active' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('only a parent user on a parent record of the player may consent', async () => {
    const parent = await signIn(t, 'PARENT');
    const child = await createChild(parent.cookie);
    const payload = { parentName: 'Someone', consentGiven: true } as const;
    expect(
      (await api.call(contract.parents.giveConsent, { params: { id: child.id }, body: payload })).statusCode,
    ).toBe(401);
    const stranger = await signIn(t, 'PARENT');
    // Hidden profile: 404, as if absent.
    expect(
      (
        await api.call(contract.parents.giveConsent, {
          params: { id: child.id },
          cookie: stranger.cookie,
          body: payload,
        })
      ).statusCode,
    ).toBe(404);
    for (const role of ['PLAYER', 'RECRUITER', 'ADMIN'] as const) {
      const who = await signIn(t, role);
      const res = await api.call(contract.parents.giveConsent, {
        params: { id: child.id },
        cookie: who.cookie,
        body: payload,
      });
      expect(res.statusCode, role).toBe(403);
    }
    // A self-registered teen cannot consent for themself.
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(15),
      profileStatus: 'draft',
    });
    const self = await api.call(contract.parents.giveConsent, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: payload,
    });
    expect(self.statusCode).toBe(403);
    // Visible profile, not linked: 403.
    const active = await createPlayer(t.db, { birthYear: birthYearForAge(15), profileStatus: 'active' });
    const res = await api.call(contract.parents.giveConsent, {
      params: { id: active.id },
      cookie: stranger.cookie,
      body: payload,
    });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(players).where(eq(players.id, child.id));
    expect(row!.profileStatus).toBe('draft');
  });
});

describe('GET /api/players/:id/parents', () => {
  it("lists the player's parents for its managers (parents, the player, admins)", async () => {
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(15),
      profileStatus: 'draft',
    });
    const mom = await signIn(t, 'PARENT', 'Mom Example');
    await linkParent(t.db, {
      playerId: player.id,
      parentUserId: mom.user.id,
      relationship: 'mother',
      consent: { parentName: 'Mom Example', ipAddress: '10.0.0.1' },
    });
    const admin = await signIn(t, 'ADMIN');
    for (const viewer of [mom, owner, admin]) {
      const res = await api.call(contract.parents.ofPlayer, {
        params: { id: player.id },
        cookie: viewer.cookie,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().parents).toEqual([
        {
          id: expect.any(String),
          parentName: 'Mom Example',
          parentEmail: mom.user.email,
          relationship: 'mother',
          isPrimary: true,
          parentUserId: mom.user.id,
          consentGiven: true,
          consentParentName: 'Mom Example',
          consentDate: expect.any(String),
        },
      ]);
    }
  });

  it('is hidden (404) from strangers for a draft profile, 403 for a visible one, 401 without a session', async () => {
    const parent = await signIn(t, 'PARENT');
    const draft = await createChild(parent.cookie);
    const active = await createChild(parent.cookie, { birthYear: birthYearForAge(18) });
    expect((await api.call(contract.parents.ofPlayer, { params: { id: draft.id } })).statusCode).toBe(401);
    for (const role of ['PARENT', 'RECRUITER', 'PLAYER', 'ORG_ADMIN'] as const) {
      const who = await signIn(t, role);
      expect(
        (await api.call(contract.parents.ofPlayer, { params: { id: draft.id }, cookie: who.cookie }))
          .statusCode,
        role,
      ).toBe(404);
      expect(
        (await api.call(contract.parents.ofPlayer, { params: { id: active.id }, cookie: who.cookie }))
          .statusCode,
        role,
      ).toBe(403);
    }
  });
});

describe('visibility of profiles awaiting consent (decisions §1)', () => {
  it('a draft or pending child is 404 for recruiters, organizations, other parents and anonymous visitors, visible with its status to its parents and player', async () => {
    for (const status of ['draft', 'pending_consent'] as const) {
      const { owner, player } = await ownedPlayer(t, {
        birthYear: birthYearForAge(14),
        profileStatus: status,
      });
      const parent = await linkedParent(t, player.id);
      expect((await api.call(contract.players.get, { params: { id: player.id } })).statusCode).toBe(404);
      expect((await api.call(contract.players.get, { params: { id: player.slug } })).statusCode).toBe(404);
      for (const role of ['RECRUITER', 'ORG_ADMIN', 'ORG_STAFF', 'PARENT', 'PLAYER'] as const) {
        const who = await signIn(t, role);
        const res = await api.call(contract.players.get, { params: { id: player.id }, cookie: who.cookie });
        expect(res.statusCode, `${status} ${role}`).toBe(404);
        expect(res.json().message).toBe('Player not found.');
      }
      for (const viewer of [owner, parent]) {
        const res = await api.call(contract.players.get, {
          params: { id: player.id },
          cookie: viewer.cookie,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().player.profileStatus).toBe(status);
      }
    }
  });
});
