/**
 * Test-only seed of the roster journey (e2e/roster-300.spec.ts), run with tsx on an empty DATA_DIR before
 * that journey's own server starts on it: the start-up data, then a club with an owner and 300 ACTIVE
 * roster players written through the database layer as the product keeps them. An adult owns their
 * profile (players.user_id); a minor is managed by a parent who consented (player_parents); each
 * sponsorship was accepted by that account. Not a product endpoint, and never run by the app.
 */
import { needsParentalConsent } from '#common/age.ts';
import { prepareData } from '#server/boot.ts';
import { openDatabase } from '#server/db/client.ts';
import { orgMembers, orgSponsorships, playerParents, players, users } from '#server/db/schema/index.ts';
import {
  buildPlayer,
  cachedPasswordHash,
  createOrganization,
  createRng,
  createTeam,
  createUser,
} from '#server/db/seed/factories.ts';
import { loadEnv } from '#server/env.ts';
import { BIG_ROSTER, BIG_ROSTER_SIZE, bigRosterPlayer } from './big-roster-data.ts';

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
const { db } = database;
await prepareData(db, env, console);

const now = new Date();
const DAY_MS = 86_400_000;
const rng = createRng(20261129);
const admin = await createUser(db, { ...BIG_ROSTER.admin, role: 'ORG_ADMIN' });
const org = await createOrganization(db, { name: BIG_ROSTER.orgName, ownerUserId: admin.id, city: 'Duluth' });
await db.insert(orgMembers).values({
  organizationId: org.id,
  userId: admin.id,
  role: 'ORG_ADMIN',
  scopes: ['roster', 'verification'],
  acceptedAt: now,
});
const teamIds = new Map<string, string>();
for (const name of BIG_ROSTER.teams) teamIds.set(name, (await createTeam(db, { name })).id);

// One account per player: the player's own (an adult) or the parent's (a minor); one password hash for all.
const passwordHash = await cachedPasswordHash('Family account 300');
const specs = Array.from({ length: BIG_ROSTER_SIZE }, (_, i) => {
  const spec = bigRosterPlayer(i, now.getFullYear());
  const isMinor = needsParentalConsent({ birthYear: spec.birthYear }, now);
  const slug = `${spec.firstName}.${spec.lastName}`.toLowerCase();
  return {
    ...spec,
    isMinor,
    email: isMinor ? `parent.of.${slug}@example.com` : `${slug}@example.com`,
    accountName: isMinor
      ? `Parent of ${spec.firstName} ${spec.lastName}`
      : `${spec.firstName} ${spec.lastName}`,
  };
});
const accounts = await db
  .insert(users)
  .values(
    specs.map((s) => ({
      email: s.email,
      name: s.accountName,
      role: s.isMinor ? ('PARENT' as const) : ('PLAYER' as const),
      passwordHash,
      emailVerified: true,
    })),
  )
  .returning({ id: users.id });
const rows = await db
  .insert(players)
  .values(
    specs.map((s, i) =>
      buildPlayer(
        {
          firstName: s.firstName,
          lastName: s.lastName,
          birthYear: s.birthYear,
          currentTeamId: teamIds.get(s.team),
          userId: s.isMinor ? null : accounts[i]!.id,
          positions: [(['C', 'LW', 'RW', 'D', 'G'] as const)[i % 5]!],
        },
        rng,
        now,
      ),
    ),
  )
  .returning({ id: players.id });
const minors = specs.flatMap((s, i) => (s.isMinor ? [i] : []));
if (minors.length > 0) {
  await db.insert(playerParents).values(
    minors.map((i) => ({
      playerId: rows[i]!.id,
      parentUserId: accounts[i]!.id,
      relationship: 'guardian' as const,
      isPrimary: true,
      consentGiven: true,
      consentDate: now,
      consentParentName: specs[i]!.accountName,
    })),
  );
}
// Accepted over the last 300 days, one a day: "Newest first" is player 0 first.
await db.insert(orgSponsorships).values(
  specs.map((s, i) => {
    const invited = new Date(now.getTime() - (i + 2) * DAY_MS);
    return {
      organizationId: org.id,
      playerId: rows[i]!.id,
      status: 'active' as const,
      fieldControl: { teamHistory: true, schedule: i % 2 === 0, stats: true },
      invitedEmail: s.email,
      invitedByUserId: admin.id,
      respondedByUserId: accounts[i]!.id,
      respondedAt: new Date(invited.getTime() + DAY_MS),
      startedAt: new Date(invited.getTime() + DAY_MS),
      createdAt: invited,
    };
  }),
);
await database.close();
console.log(`big roster: ${BIG_ROSTER_SIZE} active players in ${BIG_ROSTER.orgName}`);
