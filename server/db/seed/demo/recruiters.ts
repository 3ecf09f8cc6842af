import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { VerifiedProgram } from '#common/contracts/recruiters.ts';
import type { DbOrTx } from '#server/db/client.ts';
import {
  ncaaPrograms,
  recruiterListItems,
  recruiterLists,
  recruiterNotes,
  recruiters,
} from '#server/db/schema/index.ts';
import { NORTH_SHORE_CLUB } from '../demo-data.ts';
import { createUser, type NewPlayer } from '../factories.ts';
import type { DemoContext } from './shared.ts';

/**
 * The demo's recruiters as they really are. The demo recruiter coaches a Division I men's program
 * from the NCAA directory (a Division II school playing Division I hockey), verified; a USHL junior coach,
 * verified; a colleague on the demo recruiter's staff (lists are shared within a program, D321); and an
 * applicant from a prep school waiting in the administrators' queue on /admin.
 */
export const DEMO_RECRUITER_LIST_NAME = '2009 Forwards to Watch';
/** The list the demo recruiter saves the club's roster players to (its players all play for the club). */
export const DEMO_RECRUITER_CLUB_LIST_NAME = `${NORTH_SHORE_CLUB} prospects`;
export const DEMO_RECRUITER_SCHOOL = 'Minnesota State';
export const DEMO_EXTRA_RECRUITERS = [
  {
    email: 'junior.coach@rinkside.demo',
    name: 'Erik Lindqvist',
    title: 'Director of Scouting',
    program: { programKind: 'junior', programLevel: 'ushl', orgName: 'Prairie City Blizzard' },
    website: 'https://prairiecityblizzard.example/staff',
    verified: true,
  },
  // D321: a colleague of the demo recruiter's program, to share lists with (program null: the main one's).
  {
    email: 'assistant@rinkside.demo',
    name: 'Dana Kowalski',
    title: 'Associate Head Coach',
    program: null,
    website: 'https://msumavericks.example/staff',
    verified: true,
  },
  {
    email: 'applicant@rinkside.demo',
    name: 'Paige Donnelly',
    title: 'Head Coach, Girls Varsity',
    program: { programKind: 'prep_high_school', programLevel: 'prep', orgName: 'Harbor Hill Academy' },
    website: 'https://harborhill.example/athletics/hockey/staff',
    verified: false,
  },
] as const;

const DAY_MS = 86_400_000;

function snapshot(row: typeof recruiters.$inferInsert): VerifiedProgram {
  return {
    kind: row.programKind!,
    level: row.programLevel ?? null,
    division: row.division ?? null,
    programGender: row.programGender ?? null,
    ncaaProgramId: row.ncaaProgramId ?? null,
    name: row.orgName ?? null,
  };
}

export async function seedDemoRecruiters(
  tx: DbOrTx,
  ctx: { recruiterUserId: string; passwordHashes: readonly string[]; now: Date },
): Promise<void> {
  const ago = (days: number) => new Date(ctx.now.getTime() - days * DAY_MS);
  const [school] = await tx
    .select()
    .from(ncaaPrograms)
    .where(and(eq(ncaaPrograms.school, DEMO_RECRUITER_SCHOOL), eq(ncaaPrograms.programGender, 'men')));
  // A Division I men's program: the adults can be written to today, a minor from the NCAA date of his class
  // year (common/contact-rules.ts).
  const main: typeof recruiters.$inferInsert = {
    userId: ctx.recruiterUserId,
    verified: true,
    programKind: 'ncaa',
    ncaaProgramId: school?.id ?? null,
    orgName: school?.school ?? DEMO_RECRUITER_SCHOOL,
    division: school?.division ?? 'D1',
    programGender: 'men',
    title: 'Assistant Coach',
    website: 'https://msumavericks.example/staff',
    appliedAt: ago(200),
    verifiedAt: ago(195),
  };
  await tx.insert(recruiters).values({ ...main, verifiedProgram: snapshot(main) });
  for (const [i, extra] of DEMO_EXTRA_RECRUITERS.entries()) {
    const user = await createUser(tx, {
      email: extra.email,
      name: extra.name,
      role: 'RECRUITER',
      passwordHash: ctx.passwordHashes[i]!,
    });
    const program = extra.program ?? {
      programKind: main.programKind,
      ncaaProgramId: main.ncaaProgramId,
      orgName: main.orgName,
      division: main.division,
      programGender: main.programGender,
    };
    const row: typeof recruiters.$inferInsert = {
      userId: user.id,
      ...program,
      title: extra.title,
      website: extra.website,
      verified: extra.verified,
      appliedAt: ago(extra.verified ? 90 : 2 + i),
      verifiedAt: extra.verified ? ago(88) : null,
    };
    await tx.insert(recruiters).values({ ...row, verifiedProgram: extra.verified ? snapshot(row) : null });
  }
}

/**
 * The demo recruiter's list of four 2009-born forwards, a list for the club's players he saves from its
 * roster (orgs.ts), and a few private notes. Every list holds only what its name says (D270).
 */
export async function seedRecruiterLists(
  ctx: DemoContext,
  recruiterUserId: string,
  sample: { playerRows: readonly NewPlayer[]; demoPlayerId: string },
): Promise<{ forwardsListId: string; clubListId: string }> {
  const { tx, daysAgo } = ctx;
  const { playerRows, demoPlayerId: playerId } = sample;
  const forwards2009 = playerRows
    .filter(
      (p) =>
        p.birthYear === 2009 &&
        p.profileStatus === 'active' &&
        p.category === 'MALE' &&
        // Forwards only: a defenceman who also lists a wing is not one (D270).
        (p.positions ?? []).length > 0 &&
        (p.positions ?? []).every((pos) => pos === 'C' || pos === 'LW' || pos === 'RW'),
    )
    .slice(0, 4);
  const listId = randomUUID();
  const clubListId = randomUUID();
  await tx.insert(recruiterLists).values([
    { id: listId, ownerUserId: recruiterUserId, name: DEMO_RECRUITER_LIST_NAME, createdAt: daysAgo(40) },
    {
      id: clubListId,
      ownerUserId: recruiterUserId,
      name: DEMO_RECRUITER_CLUB_LIST_NAME,
      createdAt: daysAgo(7),
    },
  ]);
  await tx
    .insert(recruiterListItems)
    .values(
      forwards2009.map((p, i) => ({ listId, playerId: p.id!, sortOrder: i, addedAt: daysAgo(40 - i * 5) })),
    );
  const noteTargets = [forwards2009[0], forwards2009[1]].filter((p) => p !== undefined);
  await tx.insert(recruiterNotes).values([
    ...noteTargets.map((p, i) => ({
      recruiterUserId: recruiterUserId,
      playerId: p.id!,
      note: [
        'Excellent edge work and a quick release. Watch him again at the winter showcase.',
        'Competes hard below the goal line; needs to add strength. Ask his coach about academics.',
      ][i]!,
      createdAt: daysAgo(30 - i * 4),
      updatedAt: daysAgo(30 - i * 4),
    })),
    {
      recruiterUserId: recruiterUserId,
      playerId,
      note: 'Strong on faceoffs, good 200-foot game. Fits our need at center for next fall.',
      createdAt: daysAgo(8),
      updatedAt: daysAgo(8),
    },
  ]);

  return { forwardsListId: listId, clubListId };
}
