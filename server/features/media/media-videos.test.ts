import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media } from '#server/db/schema/index.ts';
import { mediaApp } from '#test/media-kit.ts';

const { t, playerAccount, jpeg, uploadMultipart, addMedia, addMediaRaw, listMedia, subscribe, expectError } =
  mediaApp();

describe('highlight videos', () => {
  it('adds a YouTube clip with its id and thumbnail when the plan allows one (warm_up), then refuses a second (403)', async () => {
    const { user, player, cookie } = await playerAccount();
    await subscribe(user.id, 'warm_up');
    const res = await addMedia(player.id, cookie, {
      type: 'youtube',
      url: 'https://youtu.be/dQw4w9WgXcQ?si=tracking',
      caption: 'Goals 2025',
      sortOrder: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'youtube',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      providerId: 'dQw4w9WgXcQ',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      publicPath: null,
      caption: 'Goals 2025',
      sortOrder: 2,
    });

    const second = await addMedia(player.id, cookie, {
      type: 'vimeo',
      url: 'https://vimeo.com/76979871',
    });
    expectError(second, 403);
    expect(second.json().code).toBe('LIMIT_REACHED');
    // An image does not count toward the clip limit.
    expect((await uploadMultipart(player.id, cookie, { data: await jpeg() })).statusCode).toBe(201);
  });

  it('refuses every clip on the free tier (locker_room, 403)', async () => {
    const { player, cookie } = await playerAccount();
    const res = await addMedia(player.id, cookie, {
      type: 'youtube',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expectError(res, 403);
    expect(res.json()).toMatchObject({ code: 'LIMIT_REACHED' });
    expect(await t.db.select().from(media).where(eq(media.playerId, player.id))).toHaveLength(0);
  });

  it('stores Vimeo clips without a thumbnail, ordered by sortOrder', async () => {
    const { user, player, cookie } = await playerAccount();
    await subscribe(user.id, 'first_line');
    const add = (url: string, sortOrder: number) =>
      addMedia(player.id, cookie, { type: 'vimeo', url, sortOrder });
    expect((await add('https://player.vimeo.com/video/123456', 5)).statusCode).toBe(201);
    expect((await add('https://vimeo.com/987654', 1)).statusCode).toBe(201);
    const list = (await listMedia(player.id)).json();
    expect(
      list.map((m: { providerId: string; thumbnailUrl: null }) => [m.providerId, m.thumbnailUrl]),
    ).toEqual([
      ['987654', null],
      ['123456', null],
    ]);
  });

  it('refuses links that are not YouTube or Vimeo videos (400)', async () => {
    const { user, player, cookie } = await playerAccount();
    await subscribe(user.id, 'all_star');
    for (const [type, url] of [
      ['youtube', 'https://evil.example/watch?v=dQw4w9WgXcQ'],
      ['youtube', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
      ['youtube', 'https://www.youtube.com/watch?v=short'],
      ['youtube', 'https://www.youtube.com/channel/UC123'],
      ['vimeo', 'https://vimeo.com/channels/staffpicks'],
      ['vimeo', 'https://evilvimeo.com/123456'],
    ]) {
      const res = await addMediaRaw(player.id, cookie, { type, url });
      expectError(res, 400, 'Must be a valid YouTube or Vimeo URL');
    }
    expectError(
      await addMediaRaw(player.id, cookie, {
        type: 'youtube',
        url: 'javascript:alert(1)',
      }),
      400,
    );
    // A real Vimeo link sent as YouTube.
    expectError(
      await addMediaRaw(player.id, cookie, {
        type: 'youtube',
        url: 'https://vimeo.com/123456',
      }),
      400,
      'Must be a valid YouTube URL',
    );
    expect(await t.db.select().from(media).where(eq(media.playerId, player.id))).toHaveLength(0);
  });

  it('refuses unknown fields (400)', async () => {
    const { player, cookie } = await playerAccount();
    const res = await addMediaRaw(player.id, cookie, {
      type: 'youtube',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      playerId: 'x',
    });
    expectError(res, 400);
  });
});
