import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { players } from '#server/db/schema/index.ts';
import { linkParent } from '#server/db/seed/factories.ts';
import { mediaApp } from '#test/media-kit.ts';
import { birthYearForAge } from '#test/players-kit.ts';

const {
  t,
  api,
  signIn,
  playerAccount,
  jpeg,
  uploadMultipart,
  addMedia,
  createUpload,
  putFile,
  listMedia,
  fileOnDisk,
  subscribe,
  expectError,
} = mediaApp();

describe('reading and deleting media', () => {
  it('lists media publicly for an active player and hides a draft player (404)', async () => {
    const { player } = await playerAccount();
    expect((await listMedia(player.id)).statusCode).toBe(200);
    expect((await listMedia(player.slug)).statusCode).toBe(200);
    const draft = await playerAccount({ profileStatus: 'draft' });
    expectError(await listMedia(draft.player.id), 404);
    expect((await listMedia(draft.player.id, draft.cookie)).statusCode).toBe(200);
  });

  it('deletes an image row and its file; other users get 403, hidden or unknown media 404', async () => {
    const { player, cookie } = await playerAccount();
    const image = (await uploadMultipart(player.id, cookie, { data: await jpeg() })).json();
    const del = (id: string, c: string | null) =>
      api.call(contract.media.delete, { params: { id }, ...(c && { cookie: c }) });

    expectError(await del(image.id, null), 401);
    expectError(await del(image.id, (await signIn('PLAYER')).cookie), 403);
    expectError(await del(image.id, (await signIn('RECRUITER')).cookie), 403);
    expectError(await del('00000000-0000-4000-8000-000000000000', cookie), 404);

    const ok = await del(image.id, cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Image deleted.' });
    expect(fileOnDisk(image.publicPath)).toBe(false);
    expect((await listMedia(player.id)).json()).toEqual([]);
    expectError(await del(image.id, cookie), 404);

    const draft = await playerAccount({ profileStatus: 'draft' });
    const hidden = (await uploadMultipart(draft.player.id, draft.cookie, { data: await jpeg() })).json();
    expectError(await del(hidden.id, (await signIn('PLAYER')).cookie), 404);
  });

  it('deletes a video', async () => {
    const { user, player, cookie } = await playerAccount();
    await subscribe(user.id, 'warm_up');
    const clip = (
      await addMedia(player.id, cookie, {
        type: 'youtube',
        url: 'https://youtu.be/dQw4w9WgXcQ',
      })
    ).json();
    const res = await api.call(contract.media.delete, { params: { id: clip.id }, cookie });
    expect(res.json()).toEqual({ message: 'Video deleted.' });
    // The slot is free again.
    const again = await addMedia(player.id, cookie, {
      type: 'youtube',
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('serving stored images', () => {
  it("serves an adult's photo with the stored type, nosniff, a locked-down CSP and an hour of public caching", async () => {
    const { player, cookie } = await playerAccount();
    const { publicPath } = (await uploadMultipart(player.id, cookie, { data: await jpeg() })).json();
    const res = await t.app.inject({ method: 'GET', url: publicPath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    for (const directive of ["default-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    // Never immutable: a deleted photo must not outlive its deletion in caches for long.
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it("serves an active minor's photo to anyone, but never into a cache (private, no-store)", async () => {
    const { player, cookie } = await playerAccount({
      birthYear: birthYearForAge(15),
      profileStatus: 'active',
    });
    const { publicPath } = (await uploadMultipart(player.id, cookie, { data: await jpeg() })).json();
    const res = await t.app.inject({ method: 'GET', url: publicPath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("answers 404 for a hidden minor's photo to anyone but the player, its parents and admins", async () => {
    const { player, cookie } = await playerAccount({
      birthYear: birthYearForAge(15),
      profileStatus: 'active',
    });
    const { publicPath } = (await uploadMultipart(player.id, cookie, { data: await jpeg() })).json();
    // The profile goes back to draft (consent withdrawn, or the player's own birth-year edit).
    await t.db.update(players).set({ profileStatus: 'draft' }).where(eq(players.id, player.id));
    const parent = await signIn('PARENT');
    await linkParent(t.db, { playerId: player.id, parentUserId: parent.user.id });
    const others = [
      null,
      (await signIn('PLAYER')).cookie,
      (await signIn('RECRUITER')).cookie,
      (await signIn('PARENT')).cookie,
    ];
    for (const other of others) {
      const res = await t.app.inject({
        method: 'GET',
        url: publicPath,
        headers: other ? { cookie: other } : {},
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-security-policy']).toContain("base-uri 'none'");
    }
    for (const manager of [cookie, parent.cookie, (await signIn('ADMIN')).cookie]) {
      const res = await t.app.inject({ method: 'GET', url: publicPath, headers: { cookie: manager } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('answers 404 for a stored file no media row names (deleted, or never registered)', async () => {
    const { cookie } = await playerAccount();
    const { uploadURL, publicPath } = (await createUpload(cookie)).json();
    expect((await putFile(uploadURL, cookie, await jpeg())).statusCode).toBe(200);
    expect(fileOnDisk(publicPath)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: publicPath, headers: { cookie } })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for unknown or malformed names', async () => {
    for (const url of [
      `/media/${'0'.repeat(32)}.webp`,
      '/media/..%2F..%2Fpackage.json',
      '/media/ABCDEF.webp',
      `/media/${'a'.repeat(32)}.svg`,
      `/media/${'a'.repeat(32)}.webp.html`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
