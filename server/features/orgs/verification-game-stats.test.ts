import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import {
  auditLogs,
  games,
  goalieGameStats,
  orgSponsorships,
  skaterGameStats,
} from '#server/db/schema/index.ts';
import { ownedPlayer } from '#test/players-kit.ts';
import { verificationApp } from '#test/verification-kit.ts';

const { t, api, world, expectError } = verificationApp();

describe('POST /api/players/:id/game-stats/:gameId/verify', () => {
  async function gameWithLines(
    playerId: string,
    lines: { skater?: boolean; goalie?: boolean } = { skater: true },
  ) {
    const [game] = await t.db
      .insert(games)
      .values({ playerId, gameDate: '2025-01-11', opponent: 'Rivals', homeAway: 'home' })
      .returning();
    if (lines.skater) await t.db.insert(skaterGameStats).values({ gameId: game!.id, playerId, goals: 2 });
    if (lines.goalie)
      await t.db.insert(goalieGameStats).values({ gameId: game!.id, playerId, saves: 20, shotsAgainst: 22 });
    return game!.id;
  }
  const verify = (playerId: string, gameId: string, cookie?: string) =>
    api.call(contract.orgs.verification.verifyGame, { params: { id: playerId, gameId }, cookie, body: {} });

  it('roster staff attest a game: its lines are verified and the public stats name the organization', async () => {
    const w = await world();
    const gameId = await gameWithLines(w.player.id, { skater: true, goalie: true });
    const other = await gameWithLines(w.player.id);
    const res = await verify(w.player.id, gameId, w.reviewer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      gameId,
      verifiedStatus: 'verified',
      verifiedByOrganization: w.org.name,
    });
    const [skater] = await t.db.select().from(skaterGameStats).where(eq(skaterGameStats.gameId, gameId));
    const [goalie] = await t.db.select().from(goalieGameStats).where(eq(goalieGameStats.gameId, gameId));
    for (const line of [skater!, goalie!]) {
      expect(line).toMatchObject({
        verifiedStatus: 'verified',
        verifiedByUserId: w.reviewer.user.id,
        verifiedByOrganizationId: w.org.id,
      });
      expect(line.verifiedAt).toBeInstanceOf(Date);
    }

    const stats = await api.call(contract.players.stats.games, { params: { id: w.player.id } });
    expect(stats.statusCode).toBe(200);
    const lines = stats.json().skaterStats as {
      gameId: string;
      verifiedStatus: string;
      verifiedByOrganization: string | null;
    }[];
    expect(lines.find((l) => l.gameId === gameId)).toMatchObject({
      verifiedStatus: 'verified',
      verifiedByOrganization: w.org.name,
    });
    expect(lines.find((l) => l.gameId === other)).toMatchObject({
      verifiedStatus: 'draft',
      verifiedByOrganization: null,
    });

    // Repeating is harmless: the first attestation stays.
    const again = await verify(w.player.id, gameId, w.admin.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      verifiedByOrganization: w.org.name,
      verifiedAt: skater!.verifiedAt!.toISOString(),
    });
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, gameId));
    expect(audit).toMatchObject([{ eventType: 'game_stats_verified', userId: w.reviewer.user.id }]);
  });

  it('an admin attests with no organization', async () => {
    const w = await world();
    const gameId = await gameWithLines(w.player.id);
    const res = await verify(w.player.id, gameId, w.admin.cookie);
    expect(res.json()).toMatchObject({ verifiedStatus: 'verified', verifiedByOrganization: null });
    const [line] = await t.db.select().from(skaterGameStats).where(eq(skaterGameStats.gameId, gameId));
    expect(line).toMatchObject({
      verifiedStatus: 'verified',
      verifiedByOrganizationId: null,
      verifiedByUserId: w.admin.user.id,
    });
  });

  it("refuses a game without stats (409) and another player's game (404)", async () => {
    const w = await world();
    expectError(
      await verify(w.player.id, await gameWithLines(w.player.id, {}), w.reviewer.cookie),
      409,
      'This game has no stats to verify.',
    );
    const stranger = await ownedPlayer(t);
    const theirs = await gameWithLines(stranger.player.id);
    expectError(await verify(w.player.id, theirs, w.reviewer.cookie), 404);
    expectError(await verify(w.player.id, theirs, w.admin.cookie), 404);
  });

  it('refuses a non-rostering organization (404), staff without the scope (403), families (403) and anonymous (401)', async () => {
    const w = await world();
    const gameId = await gameWithLines(w.player.id);
    expectError(await verify(w.player.id, gameId, w.outsider.cookie), 404);
    expectError(await verify(w.player.id, gameId, w.otherStaff.cookie), 404);
    expectError(
      await verify(w.player.id, gameId, w.rosterOnly.cookie),
      403,
      'Your role does not include reviewing verification.',
    );
    expectError(await verify(w.player.id, gameId, w.owner.cookie), 403);
    expectError(await verify(w.player.id, gameId), 401);
    await t.db
      .update(orgSponsorships)
      .set({ status: 'revoked' })
      .where(eq(orgSponsorships.playerId, w.player.id));
    expectError(await verify(w.player.id, gameId, w.reviewer.cookie), 404);
    const [line] = await t.db.select().from(skaterGameStats).where(eq(skaterGameStats.gameId, gameId));
    expect(line!.verifiedStatus).toBe('draft');
  });
});
