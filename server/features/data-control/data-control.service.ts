import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { needsParentalConsent } from '#common/age.ts';
import type { DataControlMessage, PlayerExport } from '#common/contracts/data-control.ts';
import type { Db, Tx } from '#server/db/client.ts';
import {
  adminAudit,
  auditLogs,
  coParentInvitations,
  emailQueue,
  games,
  goalieGameStats,
  measurables,
  media,
  organizations,
  orgSponsorships,
  parentalApprovalRequests,
  playerCommitments,
  playerGoals,
  playerParents,
  playerScheduleEvents,
  players,
  playerTeamHistory,
  profileViews,
  seasonStats,
  skaterGameStats,
  teams,
  upcomingEvents,
  users,
  verificationEvidence,
} from '#server/db/schema/index.ts';
import { deleteMediaFiles, keyFromPublicPath } from '#server/features/media/index.ts';
import { playerMessagingExport } from '#server/features/messaging/index.ts';
import { countListItems, type PlayerRow, playerFullName } from '#server/features/players/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { Storage } from '#server/lib/storage/index.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { type FamilyPlayer, PLAYER_NOT_FOUND } from './family-access.ts';

/**
 * Families' control of their data (D062):
 * - a PARENT linked to a child may withdraw consent, remove a co-parent (or themself), export the child's
 *   data and delete the child's profile;
 * - an adult player (17+) may export and delete their own profile.
 * Who may act is the player:family policy's (family-access.ts): the routes hand the loaded player here.
 * Account deletion is account-deletion.ts's.
 */

export const CONSENT_MINORS_ONLY = 'Consent can only be withdrawn for a player under 17.';
export const NO_CONSENT_TO_WITHDRAW = 'This profile has no parental consent to withdraw.';
export const LAST_PARENT = 'A player must keep at least one parent.';

const lockPlayer = (tx: Tx, playerId: string) =>
  tx.select().from(players).where(eq(players.id, playerId)).for('update');

// ---------------------------------------------------------------------------------------------------------
// DELETE /api/players/{id}/parental-consent

/**
 * The profile goes back to draft (hidden from search, lists and public pages, decisions §1) and every
 * consent record of its parents is cleared; a pending approval link is voided. A parent gives consent
 * again the existing way (POST /api/players/{id}/parental-consent), or the teen asks again.
 */
export async function withdrawConsent(
  db: Db,
  user: AuthUser,
  { player: found }: FamilyPlayer,
  info: RequestInfo,
): Promise<DataControlMessage> {
  await db.transaction(async (tx) => {
    const [player] = await lockPlayer(tx, found.id);
    if (!player) throw notFound(PLAYER_NOT_FOUND);
    if (!needsParentalConsent(player)) throw new AppError('CONFLICT', CONSENT_MINORS_ONLY);
    const links = await tx.select().from(playerParents).where(eq(playerParents.playerId, player.id));
    if (!player.parentalConsentGiven && !links.some((l) => l.consentGiven)) {
      throw new AppError('CONFLICT', NO_CONSENT_TO_WITHDRAW);
    }
    // An admin's 'inactive' stays; a visible or pending profile returns to draft.
    const profileStatus = player.profileStatus === 'inactive' ? 'inactive' : 'draft';
    await tx
      .update(players)
      .set({ parentalConsentGiven: false, parentalConsentDate: null, profileStatus })
      .where(eq(players.id, player.id));
    await tx
      .update(playerParents)
      .set({ consentGiven: false, consentDate: null, consentIpAddress: null, consentParentName: null })
      .where(eq(playerParents.playerId, player.id));
    await tx
      .update(parentalApprovalRequests)
      .set({ status: 'expired' })
      .where(
        and(eq(parentalApprovalRequests.playerId, player.id), eq(parentalApprovalRequests.status, 'pending')),
      );
    await recordAudit(
      tx,
      {
        eventType: 'consent_withdrawn',
        userId: user.id,
        targetUserId: player.userId,
        targetType: 'player',
        targetId: player.id,
        metadata: { profileStatus: { from: player.profileStatus, to: profileStatus } },
      },
      info,
    );
  });
  return { message: 'Consent withdrawn. The profile is hidden until a parent gives consent again.' };
}

