import { eq } from 'drizzle-orm';
import type {
  RecruiterProfile,
  SharePlayerInput,
  UpdateRecruiterProfileInput,
} from '#common/contracts/messaging.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { recruiters } from '#server/db/schema/index.ts';
import { type PlayerRow, playerFullName } from '#server/features/players/index.ts';
import {
  PROGRAM_COLUMNS,
  type ProgramColumns,
  programChanged,
  resolveProgram,
} from '#server/features/recruiters/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { enqueueEmail } from '#server/lib/email/queue.ts';
import { sharePlayerEmail } from '#server/lib/email/templates.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import type { MessagingLimiter } from './messaging-limits.ts';
import { checkShareRecipient, isShareRefusal } from './share-recipient.ts';

/** The recruiter's own profile (program, title, evidence, verification). */
export async function recruiterProfileOf(db: DbOrTx, user: AuthUser): Promise<RecruiterProfile> {
  const [row] = await db.select().from(recruiters).where(eq(recruiters.userId, user.id));
  return {
    userId: user.id,
    name: user.name,
    orgName: row?.orgName ?? null,
    website: row?.website ?? null,
    programKind: row?.programKind ?? null,
    programLevel: row?.programLevel ?? null,
    ncaaProgramId: row?.ncaaProgramId ?? null,
    title: row?.title ?? null,
    division: row?.division ?? null,
    programGender: row?.programGender ?? null,
    verified: row?.verified ?? false,
    verifiedProgram: row?.verifiedProgram ?? null,
    rejectionReason: row?.rejectedAt ? row.rejectionReason : null,
    rejected: Boolean(row?.rejectedAt) && !row?.verified,
    emailVerified: user.emailVerified,
  };
}

const NO_PROGRAM: ProgramColumns = {
  programKind: null,
  programLevel: null,
  ncaaProgramId: null,
  orgName: null,
  division: null,
  programGender: null,
};

/**
 * The program after a PATCH: the stored one with what the caller sent. Division, side or name sent without
 * a directory row name a program "not listed" (an administrator checks it); a directory row gives its own.
 * The first recruiter profile (D111) named only a division and side: without a kind, that is an NCAA program.
 */
async function programAfter(
  db: DbOrTx,
  before: ProgramColumns,
  input: UpdateRecruiterProfileInput,
): Promise<ProgramColumns> {
  const sent = (key: keyof UpdateRecruiterProfileInput) => input[key] !== undefined;
  if (!PROGRAM_INPUTS.some(sent)) return before;
  let kind = sent('programKind') ? (input.programKind ?? null) : before.programKind;
  if (!kind && !sent('programKind') && (input.division || input.programGender)) kind = 'ncaa';
  const name = sent('orgName') ? (input.orgName ?? null) : before.orgName;
  // No kind: only the name is kept (the recruiter can message nobody until they name their program).
  if (!kind) return { ...NO_PROGRAM, orgName: name };
  const namesItself =
    sent('division') || sent('programGender') || sent('orgName') || kind !== before.programKind;
  const ncaaProgramId = sent('ncaaProgramId')
    ? (input.ncaaProgramId ?? null)
    : namesItself
      ? null
      : before.ncaaProgramId;
  return resolveProgram(db, {
    programKind: kind,
    ncaaProgramId,
    programName: name,
    programLevel: sent('programLevel') ? (input.programLevel ?? null) : before.programLevel,
    division: sent('division') ? (input.division ?? null) : before.division,
    programGender: sent('programGender') ? (input.programGender ?? null) : before.programGender,
  });
}

const PROGRAM_INPUTS = [
  'programKind',
  'programLevel',
  'ncaaProgramId',
  'orgName',
  'division',
  'programGender',
] as const satisfies readonly (keyof UpdateRecruiterProfileInput)[];

/**
 * PATCH /api/recruiters/me: the row is created on the first save. Changing the program (kind, level,
 * directory row, name, division or side) sends a verified recruiter back to verification, and the verified
 * program's rule keeps applying meanwhile: a change never loosens the rule. A refused
 * recruiter who corrects the program or the evidence is back in the administrators' queue.
 */
