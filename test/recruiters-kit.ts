import { and, eq } from 'drizzle-orm';
import { ncaaPrograms, recruiters } from '#server/db/schema/index.ts';
import { snapshotOf } from '#server/features/recruiters/index.ts';
import type { TestApp } from './test-app.ts';

/**
 * An administrator's verification of a recruiter's program as it stands, without the admin
 * screen (the admin queue has its own tests): its rule applies and they may write to minors' families.
 */
export async function markRecruiterVerified(t: TestApp, userId: string): Promise<void> {
  const [row] = await t.db.select().from(recruiters).where(eq(recruiters.userId, userId));
  if (!row) throw new Error('The recruiter has no program to verify');
  await t.db
    .update(recruiters)
    .set({ verified: true, verifiedAt: new Date(), verifiedProgram: snapshotOf(row) })
    .where(eq(recruiters.userId, userId));
}

/** A directory program by school and side (seeded by the migration). */
export async function directoryProgram(t: TestApp, school: string, programGender: 'men' | 'women') {
  const [row] = await t.db
    .select()
    .from(ncaaPrograms)
    .where(and(eq(ncaaPrograms.school, school), eq(ncaaPrograms.programGender, programGender)));
  if (!row) throw new Error(`${school} ${programGender} is not in the directory`);
  return row;
}