// ---------------------------------------------------------------------------------------------------------
// DELETE /api/players/{id}/parents/{parentUserId}

/**
 * A linked parent removes another parent or themself, never the last one. When the primary parent goes,
 * the longest-linked parent left becomes primary. The removed parent loses access at once.
 */
export async function removeParent(
  db: Db,
  user: AuthUser,
  { player: found }: FamilyPlayer,
  parentUserId: string,
  info: RequestInfo,
): Promise<DataControlMessage> {
  await db.transaction(async (tx) => {
    await lockPlayer(tx, found.id);
    const links = await tx
      .select()
      .from(playerParents)
      .where(eq(playerParents.playerId, found.id))
      .orderBy(asc(playerParents.createdAt), asc(playerParents.id));
    const target = links.find((l) => l.parentUserId === parentUserId);
    if (!target) throw notFound('Parent not found.');
    if (links.length <= 1) throw new AppError('CONFLICT', LAST_PARENT);
    await tx.delete(playerParents).where(eq(playerParents.id, target.id));
    const heir = links.find((l) => l.id !== target.id);
    if (target.isPrimary && heir) {
      await tx.update(playerParents).set({ isPrimary: true }).where(eq(playerParents.id, heir.id));
    }
    await recordAudit(
      tx,
      {
        eventType: 'parent_removed',
        userId: user.id,
        targetUserId: parentUserId,
        targetType: 'player',
        targetId: found.id,
        metadata: { self: parentUserId === user.id, wasPrimary: target.isPrimary },
      },
      info,
    );
  });
  return {
    message: parentUserId === user.id ? 'You are no longer a parent on this profile.' : 'Parent removed.',
  };
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/players/{id}/export

type Row = Record<string, unknown>;

/** The row without the named columns (ids of other people, secrets, derived search columns). */
function without<T extends Row>(row: T, keys: readonly string[]): Row {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));
}

const PROVENANCE = ['enteredByUserId', 'verifiedByUserId'] as const;

