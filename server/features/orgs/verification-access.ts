import { and, eq, isNotNull } from 'drizzle-orm';
import { holdsPermission } from '#common/org-permissions.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { orgMembers, players, verificationEvidence } from '#server/db/schema/index.ts';
import { keyFromPublicPath } from '#server/features/media/index.ts';
import { canManagePlayer, type PlayerRow } from '#server/features/players/index.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { type OrgRow, rosteringOrgsOf } from './org-access.ts';

/**
 * Who reviews a player's verification (decisions §1): an admin, or staff holding the 'verification' scope;
 * who may see a screenshot. The loads of the evidence:review, evidence:screenshot and player:reviewer
 * policies (org-policies.ts, D277).
 */

export const EVIDENCE_NOT_FOUND = 'Evidence not found.';
export const NO_VERIFICATION_SCOPE = 'Your role does not include reviewing verification.';

/** The organizations where the user is an accepted member holding the 'verification' scope. */
async function verificationOrgIdsOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select()
    .from(orgMembers)
    .where(and(eq(orgMembers.userId, userId), isNotNull(orgMembers.acceptedAt)));
  return rows.filter((m) => holdsPermission(m, 'verification')).map((m) => m.organizationId);
}

/** A non-admin caller must hold the scope somewhere: otherwise 403, whatever they asked about. */
export async function requireVerificationScope(db: DbOrTx, user: AuthUser): Promise<string[]> {
  const orgIds = await verificationOrgIdsOf(db, user.id);
  if (orgIds.length === 0) throw new AppError('FORBIDDEN', NO_VERIFICATION_SCOPE);
  return orgIds;
}

/**
 * Refuses a caller who does not review this player: 403 for staff of an organization rostering the player
 * without the 'verification' scope (they know the player from their roster), 404 for anyone else, as if
 * there were no such evidence or game (another club's evidence is not told apart from none).
 */
export async function refuseNotReviewing(
  db: DbOrTx,
  user: AuthUser,
  player: Pick<PlayerRow, 'id' | 'profileStatus'>,
  notFoundMessage: string,
): Promise<never> {
  if (
    user.role !== 'ADMIN' &&
    player.profileStatus === 'active' &&
    (await rosteringOrgsOf(db, user.id, player.id, null)).length > 0
  ) {
    throw new AppError('FORBIDDEN', NO_VERIFICATION_SCOPE);
  }
  throw notFound(notFoundMessage);
}

/**
 * Whether the user reviews this player now: admin (organization null), or staff of an organization whose
 * active roster holds the active profile (that organization). Otherwise null: see refuseNotReviewing.
 */
export async function reviewingOrg(
  db: DbOrTx,
  user: AuthUser,
  player: Pick<PlayerRow, 'id' | 'profileStatus'>,
): Promise<{ org: OrgRow | null } | null> {
  if (user.role === 'ADMIN') return { org: null };
  if (player.profileStatus !== 'active') return null;
  const orgs = await rosteringOrgsOf(db, user.id, player.id, 'verification');
  if (orgs.length === 0) return null;
  // Several of the caller's organizations may roster the player: the record names one, always the same.
  const [org] = [...orgs].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { org: org! };
}

/**
 * The screenshot's storage key, for its family, an admin, or staff who may review it; anyone else 404
 * (as if there were no such evidence).
 */
export async function findScreenshotKey(db: DbOrTx, user: AuthUser, evidenceId: string): Promise<string> {
  const [found] = await db
    .select({ evidence: verificationEvidence, player: players })
    .from(verificationEvidence)
    .innerJoin(players, eq(players.id, verificationEvidence.playerId))
    .where(eq(verificationEvidence.id, evidenceId));
  const key = found?.evidence.screenshotUrl ? keyFromPublicPath(found.evidence.screenshotUrl) : null;
  if (!found || !key) throw notFound(EVIDENCE_NOT_FOUND);
  const allowed =
    (await canManagePlayer(db, user, found.player)) ||
    ((user.role === 'ORG_ADMIN' || user.role === 'ORG_STAFF') &&
      (await reviewingOrg(db, user, found.player)) !== null);
  if (!allowed) throw notFound(EVIDENCE_NOT_FOUND);
  return key;
}

/** A player the caller reviews now, and as which organization (null: an admin). */
export interface PlayerForReview {
  player: PlayerRow;
  reviewing: { org: OrgRow | null };
}

/** The player named in the path, for a reviewer of it (a game's attestation); else 404 or 403. */
export async function findPlayerForReview(
  db: DbOrTx,
  user: AuthUser,
  playerId: string,
): Promise<PlayerForReview> {
  const [player] = await db.select().from(players).where(eq(players.id, playerId));
  if (!player) throw notFound('Player not found.');
  const reviewing =
    (await reviewingOrg(db, user, player)) ??
    (await refuseNotReviewing(db, user, player, 'Player not found.'));
  return { player, reviewing };
}

/** Evidence the caller reviews, by its id, and as which organization. */
export interface EvidenceForReview {
  evidenceId: string;
  reviewing: { org: OrgRow | null };
}

/**
 * Evidence named in the path, for a reviewer of its player; else 404 or 403 (refuseNotReviewing). The
 * review locks and reads it again (verification.service.ts).
 */
export async function findEvidenceForReview(
  db: DbOrTx,
  user: AuthUser,
  evidenceId: string,
): Promise<EvidenceForReview> {
  const [found] = await db
    .select({ player: players })
    .from(verificationEvidence)
    .innerJoin(players, eq(players.id, verificationEvidence.playerId))
    .where(eq(verificationEvidence.id, evidenceId));
  if (!found) throw notFound(EVIDENCE_NOT_FOUND);
  const reviewing =
    (await reviewingOrg(db, user, found.player)) ??
    (await refuseNotReviewing(db, user, found.player, EVIDENCE_NOT_FOUND));
  return { evidenceId, reviewing };
}
