import { and, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import { latestBirthForAge } from '#common/age.ts';
import { players } from '#server/db/schema/index.ts';

/**
 * Players who are `age` or older today by the month rule (decisions §4): the SQL twin of
 * common/age.ts ageOn, through latestBirthForAge (an unknown month reads December). The sitemap, link
 * previews and every filter on age use it, never a birth-year comparison alone.
 */
export function bornByAge(age: number, now: Date = new Date()): SQL {
  const latest = latestBirthForAge(age, now);
  return or(
    lt(players.birthYear, latest.year),
    and(eq(players.birthYear, latest.year), sql`coalesce(${players.birthMonth}, 12) <= ${latest.month}`),
  )!;
}
