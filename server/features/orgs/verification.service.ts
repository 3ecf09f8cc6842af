import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isMinor } from '#common/age.ts';
import type { Evidence, SubmitEvidenceInputSchema } from '#common/contracts/orgs.ts';
import type { VERIFICATION_STATUSES } from '#common/enums.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import {
  games,
  goalieGameStats,
  organizations,
  orgSponsorships,
  playerParents,
  players,
  skaterGameStats,
  users,
  verificationEvidence,
} from '#server/db/schema/index.ts';
import { keyFromPublicPath, type PendingUploads } from '#server/features/media/index.ts';
import type { PlayerRow } from '#server/features/players/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { enqueueEmail } from '#server/lib/email/queue.ts';
import { verificationOutcomeEmail } from '#server/lib/email/templates.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { Storage } from '#server/lib/storage/index.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { selectEvidence, toEvidence } from './evidence-read.ts';
import {
  EVIDENCE_NOT_FOUND,
  type EvidenceForReview,
  type PlayerForReview,
  requireVerificationScope,
} from './verification-access.ts';

/**
 * Verification backed by team evidence. Who reviews: an admin, or staff holding the
 * 'verification' scope in an organization whose ACTIVE roster holds the player. Anyone else learns nothing
 * about the evidence (404), except a member who holds the scope nowhere: they are told so (403), which
 * says nothing about any player. A profile that is not active is reviewed by admins only (decisions §1).
 */

export const UPLOAD_FIRST = 'Upload the screenshot first';
export const EVIDENCE_PENDING = 'Your evidence is waiting for review.';
export const NO_STATS_TO_VERIFY = 'This game has no stats to verify.';
/** The review queue is a working list, not an archive: the oldest pending (or newest reviewed) first. */
export const QUEUE_LIMIT = 200;

type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

async function readEvidence(db: DbOrTx, id: string): Promise<Evidence> {
  const [row] = await selectEvidence(db, eq(verificationEvidence.id, id));
  if (!row) throw notFound(EVIDENCE_NOT_FOUND);
  return toEvidence(row);
}

// ---------------------------------------------------------------------------------------------------------
// The family's side

export interface SubmitDeps {
  db: Db;
  storage: Storage;
  uploads: PendingUploads;
  info: RequestInfo;
}

const uploadFirst = () =>
  new AppError('VALIDATION_ERROR', `screenshotPath: ${UPLOAD_FIRST}`, {
    issues: [{ path: 'screenshotPath', message: UPLOAD_FIRST }],
  });

/** Whether an uploaded file is really stored (its stream is not read). */
async function isStored(storage: Storage, key: string): Promise<boolean> {
  const stored = await storage.get(key);
  stored?.body.destroy();
  return Boolean(stored);
}

/**
 * The player, a linked parent or an admin sends evidence: a team roster link and/or a screenshot uploaded
 * through the media upload flow by the same account. One pending submission per player; a verified player
 * may send more (a new team).
 */
export async function submitEvidence(
  { db, storage, uploads, info }: SubmitDeps,
  user: AuthUser,
  player: PlayerRow,
  input: z.output<typeof SubmitEvidenceInputSchema>,
): Promise<Evidence> {
  const screenshotKey = input.screenshotPath ? keyFromPublicPath(input.screenshotPath) : null;
  if (input.screenshotPath && !screenshotKey) throw uploadFirst();

  const id = await db.transaction(async (tx) => {
    // Serializes submissions of one player, so two cannot both find no pending evidence.
    await tx.select({ id: players.id }).from(players).where(eq(players.id, player.id)).for('update');
    const [pending] = await tx
      .select({ id: verificationEvidence.id })
      .from(verificationEvidence)
      .where(and(eq(verificationEvidence.playerId, player.id), eq(verificationEvidence.status, 'pending')))
      .limit(1);
    if (pending) throw new AppError('CONFLICT', EVIDENCE_PENDING);

    if (screenshotKey) {
      // Only a file this account uploaded and nothing registered yet; claiming keeps the sweep off it.
      const claimed = await uploads.claim(screenshotKey, user.id, tx);
      if (!claimed || !(await isStored(storage, screenshotKey))) throw uploadFirst();
    }

    const [row] = await tx
      .insert(verificationEvidence)
      .values({
        playerId: player.id,
        url: input.url || null,
        screenshotUrl: input.screenshotPath ? input.screenshotPath : null,
        status: 'pending',
        submittedByUserId: user.id,
      })
      .returning({ id: verificationEvidence.id });
    // A profile turned down before reads as waiting again; a verified one stays verified.
    if (player.verificationStatus === 'rejected') {
      await tx.update(players).set({ verificationStatus: 'pending' }).where(eq(players.id, player.id));
    }
    await recordAudit(
      tx,
      {
        eventType: 'player_profile_updated',
        userId: user.id,
        targetType: 'player',
        targetId: player.id,
        metadata: { action: 'verification_evidence_submitted', evidenceId: row!.id },
      },
      info,
    );
    return row!.id;
  });
  return readEvidence(db, id);
}

