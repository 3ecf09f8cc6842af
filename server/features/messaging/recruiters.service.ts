import { eq } from 'drizzle-orm';
import type {
  RecruiterProfile,
  SharePlayerInput,
  UpdateRecruiterProfileInput,
} from '#common/contracts/messaging.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { recruiters } from '#server/db/schema/index.ts';
import { type PlayerRow, playerFullName } from '#server/features/players/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { enqueueEmail } from '#server/lib/email/queue.ts';
import { sharePlayerEmail } from '#server/lib/email/templates.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import type { MessagingLimiter } from './messaging-limits.ts';
import { checkShareRecipient, isShareRefusal } from './share-recipient.ts';

/** The recruiter's own profile (organization, website, the program's division and side). */
export async function recruiterProfileOf(db: DbOrTx, user: AuthUser): Promise<RecruiterProfile> {
  const [row] = await db.select().from(recruiters).where(eq(recruiters.userId, user.id));
  return {
    userId: user.id,
    name: user.name,
    orgName: row?.orgName ?? null,
    website: row?.website ?? null,
    division: row?.division ?? null,
    programGender: row?.programGender ?? null,
    verified: row?.verified ?? false,
    emailVerified: user.emailVerified,
  };
}

/** PATCH /api/recruiters/me: the row is created on the first save. */
export async function updateRecruiterProfile(
  db: Db,
  user: AuthUser,
  input: UpdateRecruiterProfileInput,
  info: RequestInfo,
): Promise<RecruiterProfile> {
  const before = await recruiterProfileOf(db, user);
  const set: UpdateRecruiterProfileInput = {};
  for (const key of ['orgName', 'website', 'division', 'programGender'] as const) {
    const value = input[key];
    if (value !== undefined && value !== before[key]) Object.assign(set, { [key]: value });
  }
  const changed = Object.keys(set);
  if (changed.length === 0) return before;
  await db.transaction(async (tx) => {
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
        changes: changed,
      },
      info,
    );
  });
  return recruiterProfileOf(db, user);
}

export const SHARED_MESSAGE = 'Profile shared.';

/**
 * SHARE PLAYER (issue 17 item 7): the public profile's link and the recruiter's note, to one address. The
 * player is one the recruiter may see (an active profile); the e-mail names the player as the public
 * profile does and nothing more. Issue 27 (D131): never to the family or, for a minor's profile, to an
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
  const reservation = opts.limiter.share(user.id);
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
    if (!isShareRefusal(err)) reservation.release();
    throw err;
  }
}