export async function updateRecruiterProfile(
  db: Db,
  user: AuthUser,
  input: UpdateRecruiterProfileInput,
  info: RequestInfo,
): Promise<RecruiterProfile> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(recruiters).where(eq(recruiters.userId, user.id)).for('update');
    const before: ProgramColumns = row
      ? {
          programKind: row.programKind,
          programLevel: row.programLevel,
          ncaaProgramId: row.ncaaProgramId,
          orgName: row.orgName,
          division: row.division,
          programGender: row.programGender,
        }
      : NO_PROGRAM;
    const after = await programAfter(tx, before, input);
    const set: Partial<typeof recruiters.$inferInsert> = {};
    for (const key of PROGRAM_COLUMNS) {
      if ((after[key] ?? null) !== (before[key] ?? null)) Object.assign(set, { [key]: after[key] });
    }
    for (const key of ['website', 'title'] as const) {
      const value = input[key];
      if (value !== undefined && value !== (row?.[key] ?? null)) set[key] = value;
    }
    const changed = Object.keys(set);
    if (changed.length === 0) return;
    const programMoved = programChanged(before, after);
    const sentBack = programMoved && Boolean(row?.verified);
    // A new program, or new evidence after a refusal: an application again, at the end of the queue.
    const reapplied = programMoved || (Boolean(row?.rejectedAt) && 'website' in set);
    if (reapplied && !row?.verified) Object.assign(set, { appliedAt: new Date(), rejectedAt: null });
    if (sentBack) Object.assign(set, { verified: false, appliedAt: new Date(), rejectedAt: null });
    await tx
      .insert(recruiters)
      .values({ userId: user.id, ...set })
      .onConflictDoUpdate({ target: recruiters.userId, set });
    await recordAudit(
      tx,
      {
        eventType: 'recruiter_profile_updated',
        userId: user.id,
        targetType: 'recruiter',
        targetId: user.id,
        changes: changed.filter((k) => k !== 'appliedAt' && k !== 'rejectedAt' && k !== 'verified'),
        metadata: sentBack ? { sentBackToVerification: true } : null,
      },
      info,
    );
  });
  return recruiterProfileOf(db, user);
}

export const SHARED_MESSAGE = 'Profile shared.';

/**
 * SHARE PLAYER: the public profile's link and the recruiter's note, to one address. The
 * player is one the recruiter may see (an active profile); the e-mail names the player as the public
 * profile does and nothing more. D131: never to the family or, for a minor's profile, to an
 * account under 18; the note only to a colleague (a recruiter or organization account), anyone else gets
 * the link alone. The route draws on the sender's e-mail limit (sendsEmail) besides the daily share limit.
 */
export async function sharePlayer(
  db: Db,
  opts: {
    user: AuthUser;
    player: PlayerRow;
    input: SharePlayerInput;
    appUrl: string;
    limiter: MessagingLimiter;
    info: RequestInfo;
  },
): Promise<{ message: string }> {
  const { user, player, input } = opts;
  // Reserved before the recipient check, and kept when it refuses: the refusal tells that an address is
  // a family's or a minor's, so asking it is limited like sending (D131).
  const reservation = await opts.limiter.share(user.id);
  try {
    const { email, keepNote } = await checkShareRecipient(db, player, input.email);
    const profile = await recruiterProfileOf(db, user);
    const note = keepNote ? (input.note ?? null) : null;
    await db.transaction(async (tx) => {
      // The player's id in the metadata: deleting the player deletes the e-mails that name them.
      await enqueueEmail(tx, {
        ...sharePlayerEmail({
          to: email,
          senderName: user.name,
          senderOrganization: profile.orgName,
          playerName: playerFullName(player),
          link: `${opts.appUrl}/player/${encodeURIComponent(player.slug)}`,
          note,
        }),
        metadata: { playerId: player.id },
      });
      await recordAudit(
        tx,
        {
          eventType: 'player_shared',
          userId: user.id,
          targetType: 'player',
          targetId: player.id,
          email,
          // Whether a note was written and whether it went: the note itself stays private to its author.
          metadata: { noteWritten: Boolean(input.note), noteSent: Boolean(note) },
        },
        opts.info,
      );
    });
    return { message: `${SHARED_MESSAGE} We emailed the link to ${email}.` };
  } catch (err) {
    if (!isShareRefusal(err)) await reservation.release();
    throw err;
  }
}