export async function exportPlayer(
  db: Db,
  user: AuthUser,
  { player }: FamilyPlayer,
  ctx: { appUrl: string; info: RequestInfo },
): Promise<{ data: PlayerExport; filename: string }> {
  const id = player.id;
  const byPlayer = <T extends { playerId: unknown }>(table: T) => eq(table.playerId as never, id);

  const [
    parentRows,
    historyRows,
    mediaRows,
    scheduleRows,
    gameRows,
    skaterRows,
    goalieRows,
    seasonRows,
    goalRows,
    measurableRows,
    upcomingRows,
    approvalRows,
    invitationRows,
    sponsorshipRows,
    evidenceRows,
    viewDays,
    messaging,
    commitmentRows,
  ] = await Promise.all([
    db
      .select({ link: playerParents, name: users.name, email: users.email })
      .from(playerParents)
      .innerJoin(users, eq(users.id, playerParents.parentUserId))
      .where(byPlayer(playerParents))
      .orderBy(asc(playerParents.createdAt)),
    db
      .select({ entry: playerTeamHistory, team: teams })
      .from(playerTeamHistory)
      .leftJoin(teams, eq(teams.id, playerTeamHistory.teamId))
      .where(byPlayer(playerTeamHistory)),
    db.select().from(media).where(byPlayer(media)).orderBy(asc(media.sortOrder)),
    db.select().from(playerScheduleEvents).where(byPlayer(playerScheduleEvents)),
    db.select().from(games).where(byPlayer(games)).orderBy(asc(games.gameDate)),
    db.select().from(skaterGameStats).where(byPlayer(skaterGameStats)),
    db.select().from(goalieGameStats).where(byPlayer(goalieGameStats)),
    db.select().from(seasonStats).where(byPlayer(seasonStats)),
    db.select().from(playerGoals).where(byPlayer(playerGoals)),
    db.select().from(measurables).where(byPlayer(measurables)),
    db.select().from(upcomingEvents).where(byPlayer(upcomingEvents)),
    db.select().from(parentalApprovalRequests).where(byPlayer(parentalApprovalRequests)),
    db.select().from(coParentInvitations).where(byPlayer(coParentInvitations)),
    db
      .select({ sponsorship: orgSponsorships, organization: organizations.name })
      .from(orgSponsorships)
      .innerJoin(organizations, eq(organizations.id, orgSponsorships.organizationId))
      .where(byPlayer(orgSponsorships)),
    db.select().from(verificationEvidence).where(byPlayer(verificationEvidence)),
    db
      .select({ viewedOn: profileViews.viewedOn, views: count() })
      .from(profileViews)
      .where(byPlayer(profileViews))
      .groupBy(profileViews.viewedOn)
      .orderBy(asc(profileViews.viewedOn)),
    playerMessagingExport(db, id, user.id),
    db.select().from(playerCommitments).where(byPlayer(playerCommitments)),
  ]);

  const data: PlayerExport = {
    exportedAt: new Date().toISOString(),
    format: 'rinkside-player-export/1',
    player: without(player, ['searchText', 'positionBits', 'importedByAdminId', 'importBatchId']),
    // Other parents' consent IP addresses are theirs, not the child's: only the exporter's own is kept.
    parents: parentRows.map(({ link, name, email }) => ({
      name,
      email,
      ...without(link, link.parentUserId === user.id ? ['id'] : ['id', 'consentIpAddress']),
    })),
    teamHistory: historyRows.map(({ entry, team }) => ({ ...entry, team })),
    media: mediaRows.map((m) => ({
      ...m,
      link: m.type === 'image' && keyFromPublicPath(m.url) ? `${ctx.appUrl}${m.url}` : m.url,
    })),
    schedule: scheduleRows,
    games: gameRows,
    skaterGameStats: skaterRows.map((r) => without(r, PROVENANCE)),
    goalieGameStats: goalieRows.map((r) => without(r, PROVENANCE)),
    seasonStats: seasonRows,
    goals: goalRows,
    measurables: measurableRows,
    upcomingEvents: upcomingRows,
    approvalRequests: approvalRows.map((r) => without(r, ['approvalToken'])),
    coParentInvitations: invitationRows.map((r) => without(r, ['invitationToken'])),
    sponsorships: sponsorshipRows.map(({ sponsorship, organization }) => ({ organization, ...sponsorship })),
    verificationEvidence: evidenceRows.map((r) => without(r, ['reviewedBy', 'notes'])),
    // The program the player committed to, if any.
    commitments: commitmentRows,
    // How many recruiter lists hold the player; never which lists, nor recruiters' notes.
    recruiterLists: { count: await countListItems(db, id) },
    profileViews: {
      total: viewDays.reduce((sum, d) => sum + d.views, 0),
      days: viewDays,
    },
    // The threads about the player the exporter takes part in, with every message (decisions D124).
    ...messaging,
  };
  await recordAudit(
    db,
    {
      eventType: 'player_exported',
      userId: user.id,
      targetUserId: player.userId,
      targetType: 'player',
      targetId: id,
    },
    ctx.info,
  );
  return { data, filename: `rinkside-${player.slug}-data.json` };
}

// ---------------------------------------------------------------------------------------------------------
// Deletion: one home for "every row about these players and these accounts"

/**
 * Deletes the players and everything about them inside the caller's transaction, and answers the
 * storage keys of their files (to delete after the commit). Rows that reference the player cascade
 * (parents' links, media, stats, schedule, goals, list items, recruiters' notes, profile views,
 * approval requests, invitations, sponsorships, evidence); audit rows that name it by id are deleted
 * here. Teams stay: they are shared and hold no one's personal data.
 */
