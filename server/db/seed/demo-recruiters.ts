import { and, eq } from 'drizzle-orm';
import type { VerifiedProgram } from '#common/contracts/recruiters.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { ncaaPrograms, recruiters } from '#server/db/schema/index.ts';
import { createUser } from './factories.ts';

/**
 * The demo's recruiters as they really are. The demo recruiter coaches a Division I men's program
 * from the NCAA directory (a Division II school playing Division I hockey), verified; a USHL junior coach,
 * verified; and an applicant from a prep school waiting in the administrators' queue on /admin.
 */
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
    const row: typeof recruiters.$inferInsert = {
      userId: user.id,
      ...extra.program,
      title: extra.title,
      website: extra.website,
      verified: extra.verified,
      appliedAt: ago(extra.verified ? 90 : 2 + i),
      verifiedAt: extra.verified ? ago(88) : null,
    };
    await tx.insert(recruiters).values({ ...row, verifiedProgram: extra.verified ? snapshot(row) : null });
  }
}
