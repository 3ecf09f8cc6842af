import { playerParents, players, playerTeamHistory } from '#server/db/schema/index.ts';
import { NORTH_SHORE_CLUB } from '../demo-data.ts';
import { buildPlayer, type Player } from '../factories.ts';
import { DEMO_PLAYER_SLUGS, type DemoAccounts } from './accounts.ts';
import { type DemoContext, type SeededTeam, seasonStartYear } from './shared.ts';
import type { DemoTeams } from './teams.ts';

/** The demo parent's children: a 15-year-old active with consent recorded, and a 12-year-old still in draft. */
export async function seedFamily(
  ctx: DemoContext,
  account: DemoAccounts,
  teams: DemoTeams,
): Promise<{ teen: Player; team: SeededTeam; lastSeasonTeam: SeededTeam }> {
  const { tx, rng, now, daysAgo, season } = ctx;
  const year = now.getFullYear();
  const consentDate = daysAgo(30);
  const breakers = teams.named('Bay State Breakers U16 AAA');
  const lastSeasonTeam = teams.named(`${NORTH_SHORE_CLUB} U14 AA`);
  const [teen, child] = await tx
    .insert(players)
    .values([
      buildPlayer(
        {
          slug: DEMO_PLAYER_SLUGS.parentTeen,
          firstName: 'Liam',
          lastName: 'Sullivan',
          // 15 in the season's start year, so U16 fits him all season (D270).
          birthYear: seasonStartYear(season()) - 15,
          country: 'United States',
          region: 'Massachusetts',
          city: 'Hingham',
          heightCm: '175.5',
          weightKg: '66.0',
          shoots: 'R',
          positions: ['D'],
          preferredPosition: 'D',
          preferredJerseyNumber: 4,
          category: 'MALE',
          currentTeamId: breakers.id,
          bio: 'Mobile defenseman who moves the puck well and kills penalties for the Bay State Breakers.',
          profileStatus: 'active',
          parentalConsentRequired: true,
          parentalConsentGiven: true,
          parentalConsentDate: consentDate,
          createdAt: daysAgo(45),
        },
        rng,
        now,
      ),
      buildPlayer(
        {
          slug: DEMO_PLAYER_SLUGS.parentChild,
          firstName: 'Ava',
          lastName: 'Sullivan',
          birthYear: year - 12,
          country: 'United States',
          region: 'Massachusetts',
          city: 'Hingham',
          shoots: 'L',
          positions: ['LW'],
          preferredPosition: 'LW',
          category: 'FEMALE',
          profileStatus: 'draft',
          parentalConsentRequired: true,
          parentalConsentGiven: false,
          createdAt: daysAgo(3),
        },
        rng,
        now,
      ),
    ])
    .returning();
  await tx.insert(playerParents).values([
    {
      playerId: teen!.id,
      parentUserId: account.PARENT.id,
      relationship: 'mother',
      isPrimary: true,
      consentGiven: true,
      consentDate,
      consentIpAddress: '203.0.113.24',
      consentParentName: account.PARENT.name,
    },
    { playerId: child!.id, parentUserId: account.PARENT.id, relationship: 'mother', isPrimary: true },
  ]);
  // Last season he played U14 near home; his season lines come from his logged games (D269, extras.ts).
  await tx.insert(playerTeamHistory).values([
    { playerId: teen!.id, teamId: breakers.id, season: season(), jerseyNumber: 4, isCurrent: true },
    { playerId: teen!.id, teamId: lastSeasonTeam.id, season: season(-1), jerseyNumber: 4, isCurrent: false },
  ]);
  return { teen: teen!, team: breakers, lastSeasonTeam };
}
