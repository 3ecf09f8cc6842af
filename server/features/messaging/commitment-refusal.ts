import { eq, inArray, sql } from 'drizzle-orm';
import {
  commitmentStopsRecruiter,
  committedElsewhereMessage,
  committedFamilyMessage,
  type RecruiterProgramRef,
} from '#common/commitment.ts';
import type { Commitment } from '#common/contracts/commitment.ts';
import { builtOnce } from '#server/db/built-once.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { playerCommitments } from '#server/db/schema/index.ts';
import { type ProgramThatApplies, programThatApplies } from '#server/features/recruiters/index.ts';

/**
 * D154: once a player commits to an NCAA program, recruiters of every other NCAA program
 * may not start a conversation about them or write in one they have (a signed aid agreement ends other
 * schools' recruiting); their threads stay readable. Recruiters of the same program and of programs outside
 * the NCAA are not affected. The program compared is the one whose rule applies to the recruiter (the verified
 * one while it exists, D149); the rule is commitmentStopsRecruiter (common/commitment.ts).
 */

export type CommitmentRefusal = { reason: 'committed_elsewhere'; message: string };

const COMMITMENT_COLUMNS = {
  playerId: playerCommitments.playerId,
  kind: playerCommitments.kind,
  programName: playerCommitments.programName,
  division: playerCommitments.division,
  programGender: playerCommitments.programGender,
  committedOn: playerCommitments.committedOn,
};

/** One player's commitment, built once per process (D364): every recruiter's message reads it. */
const commitmentStatement = builtOnce((db: DbOrTx) =>
  db
    .select(COMMITMENT_COLUMNS)
    .from(playerCommitments)
    .where(eq(playerCommitments.playerId, sql.placeholder('playerId')))
    .prepare(''),
);

async function recruiterProgram(
  db: DbOrTx,
  recruiterUserId: string,
  known?: ProgramThatApplies,
): Promise<RecruiterProgramRef> {
  const { program, orgName } = known ?? (await programThatApplies(db, recruiterUserId));
  // Only an NCAA program's division counts: junior, prep and club programs are never stopped (D154).
  if (program?.kind !== 'ncaa') return { division: null, programGender: null, orgName: null };
  return { division: program.division, programGender: program.programGender, orgName };
}

/**
 * Whether the player's commitment stops this recruiter, and the message to give: to the recruiter (starting
 * or writing), or to the family member who would start a thread with that recruiter. Null when it does not.
 */
export async function commitmentRefusal(
  db: DbOrTx,
  playerId: string,
  recruiterUserId: string,
  audience: 'recruiter' | 'family' = 'recruiter',
  /** The recruiter's program when the caller has read it already (a message's checks: D230). */
  known?: ProgramThatApplies,
): Promise<CommitmentRefusal | null> {
  const [[commitment], program] = await Promise.all([
    commitmentStatement(db, { playerId }),
    recruiterProgram(db, recruiterUserId, known),
  ]);
  if (!commitment || !commitmentStopsRecruiter(commitment, program)) return null;
  const message =
    audience === 'family' ? committedFamilyMessage(commitment) : committedElsewhereMessage(commitment);
  return { reason: 'committed_elsewhere', message };
}

/** The commitments of several players at once (the inbox: whether each recruiter's thread is read-only). */
export async function commitmentsOf(db: DbOrTx, playerIds: string[]): Promise<Map<string, Commitment>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db
    .select(COMMITMENT_COLUMNS)
    .from(playerCommitments)
    .where(inArray(playerCommitments.playerId, playerIds));
  return new Map(rows.map(({ playerId, ...c }) => [playerId, c]));
}

/** The inbox's refusal of a recruiter's thread about a committed player, or null (D154). */
export function threadCommitmentRefusal(
  commitment: Commitment | undefined,
  program: RecruiterProgramRef,
): string | null {
  return commitment && commitmentStopsRecruiter(commitment, program)
    ? committedElsewhereMessage(commitment)
    : null;
}
