import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { json } from '#test/api-json.ts';
import { birthYearForAge, issuesByPath, linkedParent, ownedPlayer, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();

describe('player goals', () => {
  it('are created private unless told otherwise; visitors see only public ones, managers all', async () => {
    const { owner, player } = await ownedPlayer(t);
    const parent = await linkedParent(t, player.id);
    const priv = await api.call(contract.players.goals.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { goal: '  Improve my backhand  ', type: 'personal_development' },
    });
    expect(priv.statusCode).toBe(201);
    expect(json(contract.players.goals.create, priv).goal).toMatchObject({
      goal: 'Improve my backhand',
      type: 'personal_development',
      isPublic: false,
    });
    const pub = await api.call(contract.players.goals.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { goal: 'Play NCAA D1', type: 'career', isPublic: true },
    });
    expect(json(contract.players.goals.create, pub).goal.isPublic).toBe(true);

    const recruiter = await signIn(t, 'RECRUITER');
    for (const cookie of [undefined, recruiter.cookie]) {
      const res = await api.call(contract.players.goals.list, { params: { id: player.id }, cookie });
      expect(json(contract.players.goals.list, res).goals.map((g) => g.goal)).toEqual(['Play NCAA D1']);
    }
    for (const who of [owner, parent]) {
      const res = await api.call(contract.players.goals.list, {
        params: { id: player.id },
        cookie: who.cookie,
      });
      expect(json(contract.players.goals.list, res).goals).toHaveLength(2);
    }
  });

  it('toggles visibility and deletes; another player’s goal id is not found', async () => {
    const { owner, player } = await ownedPlayer(t);
    const other = await ownedPlayer(t);
    const goal = (
      await api.call(contract.players.goals.create, {
        params: { id: player.id },
        cookie: owner.cookie,
        body: { goal: 'Captain', type: 'career' },
      })
    ).json().goal;
    const toggled = await api.call(contract.players.goals.update, {
      params: { id: player.id, goalId: goal.id },
      cookie: owner.cookie,
      body: { isPublic: true },
    });
    expect(toggled.statusCode).toBe(200);
    expect(json(contract.players.goals.update, toggled).goal.isPublic).toBe(true);
    expect(
      (await api.call(contract.players.goals.list, { params: { id: player.id } })).json().goals,
    ).toHaveLength(1);
    const unchanged = await api.call(contract.players.goals.update, {
      params: { id: player.id, goalId: goal.id },
      cookie: owner.cookie,
      body: {},
    });
    expect(unchanged.statusCode).toBe(200);
    expect(json(contract.players.goals.update, unchanged).goal).toEqual(
      json(contract.players.goals.update, toggled).goal,
    );

    // The other owner manages their own player, but the goal belongs to someone else.
    expect(
      (
        await api.call(contract.players.goals.update, {
          params: { id: other.player.id, goalId: goal.id },
          cookie: other.owner.cookie,
          body: { isPublic: false },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api.call(contract.players.goals.delete, {
          params: { id: other.player.id, goalId: goal.id },
          cookie: other.owner.cookie,
        })
      ).statusCode,
    ).toBe(404);

    expect(
      (
        await api.call(contract.players.goals.delete, {
          params: { id: player.id, goalId: goal.id },
          cookie: owner.cookie,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await api.call(contract.players.goals.list, { params: { id: player.id }, cookie: owner.cookie })
      ).json().goals,
    ).toEqual([]);
  });

  it('refuses empty goal text, bad types, unknown fields and extra patch fields', async () => {
    const { owner, player } = await ownedPlayer(t);
    const res = await api.call(contract.players.goals.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      bodyRaw: { goal: '   ', type: 'dream' },
    });
    expect(res.statusCode).toBe(400);
    expect(issuesByPath(res).goal).toBe('Goal text is required');
    expect(issuesByPath(res).type).toBeDefined();
    const extra = await api.call(contract.players.goals.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      bodyRaw: { goal: 'x', type: 'career', playerId: player.id },
    });
    expect(extra.statusCode).toBe(400);
    const goal = (
      await api.call(contract.players.goals.create, {
        params: { id: player.id },
        cookie: owner.cookie,
        body: { goal: 'Ok', type: 'career' },
      })
    ).json().goal;
    expect(
      (
        await api.call(contract.players.goals.update, {
          params: { id: player.id, goalId: goal.id },
          cookie: owner.cookie,
          bodyRaw: { goal: 'changed' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await api.patch(`/api/players/${player.id}/goals/not-a-uuid`, {
          cookie: owner.cookie,
          payload: { isPublic: true },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses strangers (403 active, 404 draft) and anonymous callers', async () => {
    const { owner, player } = await ownedPlayer(t);
    const goal = (
      await api.call(contract.players.goals.create, {
        params: { id: player.id },
        cookie: owner.cookie,
        body: { goal: 'Ok', type: 'career' },
      })
    ).json().goal;
    for (const role of ['PARENT', 'RECRUITER', 'PLAYER'] as const) {
      const stranger = await signIn(t, role);
      expect(
        (
          await api.call(contract.players.goals.create, {
            params: { id: player.id },
            cookie: stranger.cookie,
            body: { goal: 'x', type: 'career' },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await api.call(contract.players.goals.delete, {
            params: { id: player.id, goalId: goal.id },
            cookie: stranger.cookie,
          })
        ).statusCode,
      ).toBe(403);
    }
    expect(
      (
        await api.call(contract.players.goals.create, {
          params: { id: player.id },
          body: { goal: 'x', type: 'career' },
        })
      ).statusCode,
    ).toBe(401);

    const draft = await ownedPlayer(t, { birthYear: birthYearForAge(14), profileStatus: 'draft' });
    const stranger = await signIn(t, 'PLAYER');
    expect(
      (await api.call(contract.players.goals.list, { params: { id: draft.player.id } })).statusCode,
    ).toBe(404);
    expect(
      (
        await api.call(contract.players.goals.create, {
          params: { id: draft.player.id },
          cookie: stranger.cookie,
          body: { goal: 'x', type: 'career' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
