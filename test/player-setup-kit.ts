import { eq } from 'drizzle-orm';
import type { api as contract, EndpointBody } from '#common/api/index.ts';
import { profileViews } from '#server/db/schema/index.ts';
import { birthYearForAge } from './players-kit.ts';
import type { TestApp } from './test-app.ts';

/**
 * The steps the players API test files share, on the file's app `t`: a complete profile-setup body, and the
 * stored views of a player once the app's recorder has written them.
 */
export function playerSetupKit(t: TestApp) {
  type SetupBody = EndpointBody<typeof contract.players.setup>;

  const setupBody = (over: Partial<SetupBody> = {}): SetupBody => ({
    firstName: 'Jamie',
    lastName: 'Skater',
    birthYear: birthYearForAge(18),
    category: 'MALE',
    shoots: 'L',
    positions: ['C', 'LW'],
    country: 'United States',
    region: 'Minnesota',
    city: 'Duluth',
    heightCm: 180.5,
    weightKg: 77,
    ...over,
  });

  /** The stored views of a player, once the app's recorder has written what it holds. */
  const viewsOf = async (playerId: string) => {
    await t.app.ctx.profileViews.flush();
    return t.db.select().from(profileViews).where(eq(profileViews.playerId, playerId));
  };

  return { setupBody, viewsOf };
}
