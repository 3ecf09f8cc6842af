import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  games,
  orgMembers,
  orgSponsorships,
  playerScheduleEvents,
  upcomingEvents,
  users,
} from '#server/db/schema/index.ts';
import { createOrganization } from '#server/db/seed/factories.ts';
import {
  birthYearForAge,
  isoDay,
  linkedParent,
  ownedPlayer,
  type Player,
  type SignedIn,
  signIn,
} from '#test/players-kit.ts';
import { registerAndLogin } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

/**
 * Decisions §4 / docs/security.md "Minors": where and when a minor plays (schedule rink, time, location,
 * notes; upcoming-event locations; game venues) is for the player, linked parents, admins, recruiters
 * with a verified e-mail and staff of an organization whose active roster holds the player.
 */
const { t, api } = withTestApp();

/** Every secret value a fully filled profile carries in those fields. */
const SECRETS = [
  '19:30',
  'Mariucci Arena',
  '1901 4th St SE',
  'ChIJ-secret-place',
  'Bring white jersey',
  'Blaine Super Rink',
  'Braemar Arena',
];

async function fullyFilled(age: number) {
  const { owner, player } = await ownedPlayer(t, {
    birthYear: birthYearForAge(age),
    profileStatus: 'active',
  });
  await t.db.insert(playerScheduleEvents).values({
    playerId: player.id,
    eventDate: isoDay(5),
    eventTime: '19:30',
    rinkName: 'Mariucci Arena',
    location: '1901 4th St SE, Minneapolis, MN',
    locationPlaceId: 'ChIJ-secret-place',
    hasLiveBarn: true,
    opponent: 'Edina',
    notes: 'Bring white jersey',
  });
  await t.db.insert(upcomingEvents).values({
    playerId: player.id,
    date: isoDay(6),
    eventName: 'Fall Classic',
    location: 'Blaine Super Rink',
  });
  await t.db
    .insert(games)
    .values({ playerId: player.id, gameDate: isoDay(-2), opponent: 'Wayzata', venue: 'Braemar Arena' });
  return { owner, player };
}

/** The three reads that carry those fields, joined into one text, with the dates they must keep. */
async function readAll(player: Player, cookie: string | undefined) {
  const urls = ['schedule-events', 'upcoming-events', 'game-stats'].map(
    (r) => `/api/players/${player.slug}/${r}`,
  );
  const responses = await Promise.all(urls.map((url) => api.get(url, { cookie })));
  for (const res of responses) expect(res.statusCode).toBe(200);
  const [schedule, upcoming, stats] = responses.map((r) => r.json());
  expect(schedule.events[0]).toMatchObject({ eventDate: isoDay(5), opponent: 'Edina', hasLiveBarn: true });
  expect(upcoming.events[0]).toMatchObject({ date: isoDay(6), eventName: 'Fall Classic' });
  expect(stats.games[0]).toMatchObject({ gameDate: isoDay(-2), opponent: 'Wayzata' });
  return { text: responses.map((r) => r.body).join('\n'), detailsHidden: schedule.events[0].detailsHidden };
}

async function unverified(who: SignedIn): Promise<SignedIn> {
  await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, who.user.id));
  return who;
}

async function orgStaffOf(player: Player, status: 'active' | 'invited' | 'revoked') {
  const staff = await signIn(t, 'ORG_STAFF');
  const org = await createOrganization(t.db, { name: 'North Shore Club' });
  await t.db
    .insert(orgMembers)
    .values({ organizationId: org!.id, userId: staff.user.id, role: 'ORG_STAFF', acceptedAt: new Date() });
  await t.db.insert(orgSponsorships).values({ organizationId: org!.id, playerId: player.id, status });
  return staff;
}

describe("a minor's schedule details and game venues", () => {
  it('reach only the player, linked parents, admins, verified recruiters and staff of an active roster', async () => {
    const { owner, player } = await fullyFilled(15);
    const viewers: [string, string | undefined, boolean][] = [
      ['anonymous visitor', undefined, false],
      ['unverified PLAYER account', (await registerAndLogin(t.app)).cookie, false],
      ['unverified RECRUITER', (await unverified(await signIn(t, 'RECRUITER'))).cookie, false],
      ['verified RECRUITER', (await signIn(t, 'RECRUITER')).cookie, true],
      ['PARENT not linked', (await signIn(t, 'PARENT')).cookie, false],
      ['another verified PLAYER', (await signIn(t, 'PLAYER')).cookie, false],
      ['linked parent', (await linkedParent(t, player.id)).cookie, true],
      ['admin', (await signIn(t, 'ADMIN')).cookie, true],
      ['the player', owner.cookie, true],
      [
        'staff of an organization whose active roster holds the player',
        (await orgStaffOf(player, 'active')).cookie,
        true,
      ],
      [
        'staff of an organization that only invited the player',
        (await orgStaffOf(player, 'invited')).cookie,
        false,
      ],
    ];
    for (const [who, cookie, allowed] of viewers) {
      const { text, detailsHidden } = await readAll(player, cookie);
      expect(detailsHidden, who).toBe(!allowed);
      for (const secret of SECRETS) {
        if (allowed) expect(text, `${who} sees ${secret}`).toContain(secret);
        else expect(text, `${who} must not see ${secret}`).not.toContain(secret);
      }
    }
  });

  it('of an adult (17 and over) are shown to everyone', async () => {
    const { player } = await fullyFilled(17);
    for (const cookie of [undefined, (await registerAndLogin(t.app)).cookie]) {
      const { text, detailsHidden } = await readAll(player, cookie);
      expect(detailsHidden).toBe(false);
      for (const secret of SECRETS) expect(text).toContain(secret);
    }
  });
});
