import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Colleague } from '#common/contracts/list-sharing.ts';
import type { VerifiedProgram } from '#common/contracts/recruiters.ts';
import { sameProgram } from '#common/same-program.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { recruiters, users } from '#server/db/schema/index.ts';

/**
 * Who is a colleague (D320): a recruiter account, not suspended, verified, whose verified program is the
 * same program (common/same-program.ts). Read at every use, so a colleague who leaves the program (a new
 * program waiting for verification keeps the old verified one until an administrator decides) or is
 * suspended stops seeing the lists shared with them.
 */
const ACTIVE_VERIFIED_RECRUITER = and(
  eq(users.role, 'RECRUITER'),
  eq(users.suspended, false),
  eq(recruiters.verified, true),
);

/** The verified program of an active, verified recruiter; null otherwise. */
export async function verifiedProgramOf(db: DbOrTx, userId: string): Promise<VerifiedProgram | null> {
  const [row] = await db
    .select({ program: recruiters.verifiedProgram })
    .from(recruiters)
    .innerJoin(users, eq(users.id, recruiters.userId))
    .where(and(eq(recruiters.userId, userId), ACTIVE_VERIFIED_RECRUITER))
    .limit(1);
  return row?.program ?? null;
}

/** Whether the two users are colleagues now (one read of both). */
export async function areColleagues(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ userId: recruiters.userId, program: recruiters.verifiedProgram })
    .from(recruiters)
    .innerJoin(users, eq(users.id, recruiters.userId))
    .where(and(inArray(recruiters.userId, [a, b]), ACTIVE_VERIFIED_RECRUITER));
  const of = (id: string) => rows.find((r) => r.userId === id)?.program ?? null;
  return a !== b && sameProgram(of(a), of(b));
}

/** The colleagues of a verified program (the owner excluded), by name. */
export async function colleaguesOf(
  db: DbOrTx,
  ownerUserId: string,
  program: VerifiedProgram,
): Promise<Colleague[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      title: recruiters.title,
      program: recruiters.verifiedProgram,
    })
    .from(recruiters)
    .innerJoin(users, eq(users.id, recruiters.userId))
    .where(
      and(
        ACTIVE_VERIFIED_RECRUITER,
        ne(users.id, ownerUserId),
        // Narrowed in SQL by the kind; sameProgram decides.
        sql`${recruiters.verifiedProgram}->>'kind' = ${program.kind}`,
      ),
    )
    .orderBy(users.name, users.id);
  return rows
    .filter((r) => sameProgram(program, r.program))
    .map(({ userId, name, email, title }) => ({ userId, name, email, title }));
}
