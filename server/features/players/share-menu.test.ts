import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { SHARE_MENU_PARENT_MESSAGE } from '#server/features/players/index.ts';
import { json } from '#test/api-json.ts';
import { birthYearForAge, linkedParent, ownedPlayer, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

/** D296: whether a minor's public profile offers the Share Profile menu is the parents' switch. */
const { t, api } = withTestApp();

const minorAge = { profileStatus: 'active' as const, birthYear: birthYearForAge(15) };

describe('the Share menu switch', () => {
  it('a linked parent and an admin switch it; the minor may not', async () => {
    const { owner, player } = await ownedPlayer(t, minorAge);
    const parent = await linkedParent(t, player.id);
    const admin = await signIn(t, 'ADMIN');
    const update = (cookie: string, shareMenu: boolean) =>
      api.call(contract.players.update, { params: { id: player.id }, body: { shareMenu }, cookie });

    const bySelf = await update(owner.cookie, false);
    expect(bySelf.statusCode).toBe(403);
    expect(bySelf.json().message).toBe(SHARE_MENU_PARENT_MESSAGE);

    const byParent = await update(parent.cookie, false);
    expect(byParent.statusCode).toBe(200);
    expect(json(contract.players.update, byParent).player.shareMenu).toBe(false);

    const byAdmin = await update(admin.cookie, true);
    expect(byAdmin.statusCode).toBe(200);
    expect(json(contract.players.update, byAdmin).player.shareMenu).toBe(true);
  });

  it('a stranger may not switch it', async () => {
    const { player } = await ownedPlayer(t, minorAge);
    const stranger = await signIn(t, 'PARENT');
    const res = await api.call(contract.players.update, {
      params: { id: player.id },
      body: { shareMenu: false },
      cookie: stranger.cookie,
    });
    expect(res.statusCode).toBe(403);
  });

  it('is private to the managers; the profile read says only whether the menu shows', async () => {
    const { owner, player } = await ownedPlayer(t, { ...minorAge, shareMenu: false });
    const parent = await linkedParent(t, player.id);
    const recruiter = await signIn(t, 'RECRUITER');
    for (const cookie of [undefined, recruiter.cookie]) {
      const res = await api.call(contract.players.get, { params: { id: player.id }, cookie });
      const detail = json(contract.players.get, res);
      expect(detail.player).not.toHaveProperty('shareMenu');
      expect(detail.viewer.canShare).toBe(false);
    }
    for (const cookie of [owner.cookie, parent.cookie]) {
      const detail = json(
        contract.players.get,
        await api.call(contract.players.get, { params: { id: player.id }, cookie }),
      );
      expect(detail.player.shareMenu).toBe(false);
      expect(detail.viewer.canShare).toBe(false);
    }
  });

  it("is on by default, and an adult's menu always shows", async () => {
    const { player: minor } = await ownedPlayer(t, minorAge);
    const { player: adult } = await ownedPlayer(t, {
      profileStatus: 'active',
      birthYear: birthYearForAge(20),
      shareMenu: false,
    });
    for (const p of [minor, adult]) {
      const res = await api.call(contract.players.get, { params: { id: p.id } });
      expect(json(contract.players.get, res).viewer.canShare).toBe(true);
    }
  });
});
