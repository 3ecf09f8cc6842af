import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiKey } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidatePlayer } from './invalidate-player.ts';

describe('invalidatePlayer', () => {
  it('reaches the own profile, the detail and the named parts by id and by slug, and nothing else', async () => {
    const client = new QueryClient();
    const byId = { params: { id: 'p1' } };
    const bySlug = { params: { id: 'jamie-x7' } };
    const keys = {
      me: apiKey(api.players.me, {}),
      detail: apiKey(api.players.get, byId),
      detailBySlug: apiKey(api.players.get, bySlug),
      strength: apiKey(api.players.profileStrength, byId),
      media: apiKey(api.media.list, byId),
      mediaBySlug: apiKey(api.media.list, bySlug),
      features: apiKey(api.players.features, byId),
      userFeatures: apiKey(api.subscriptions.userFeatures, { params: { userId: 'u1' } }),
      goals: apiKey(api.players.goals.list, byId),
      notes: apiKey(api.notes.list, byId),
      otherPlayer: apiKey(api.players.get, { params: { id: 'p2' } }),
    };
    for (const key of Object.values(keys)) client.setQueryData(key, {});

    await invalidatePlayer(client, { id: 'p1', slug: 'jamie-x7' }, 'media', 'features');

    const stale = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale).toEqual([
      'me',
      'detail',
      'detailBySlug',
      'strength',
      'media',
      'mediaBySlug',
      'features',
      'userFeatures',
    ]);
  });
});
