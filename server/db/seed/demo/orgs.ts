import { createHash, randomUUID } from 'node:crypto';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client.ts';
import {
  organizations,
  orgInvitations,
  orgMembers,
  orgSponsorships,
  profileViews,
  recruiterListItems,
  verificationEvidence,
} from '#server/db/schema/index.ts';
import * as D from '../demo-data.ts';
import { type NewPlayer, type Rng, randomInt, slugify } from '../factories.ts';
import type { DemoAccounts } from './accounts.ts';
import { DAY_MS, type DemoContext, insertInBatches, type SeededTeam, teamRosterUrl } from './shared.ts';

export const DEMO_ORGANIZATION_NAME = D.NORTH_SHORE_CLUB;

/** The organization, its two members, sponsorships of players on its teams and a living dashboard. */
export async function seedOrganization(
  ctx: DemoContext,
  account: DemoAccounts,
  sample: {
    playerRows: readonly NewPlayer[];
    currentTeamOf: ReadonlyMap<string, SeededTeam>;
    recruiterListId: string;
    familyTeenId: string;
  },
) {
  const { tx, rng, now, daysAgo } = ctx;
  const { playerRows, currentTeamOf } = sample;
  const orgId = randomUUID();
  await tx.insert(organizations).values({
    id: orgId,
    name: D.NORTH_SHORE_CLUB,
    slug: slugify(D.NORTH_SHORE_CLUB),
    type: 'club',
    website: 'https://northshorehockey.example',
    description:
      'A community club on the North Shore since 1994: house league to U18 AAA, with a strong path to junior and college hockey.',
    city: 'Beverly',
    region: 'Massachusetts',
    ownerUserId: account.ORG_ADMIN.id,
    createdAt: daysAgo(365),
  });
  await tx.insert(orgMembers).values([
    {
      organizationId: orgId,
      userId: account.ORG_ADMIN.id,
      role: 'ORG_ADMIN',
      scopes: ['roster', 'verification'],
      invitedAt: daysAgo(365),
      acceptedAt: daysAgo(365),
    },
    {
      organizationId: orgId,
      userId: account.ORG_STAFF.id,
      role: 'ORG_STAFF',
      scopes: ['roster', 'verification'],
      invitedAt: daysAgo(120),
      acceptedAt: daysAgo(118),
    },
  ]);
  const clubPlayers = playerRows
    .filter(
      (p) =>
        currentTeamOf.get(p.id!)?.seed.name.startsWith(D.NORTH_SHORE_CLUB) && p.profileStatus === 'active',
    )
    .slice(0, 8);
  const sponsorStatuses = [
    'active',
    'active',
    'active',
    'active',
    'active',
    'active',
    'invited',
    'expired',
  ] as const;
  if (clubPlayers.length > 0) {
    await tx.insert(orgSponsorships).values(
      clubPlayers.map((p, i) => {
        const status = sponsorStatuses[i]!;
        return {
          organizationId: orgId,
          playerId: p.id!,
          status,
          fieldControl: { teamHistory: true, schedule: status !== 'invited', stats: true },
          startedAt: status === 'invited' ? null : daysAgo(status === 'expired' ? 400 : 60 + i * 10),
          endedAt: status === 'expired' ? daysAgo(35) : null,
          expiresAt: status === 'invited' ? daysAgo(-10) : null,
          invitedByUserId: account.ORG_ADMIN.id,
          createdAt: daysAgo(status === 'expired' ? 410 : 70 + i * 10),
        };
      }),
    );
  }

  await seedOrganizationActivity(tx, rng, {
    orgId,
    now,
    adminId: account.ORG_ADMIN.id,
    staffId: account.ORG_STAFF.id,
    recruiterListId: sample.recruiterListId,
    roster: clubPlayers
      .filter((_, i) => sponsorStatuses[i] === 'active')
      .map((p) => ({ id: p.id!, team: currentTeamOf.get(p.id!)! })),
    familyTeenId: sample.familyTeenId,
  });
}

/**
 * A living organization dashboard on a fresh install. The demo parent's 15-year-old is invited
 * (the parent answers from the dashboard), an invitation by e-mail waits for a family, a staff invitation
 * is open, two roster players' evidence waits for review, and the roster is viewed and saved by recruiters.
 */
async function seedOrganizationActivity(
  tx: DbOrTx,
  rng: Rng,
  ctx: {
    orgId: string;
    now: Date;
    adminId: string;
    staffId: string;
    recruiterListId: string;
    roster: { id: string; team: SeededTeam }[];
    familyTeenId: string;
  },
) {
  const { orgId, now } = ctx;
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
  const unusedToken = () => createHash('sha256').update(randomUUID()).digest('hex');
  await tx.insert(orgSponsorships).values([
    {
      organizationId: orgId,
      playerId: ctx.familyTeenId,
      status: 'invited',
      fieldControl: { teamHistory: true, schedule: true, stats: true },
      invitedEmail: 'parent@rinkside.demo',
      expiresAt: daysAgo(-12),
      invitedByUserId: ctx.staffId,
      createdAt: daysAgo(2),
    },
    {
      organizationId: orgId,
      playerId: null,
      status: 'invited',
      fieldControl: { teamHistory: true, schedule: false, stats: true },
      invitedEmail: 'brennan.family@example.com',
      invitedName: 'Noah Brennan',
      token: unusedToken(),
      expiresAt: daysAgo(-9),
      invitedByUserId: ctx.adminId,
      createdAt: daysAgo(5),
    },
  ]);
  await tx.insert(orgInvitations).values({
    organizationId: orgId,
    email: 'coach.lee@example.com',
    role: 'ORG_STAFF',
    scopes: ['roster'],
    token: unusedToken(),
    invitedByUserId: ctx.adminId,
    createdAt: daysAgo(1),
    expiresAt: daysAgo(-6),
  });
  // Each links to the roster page of the player's own team (D270).
  const [first, second] = ctx.roster;
  if (first && second) {
    await tx.insert(verificationEvidence).values([
      { playerId: first.id, url: teamRosterUrl(first.team), createdAt: daysAgo(3) },
      { playerId: second.id, url: teamRosterUrl(second.team), createdAt: daysAgo(1) },
    ]);
  }
  const rosterIds = ctx.roster.map((p) => p.id);
  // Recruiters look at the roster: a few viewer-days per player in the last 30 days, and two list saves.
  const views: PgInsertValue<typeof profileViews>[] = [];
  for (const playerId of rosterIds) {
    const days = new Set<number>();
    const n = randomInt(rng, 3, 9);
    while (days.size < n) days.add(randomInt(rng, 0, 29));
    for (const day of days) {
      const createdAt = daysAgo(day);
      views.push({
        playerId,
        viewerUserId: null,
        viewerRole: 'anonymous',
        viewerKey: `a:${createHash('sha256').update(`${playerId}|${day}`).digest('hex')}`,
        viewedOn: createdAt.toISOString().slice(0, 10),
        createdAt,
      });
    }
  }
  await insertInBatches(tx, profileViews, views);
  await tx
    .insert(recruiterListItems)
    .values(
      rosterIds.slice(0, 2).map((playerId, i) => ({
        listId: ctx.recruiterListId,
        playerId,
        sortOrder: 10 + i,
        addedAt: daysAgo(6 - i),
      })),
    )
    .onConflictDoNothing();
}