export async function purgePlayers(tx: Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const images = await tx
    .select({ url: media.url })
    .from(media)
    .where(and(inArray(media.playerId, ids), eq(media.type, 'image')));
  const keys = images.map((r) => keyFromPublicPath(r.url)).filter((k): k is string => k !== null);
  const mentions = or(
    inArray(auditLogs.targetId, ids),
    ...ids.map((id) => sql`${auditLogs.metadata}::text like ${`%${id}%`}`),
  );
  await tx.delete(auditLogs).where(mentions);
  await tx.delete(adminAudit).where(inArray(adminAudit.targetId, ids));
  // Messages about the player (approval requests, co-parent invitations) name the child; an invitation
  // to several children at once lists them all (D266).
  await tx.delete(emailQueue).where(
    or(
      inArray(sql`${emailQueue.metadata}->>'playerId'`, ids),
      sql`${emailQueue.metadata}->'playerIds' ?| array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[]`,
    ),
  );
  await tx.delete(players).where(inArray(players.id, ids));
  return keys;
}

/**
 * Deletes accounts inside the caller's transaction: the user rows (sessions, tokens, subscriptions,
 * links and lists cascade), their audit trail (by id and by address), and their identity in other
 * players' view counts (the count stays, anonymous).
 */
export async function purgeAccounts(tx: Tx, accounts: { id: string; email: string }[]): Promise<void> {
  if (accounts.length === 0) return;
  const ids = accounts.map((a) => a.id);
  const emails = accounts.map((a) => a.email.toLowerCase());
  await tx
    .delete(auditLogs)
    .where(
      or(
        inArray(auditLogs.userId, ids),
        inArray(auditLogs.targetUserId, ids),
        inArray(sql`lower(${auditLogs.email})`, emails),
        ...ids.map((id) => sql`${auditLogs.metadata}::text like ${`%${id}%`}`),
      ),
    );
  await tx
    .update(profileViews)
    .set({ viewerUserId: null, viewerKey: sql`'deleted:' || gen_random_uuid()::text` })
    .where(inArray(profileViews.viewerUserId, ids));
  // Messages to the account's address (verification, password reset, invitations) name the person.
  await tx.delete(emailQueue).where(inArray(sql`lower(${emailQueue.to})`, emails));
  await tx.delete(users).where(inArray(users.id, ids));
}

/** The child's own (player) account goes with the profile when someone else deletes it (decisions). */
export async function ownAccountsOf(tx: Tx, list: PlayerRow[], except: string) {
  const ids = list.map((p) => p.userId).filter((id): id is string => id !== null && id !== except);
  if (ids.length === 0) return [];
  return tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids));
}

/** Removes files after the commit; one retry, then the failure is logged (the rows are gone either way). */
export async function removeFiles(storage: Storage, log: FastifyBaseLogger, keys: string[]) {
  const failed: string[] = [];
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch {
      failed.push(key);
    }
  }
  await deleteMediaFiles(storage, failed, log);
}

/** DELETE /api/players/{id} */
export async function deletePlayer(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  user: AuthUser,
  { player, as }: FamilyPlayer,
  info: RequestInfo,
): Promise<DataControlMessage> {
  const keys = await db.transaction(async (tx) => {
    const [locked] = await lockPlayer(tx, player.id);
    if (!locked) throw notFound(PLAYER_NOT_FOUND);
    const accounts = await ownAccountsOf(tx, [locked], user.id);
    const files = await purgePlayers(tx, [locked.id]);
    await purgeAccounts(tx, accounts);
    // No id (nothing can lead back to the erased rows), but a parent's own activity log names the child
    // it deleted (D264): the row is the parent's, shown only to that parent, and goes with their account.
    await recordAudit(
      tx,
      {
        eventType: 'player_deleted',
        userId: user.id,
        targetType: 'player',
        metadata: {
          by: as,
          playerAccountDeleted: accounts.length > 0,
          ...(as === 'parent' && { playerName: playerFullName(locked) }),
        },
      },
      info,
    );
    return files;
  });
  await removeFiles(storage, log, keys);
  return { message: 'The player profile and all its data have been deleted.' };
}