/**
 * The player's submissions, newest first, with their outcomes and the reviewers' notes (kept from a minor's
 * own account: their parents read them, D131).
 */
export async function listPlayerEvidence(
  db: DbOrTx,
  reader: AuthUser,
  player: PlayerRow,
): Promise<Evidence[]> {
  const rows = await selectEvidence(db, eq(verificationEvidence.playerId, player.id)).orderBy(
    desc(verificationEvidence.createdAt),
  );
  const hideNotes = notesHiddenFrom(reader.id, player);
  return rows.map((row) => (hideNotes ? { ...toEvidence(row), notes: null } : toEvidence(row)));
}

// ---------------------------------------------------------------------------------------------------------
// The reviewers' side

/**
 * The review queue. An admin sees every submission; staff the submissions of active profiles on the
 * active roster of organizations where they hold 'verification'. Pending: oldest first (first come,
 * first served); reviewed: most recently reviewed first.
 */
export async function listEvidenceQueue(
  db: DbOrTx,
  user: AuthUser,
  status: VerificationStatus,
): Promise<Evidence[]> {
  const conditions: SQL[] = [eq(verificationEvidence.status, status)];
  if (user.role !== 'ADMIN') {
    const orgIds = await requireVerificationScope(db, user);
    const rostered = db
      .select({ playerId: orgSponsorships.playerId })
      .from(orgSponsorships)
      .where(and(inArray(orgSponsorships.organizationId, orgIds), eq(orgSponsorships.status, 'active')));
    conditions.push(eq(players.profileStatus, 'active'), inArray(verificationEvidence.playerId, rostered));
  }
  const order =
    status === 'pending'
      ? [asc(verificationEvidence.createdAt), asc(verificationEvidence.id)]
      : [
          desc(sql`coalesce(${verificationEvidence.reviewedAt}, ${verificationEvidence.createdAt})`),
          desc(verificationEvidence.id),
        ];
  const rows = await selectEvidence(db, and(...conditions))
    .orderBy(...order)
    .limit(QUEUE_LIMIT);
  return rows.map(toEvidence);
}

export interface ReviewDeps {
  db: Db;
  appUrl: string;
  info: RequestInfo;
}

/**
 * The addresses of the player's family: the player's own account and every linked parent. `own` marks the
 * player's: a minor's own address never gets a reviewer's notes (D131: no adult's free text reaches a minor
 * outside a conversation with the parents), only the outcome.
 */
async function familyAddresses(db: DbOrTx, player: PlayerRow): Promise<{ email: string; own: boolean }[]> {
  const parents = await db
    .select({ email: users.email })
    .from(playerParents)
    .innerJoin(users, eq(users.id, playerParents.parentUserId))
    .where(eq(playerParents.playerId, player.id));
  const own = player.userId
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, player.userId))
    : [];
  const byEmail = new Map<string, { email: string; own: boolean }>();
  for (const r of parents) byEmail.set(r.email, { email: r.email, own: false });
  for (const r of own) byEmail.set(r.email, { email: r.email, own: true });
  return [...byEmail.values()];
}

/** Whether the reviewer's notes are kept from this reader: the minor player themself (D131). */
function notesHiddenFrom(readerUserId: string, player: PlayerRow): boolean {
  return player.userId === readerUserId && isMinor(player);
}

/**
 * Approves or rejects pending evidence in one transaction: the evidence's outcome, the player's
 * verificationStatus (a rejection never takes a Verified badge away), the audit row and the family's
 * e-mails.
 */
