import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { playerParents, recruiterListItems } from '#server/db/schema/index.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import { dataControlApp } from '#test/data-control-kit.ts';
import { birthYearForAge, linkedParent, signIn } from '#test/players-kit.ts';

const { t, api, playerRow, auditsOf, consentedChild, coParent, recruiterWithListItem } = dataControlApp();

describe('DELETE /api/players/:id/parental-consent', () => {
  it('puts the profile back to draft at once: gone from public pages, search and recruiter lists; audited', async () => {
    const { player, parent } = await consentedChild();
    expect(player.profileStatus).toBe('active');
    const { recruiter, listId } = await recruiterWithListItem(player.id);
    const seen = async () => ({
      page: (await api.call(contract.players.get, { params: { id: player.slug } })).statusCode,
      search: (
        await api.call(contract.search.players, {
          query: { keyword: player.firstName },
          cookie: recruiter.cookie,
        })
      ).json().total,
      list: (
        await api.call(contract.lists.items.list, { params: { listId }, cookie: recruiter.cookie })
      ).json().items.length,
    });
    expect(await seen()).toEqual({ page: 200, search: 1, list: 1 });

    const res = await api.call(contract.dataControl.withdrawConsent, {
      params: { id: player.id },
      cookie: parent.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Consent withdrawn. The profile is hidden until a parent gives consent again.',
    });
    expect(await seen()).toEqual({ page: 404, search: 0, list: 0 });
    expect(await playerRow(player.id)).toMatchObject({
      profileStatus: 'draft',
      parentalConsentGiven: false,
      parentalConsentDate: null,
    });
    const [link] = await t.db.select().from(playerParents).where(eq(playerParents.playerId, player.id));
    expect(link).toMatchObject({ consentGiven: false, consentDate: null, consentIpAddress: null });
    // The list keeps the item (the recruiter sees it again once consent is back).
    expect(
      await t.db.select().from(recruiterListItems).where(eq(recruiterListItems.playerId, player.id)),
    ).toHaveLength(1);
    expect(await auditsOf('consent_withdrawn', player.id)).toEqual([
      expect.objectContaining({ userId: parent.user.id, targetType: 'player' }),
    ]);

    // Consent can be given again the existing way.
    const again = await api.call(contract.parents.giveConsent, {
      params: { id: player.id },
      cookie: parent.cookie,
      body: { parentName: 'Pat Parent', consentGiven: true },
    });
    expect(again.statusCode).toBe(200);
    expect((await playerRow(player.id))!.profileStatus).toBe('active');
  });

  it('is 409 without consent to withdraw and for a player of 17 or more', async () => {
    const { player, parent } = await consentedChild();
    await api.call(contract.dataControl.withdrawConsent, {
      params: { id: player.id },
      cookie: parent.cookie,
    });
    const twice = await api.call(contract.dataControl.withdrawConsent, {
      params: { id: player.id },
      cookie: parent.cookie,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      code: 'CONFLICT',
      message: 'This profile has no parental consent to withdraw.',
    });

    const adult = await createPlayer(t.db, { birthYear: birthYearForAge(18), profileStatus: 'active' });
    const adultParent = await linkedParent(t, adult.id);
    const res = await api.call(contract.dataControl.withdrawConsent, {
      params: { id: adult.id },
      cookie: adultParent.cookie,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Consent can only be withdrawn for a player under 17.');
    expect((await playerRow(adult.id))!.profileStatus).toBe('active');
  });

  it('needs a session (401) and a parent of this child: anyone else 404 (or 403 for another role)', async () => {
    const { player } = await consentedChild();
    expect(
      (await api.call(contract.dataControl.withdrawConsent, { params: { id: player.id } })).statusCode,
    ).toBe(401);
    const stranger = await signIn(t, 'PARENT');
    expect(
      (
        await api.call(contract.dataControl.withdrawConsent, {
          params: { id: player.id },
          cookie: stranger.cookie,
        })
      ).statusCode,
    ).toBe(404);
    const recruiter = await signIn(t, 'RECRUITER');
    expect(
      (
        await api.call(contract.dataControl.withdrawConsent, {
          params: { id: player.id },
          cookie: recruiter.cookie,
        })
      ).statusCode,
    ).toBe(403);
    const badId = await api.del(`/api/players/not%20an%20id/parental-consent`, {
      cookie: stranger.cookie,
    });
    expect(badId.statusCode).toBe(400);
    expect((await playerRow(player.id))!.profileStatus).toBe('active');
  });
});

describe('DELETE /api/players/:id/parents/:parentUserId', () => {
  it('a parent removes a co-parent, who loses access at once; audited', async () => {
    const player = await createPlayer(t.db, { birthYear: birthYearForAge(12), profileStatus: 'draft' });
    const first = await linkedParent(t, player.id);
    const second = await coParent(player.id);
    expect(
      (await api.call(contract.players.get, { params: { id: player.id }, cookie: second.cookie })).statusCode,
    ).toBe(200);

    const res = await api.call(contract.dataControl.removeParent, {
      params: { id: player.id, parentUserId: second.user.id },
      cookie: first.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Parent removed.' });
    expect(
      (await api.call(contract.players.get, { params: { id: player.id }, cookie: second.cookie })).statusCode,
    ).toBe(404);
    const links = await t.db.select().from(playerParents).where(eq(playerParents.playerId, player.id));
    expect(links.map((l) => l.parentUserId)).toEqual([first.user.id]);
    expect(await auditsOf('parent_removed', player.id)).toEqual([
      expect.objectContaining({ userId: first.user.id, targetUserId: second.user.id }),
    ]);
  });

  it('a parent may remove themself; the other parent becomes primary; never the last parent (409)', async () => {
    const player = await createPlayer(t.db, { birthYear: birthYearForAge(12), profileStatus: 'draft' });
    const primary = await linkedParent(t, player.id);
    const other = await coParent(player.id);
    const self = await api.call(contract.dataControl.removeParent, {
      params: { id: player.id, parentUserId: primary.user.id },
      cookie: primary.cookie,
    });
    expect(self.statusCode).toBe(200);
    expect(self.json().message).toBe('You are no longer a parent on this profile.');
    const [left] = await t.db.select().from(playerParents).where(eq(playerParents.playerId, player.id));
    expect(left).toMatchObject({ parentUserId: other.user.id, isPrimary: true });

    const last = await api.call(contract.dataControl.removeParent, {
      params: { id: player.id, parentUserId: other.user.id },
      cookie: other.cookie,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ code: 'CONFLICT', message: 'A player must keep at least one parent.' });
    expect(await t.db.select().from(playerParents).where(eq(playerParents.playerId, player.id))).toHaveLength(
      1,
    );
  });

  it('bad id 400, no session 401, a stranger or an unlinked parent id 404', async () => {
    const player = await createPlayer(t.db, { birthYear: birthYearForAge(12), profileStatus: 'active' });
    const parent = await linkedParent(t, player.id);
    const other = await coParent(player.id);
    expect(
      (
        await api.call(contract.dataControl.removeParent, {
          params: { id: player.id, parentUserId: other.user.id },
        })
      ).statusCode,
    ).toBe(401);
    const bad = await api.del(`/api/players/${player.id}/parents/not-a-uuid`, { cookie: parent.cookie });
    expect(bad.statusCode).toBe(400);
    const stranger = await signIn(t, 'PARENT');
    expect(
      (
        await api.call(contract.dataControl.removeParent, {
          params: { id: player.id, parentUserId: other.user.id },
          cookie: stranger.cookie,
        })
      ).statusCode,
    ).toBe(404);
    const notLinked = await api.call(contract.dataControl.removeParent, {
      params: { id: player.id, parentUserId: stranger.user.id },
      cookie: parent.cookie,
    });
    expect(notLinked.statusCode).toBe(404);
    expect(await t.db.select().from(playerParents).where(eq(playerParents.playerId, player.id))).toHaveLength(
      2,
    );
  });
});
