import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import {
  auditLogs,
  games,
  measurables,
  media,
  orgSponsorships,
  playerGoals,
  playerParents,
  playerRatings,
  playerScheduleEvents,
  players,
  profileViews,
  recruiterListItems,
  recruiterLists,
  recruiterNotes,
  seasonStats,
  skaterGameStats,
  upcomingEvents,
  verificationEvidence,
} from '#server/db/schema/index.ts';
import { createOrganization, createPlayer, createTeam } from '#server/db/seed/factories.ts';
import { createDiskStorage } from '#server/lib/storage/index.ts';
import { databaseText } from './parents-kit.ts';
import { birthYearForAge, isoDay, linkedParent, type SignedIn, signIn } from './players-kit.ts';
import { uniqueEmail } from './test-app.ts';
import { withTestApp } from './with-test-app.ts';

/**
 * The setup of a data-control API test file: the app on the file's own database with media on a temporary
 * disk (removed afterwards), and the steps the consent, export and deletion tests share.
 */
export function dataControlApp() {
  const mediaRoot = mkdtempSync(join(tmpdir(), 'rinkside-data-control-'));
  const mediaDir = join(mediaRoot, 'media');
  const storage = createDiskStorage(mediaDir);
  const { t, api } = withTestApp({ storage });
  afterAll(() => rmSync(mediaRoot, { recursive: true, force: true }));

  let nameCounter = 0;
  /** Names no other row of the test database holds, so a scan for them proves they are gone. */
  const uniqueName = (base: string) => `${base}${Date.now().toString(36)}x${++nameCounter}`;

  const playerRow = async (id: string) => (await t.db.select().from(players).where(eq(players.id, id)))[0];
  const auditsOf = (
    eventType: 'consent_withdrawn' | 'parent_removed' | 'player_exported',
    playerId: string,
  ) =>
    t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, eventType), eq(auditLogs.targetId, playerId)));

  /** A 14-year-old with consent from one linked parent: active and visible to recruiters. */
  async function consentedChild(firstName = uniqueName('Kid')) {
    const player = await createPlayer(t.db, {
      firstName,
      lastName: uniqueName('Family'),
      birthYear: birthYearForAge(14),
      profileStatus: 'draft',
      parentalConsentRequired: true,
    });
    const parent = await linkedParent(t, player.id);
    const consent = await api.call(contract.parents.giveConsent, {
      params: { id: player.id },
      cookie: parent.cookie,
      body: { parentName: 'Pat Parent', consentGiven: true },
    });
    expect(consent.statusCode, consent.body).toBe(200);
    return { player: (await playerRow(player.id))!, parent };
  }

  /** A second parent linked to the player (not primary). */
  async function coParent(playerId: string): Promise<SignedIn> {
    const other = await signIn(t, 'PARENT');
    await t.db.insert(playerParents).values({ playerId, parentUserId: other.user.id, isPrimary: false });
    return other;
  }

  async function recruiterWithListItem(playerId: string) {
    const recruiter = await signIn(t, 'RECRUITER');
    const [list] = await t.db
      .insert(recruiterLists)
      .values({ ownerUserId: recruiter.user.id, name: 'Secret Shortlist Zeta' })
      .returning();
    await t.db.insert(recruiterListItems).values({ listId: list!.id, playerId });
    await t.db
      .insert(recruiterNotes)
      .values({ recruiterUserId: recruiter.user.id, playerId, note: 'Private scouting note Omega' });
    await t.db.insert(playerRatings).values({ recruiterUserId: recruiter.user.id, playerId, overall: 4 });
    return { recruiter, listId: list!.id };
  }

  /** A child with a row in every table that can hold one, a stored image, and an approval request. */
  async function childWithEverything(opts: { ownAccount?: boolean } = {}) {
    const firstName = uniqueName('Zed');
    const lastName = uniqueName('Quill');
    const owner = opts.ownAccount ? await signIn(t, 'PLAYER', `${firstName} ${lastName}`) : null;
    const player = await createPlayer(t.db, {
      userId: owner?.user.id ?? null,
      firstName,
      lastName,
      slug: `${firstName}-${lastName}`.toLowerCase(),
      birthYear: birthYearForAge(15),
      profileStatus: 'draft',
      parentalConsentRequired: true,
    });
    const parent = await linkedParent(t, player.id);
    const key = randomBytes(16).toString('hex');
    await storage.put(`${key}.webp`, Buffer.from('image bytes'), 'image/webp');
    await t.db.insert(media).values({ playerId: player.id, type: 'image', url: `/media/${key}.webp` });
    const team = await createTeam(t.db);
    const [game] = await t.db
      .insert(games)
      .values({ playerId: player.id, gameDate: isoDay(-3), opponent: 'Rivals', teamId: team.id })
      .returning();
    await t.db.insert(skaterGameStats).values({ gameId: game!.id, playerId: player.id, goals: 2 });
    await t.db.insert(seasonStats).values({ playerId: player.id, season: '2025-26' } as never);
    await t.db.insert(measurables).values({ playerId: player.id });
    await t.db.insert(upcomingEvents).values({ playerId: player.id, date: isoDay(5), eventName: 'Showcase' });
    await t.db.insert(playerGoals).values({ playerId: player.id, type: 'career', goal: 'Make varsity' });
    await t.db
      .insert(playerScheduleEvents)
      .values({ playerId: player.id, eventDate: isoDay(2), rinkName: 'North Rink' });
    await t.db
      .insert(verificationEvidence)
      .values({ playerId: player.id, url: 'https://example.com/roster' });
    // A commitment, set through the API so its audit rows name the player too.
    const committed = await api.call(contract.commitments.set, {
      params: { id: player.id },
      cookie: parent.cookie,
      body: {
        kind: 'ncaa',
        programName: 'Boston College',
        division: 'D1',
        programGender: 'men',
        committedOn: isoDay(-1),
      },
    });
    expect(committed.statusCode, committed.body).toBe(200);
    const org = await createOrganization(t.db, { name: 'Club North' });
    await t.db.insert(orgSponsorships).values({ organizationId: org!.id, playerId: player.id });
    await recruiterWithListItem(player.id);
    await t.db
      .insert(profileViews)
      .values({ playerId: player.id, viewerRole: 'anonymous', viewerKey: 'a:abc', viewedOn: isoDay(0) });
    const ask = await api.call(contract.approvals.request, {
      params: { id: player.id },
      cookie: parent.cookie,
      body: { parentEmail: uniqueEmail('dad') },
    });
    expect(ask.statusCode, ask.body).toBe(200);
    await api.call(contract.coParents.invite, {
      params: { id: player.id },
      cookie: parent.cookie,
      body: { email: uniqueEmail('aunt') },
    });
    return { player, parent, owner, file: `${key}.webp` };
  }

  /**
   * A recruiter's thread about the player, started by the parent (the family may write first, decisions D112),
   * with the recruiter's answer and the parent's report of it.
   */
  async function conversationAbout(playerId: string, parent: SignedIn, recruiterName = 'Robin Recruiter') {
    const recruiter = await signIn(t, 'RECRUITER', recruiterName);
    // A Division III program: no NCAA date keeps it from answering (D112).
    const program = await api.call(contract.messaging.recruiterProfile.update, {
      cookie: recruiter.cookie,
      body: { orgName: 'State College', division: 'D3', programGender: 'women' },
    });
    expect(program.statusCode, program.body).toBe(200);
    const secret = uniqueName('SECRET');
    const started = await api.call(contract.messaging.conversations.start, {
      cookie: parent.cookie,
      body: { playerId, recruiterEmail: recruiter.user.email, body: `${secret}-1 from the family` },
    });
    expect(started.statusCode, started.body).toBe(201);
    const conversationId: string = started.json().conversation.id;
    const answer = await api.call(contract.messaging.conversations.send, {
      params: { id: conversationId },
      cookie: recruiter.cookie,
      body: { body: `${secret}-2 from the recruiter` },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const report = await api.call(contract.messaging.conversations.report, {
      params: { id: conversationId },
      cookie: parent.cookie,
      body: { reason: 'Pushy reply', messageId: answer.json().message.id },
    });
    expect(report.statusCode, report.body).toBe(201);
    return { recruiter, conversationId, reportId: report.json().report.id as string, secret };
  }

  /**
   * The one trace a deletion keeps is the name in the deleting parent's own activity row (D264): it is
   * checked, then set aside, and nothing else may name the player.
   */
  async function setAsideKeptName(player: { firstName: string; lastName: string }) {
    const kept = await t.db
      .select()
      .from(auditLogs)
      .where(
        sql`${auditLogs.eventType} = 'player_deleted' and ${auditLogs.metadata}->>'playerName' = ${`${player.firstName} ${player.lastName}`}`,
      );
    expect(kept.length).toBeLessThanOrEqual(1);
    for (const row of kept) await t.db.delete(auditLogs).where(eq(auditLogs.id, row.id));
  }

  async function expectNothingLeft(
    player: { id: string; slug: string; firstName: string; lastName: string },
    file: string,
  ) {
    await setAsideKeptName(player);
    const dump = await databaseText(t, { withEmailQueue: true });
    for (const trace of [player.id, player.slug, player.firstName, player.lastName]) {
      expect(dump.includes(trace), `"${trace}" is still in the database`).toBe(false);
    }
    expect(readdirSync(mediaDir)).not.toContain(file);
  }

  return {
    t,
    api,
    uniqueName,
    playerRow,
    auditsOf,
    consentedChild,
    coParent,
    recruiterWithListItem,
    childWithEverything,
    conversationAbout,
    setAsideKeptName,
    expectNothingLeft,
    mediaDir,
    storage,
  };
}