export async function reviewEvidence(
  { db, appUrl, info }: ReviewDeps,
  user: AuthUser,
  { evidenceId, reviewing }: EvidenceForReview,
  decision: { approve: boolean; notes: string | null },
): Promise<Evidence> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ evidence: verificationEvidence, player: players })
      .from(verificationEvidence)
      .innerJoin(players, eq(players.id, verificationEvidence.playerId))
      .where(eq(verificationEvidence.id, evidenceId))
      .for('update');
    if (!found) throw notFound(EVIDENCE_NOT_FOUND);
    const { evidence, player } = found;
    if (evidence.status !== 'pending') {
      throw new AppError('CONFLICT', `This evidence was already ${evidence.status}.`);
    }

    const status: VerificationStatus = decision.approve ? 'verified' : 'rejected';
    const orgId = reviewing.org?.id ?? null;
    await tx
      .update(verificationEvidence)
      .set({
        status,
        reviewedBy: user.id,
        reviewedAt: new Date(),
        reviewedByOrganizationId: orgId,
        notes: decision.notes,
      })
      .where(eq(verificationEvidence.id, evidence.id));
    const playerStatus =
      decision.approve || player.verificationStatus === 'verified' ? 'verified' : 'rejected';
    if (playerStatus !== player.verificationStatus) {
      await tx.update(players).set({ verificationStatus: playerStatus }).where(eq(players.id, player.id));
    }
    await recordAudit(
      tx,
      {
        eventType: 'verification_reviewed',
        userId: user.id,
        targetUserId: player.userId,
        targetType: 'verification_evidence',
        targetId: evidence.id,
        changes: { status: { from: 'pending', to: status } },
        metadata: { playerId: player.id, organizationId: orgId, hasNotes: Boolean(decision.notes) },
      },
      info,
    );
    const link = `${appUrl}/player/${encodeURIComponent(player.slug)}`;
    for (const { email, own } of await familyAddresses(tx, player)) {
      await enqueueEmail(
        tx,
        verificationOutcomeEmail({
          to: email,
          playerName: `${player.firstName} ${player.lastName}`,
          approved: decision.approve,
          reviewerOrganization: reviewing.org?.name ?? null,
          notes: own && isMinor(player) ? null : decision.notes,
          link,
        }),
      );
    }
  });
  return readEvidence(db, evidenceId);
}

// ---------------------------------------------------------------------------------------------------------
// Attested game stats

export interface GameAttestation {
  gameId: string;
  verifiedStatus: 'verified';
  verifiedByOrganization: string | null;
  verifiedAt: string | null;
  message: string;
}

/**
 * Staff attest one game of a roster player: its skater and goalie lines become verified, naming the
 * attesting user and organization. A line already verified keeps its first attestation, so repeating the
 * call changes nothing.
 */
export async function verifyGame(
  { db, info }: Omit<ReviewDeps, 'appUrl'>,
  user: AuthUser,
  { player, reviewing }: PlayerForReview,
  gameId: string,
): Promise<GameAttestation> {
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.id, gameId), eq(games.playerId, player.id)));
  if (!game) throw notFound('Game not found.');

  return db.transaction(async (tx) => {
    const ofGame = <T extends typeof skaterGameStats | typeof goalieGameStats>(table: T) =>
      and(eq(table.gameId, game.id), eq(table.playerId, player.id));
    const lines = [
      ...(await tx.select().from(skaterGameStats).where(ofGame(skaterGameStats)).for('update')),
      ...(await tx.select().from(goalieGameStats).where(ofGame(goalieGameStats)).for('update')),
    ];
    if (lines.length === 0) throw new AppError('CONFLICT', NO_STATS_TO_VERIFY);

    const now = new Date();
    const attestation = {
      verifiedStatus: 'verified' as const,
      verifiedByUserId: user.id,
      verifiedAt: now,
      verifiedByOrganizationId: reviewing.org?.id ?? null,
    };
    const unverified = lines.filter((l) => l.verifiedStatus !== 'verified');
    if (unverified.length > 0) {
      for (const table of [skaterGameStats, goalieGameStats]) {
        await tx
          .update(table)
          .set(attestation)
          .where(and(ofGame(table), ne(table.verifiedStatus, 'verified')));
      }
      await recordAudit(
        tx,
        {
          eventType: 'game_stats_verified',
          userId: user.id,
          targetUserId: player.userId,
          targetType: 'game',
          targetId: game.id,
          metadata: { playerId: player.id, organizationId: attestation.verifiedByOrganizationId },
        },
        info,
      );
    }

    // What the game now shows: the first attestation of its lines.
    const first = lines
      .filter((l) => l.verifiedStatus === 'verified' && l.verifiedAt)
      .sort((a, b) => a.verifiedAt!.getTime() - b.verifiedAt!.getTime())[0];
    const orgId = first ? first.verifiedByOrganizationId : attestation.verifiedByOrganizationId;
    const [org] = orgId
      ? await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, orgId))
      : [];
    return {
      gameId: game.id,
      verifiedStatus: 'verified',
      verifiedByOrganization: org?.name ?? null,
      verifiedAt: (first?.verifiedAt ?? now).toISOString(),
      message: unverified.length > 0 ? 'Game stats verified.' : 'These game stats were already verified.',
    };
  });
}
