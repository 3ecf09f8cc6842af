import { and, count, desc, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { needsParentalConsent } from '#common/age.ts';
import {
  type AddToRosterInputSchema,
  type FieldControl,
  MINOR_WITHOUT_PARENT,
  NO_ACCOUNT_TO_ANSWER,
  type RosterEntry,
  SPONSORSHIP_INVITATION_DAYS,
} from '#common/contracts/orgs.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { organizations, orgSponsorships, playerParents, players, users } from '#server/db/schema/index.ts';
import { findPlayerForView, type PlayerRow, playerFullName } from '#server/features/players/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { enqueueEmail } from '#server/lib/email/queue.ts';
import { sponsorshipInvitationEmail } from '#server/lib/email/templates.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { DAY_MS, generateToken, hashToken } from '#server/lib/tokens.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import type { OrgRow } from './org-access.ts';
import { toEntries } from './roster-list.ts';
import {
  fieldControlOf,
  grantedPartLabels,
  hasParentalConsent,
  isOpenInvitation,
  type SponsorshipRow,
} from './sponsorships.service.ts';

/**
 * The organization's side of sponsorships: the roster, adding a player found by search or
 * inviting an address, revoking, withdrawing an invitation by e-mail. Each invitation carries a fresh
 * single-use token (only its hash stored, decisions §3) that expires after SPONSORSHIP_INVITATION_DAYS;
 * inviting again refreshes it, which voids the older link.
 */

/** Open invitations per organization, so a roster cannot be used to send e-mail to arbitrary addresses in bulk. */
export const MAX_OPEN_SPONSORSHIP_INVITATIONS = 200;
export const ALREADY_ON_ROSTER = 'This player is already on your roster.';
export { MINOR_WITHOUT_PARENT, NO_ACCOUNT_TO_ANSWER };
export const MINOR_WITHOUT_CONSENT =
  'This player is under 17 and has no recorded parental consent yet. A parent must record consent before an organization can add them.';
export const NOT_ON_ROSTER = 'This player is not on your roster.';
export const INVITATION_NOT_FOUND = 'Invitation not found.';

type AddInput = z.output<typeof AddToRosterInputSchema>;

export interface InviteContext {
  appUrl: string;
  info: RequestInfo;
}

const invitationExpiry = (now: Date) => new Date(now.getTime() + SPONSORSHIP_INVITATION_DAYS * DAY_MS);

// ---------------------------------------------------------------------------------------------------------
// Inviting

/** Serializes the organization's invitations, so the open-invitation cap holds under concurrency. */
export async function lockOrganization(tx: DbOrTx, orgId: string) {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .for('no key update');
}

/** Open invitations of the organization, not counting the rows about to be refreshed. */
async function openInvitationCount(tx: DbOrTx, orgId: string, now: Date, except: string[] = []) {
  const [row] = await tx
    .select({ n: count() })
    .from(orgSponsorships)
    .where(
      and(
        eq(orgSponsorships.organizationId, orgId),
        eq(orgSponsorships.status, 'invited'),
        gt(orgSponsorships.expiresAt, now),
        ...(except.length ? [notInArray(orgSponsorships.id, except)] : []),
      ),
    );
  return row?.n ?? 0;
}

export async function assertRoomForInvitations(
  tx: DbOrTx,
  orgId: string,
  adding: number,
  now: Date,
  except: string[] = [],
) {
  const open = await openInvitationCount(tx, orgId, now, except);
  if (open + adding > MAX_OPEN_SPONSORSHIP_INVITATIONS) {
    throw new AppError(
      'LIMIT_REACHED',
      `An organization can have ${MAX_OPEN_SPONSORSHIP_INVITATIONS} open roster invitations (${open} now). Withdraw some or wait for answers before inviting more.`,
    );
  }
}

/** A fresh invitation's columns: new token (hash stored), new expiry, every answer cleared. */
function freshInvitation(user: AuthUser, fieldControl: FieldControl, token: string, now: Date) {
  return {
    status: 'invited' as const,
    fieldControl,
    token: hashToken(token),
    expiresAt: invitationExpiry(now),
    invitedByUserId: user.id,
    createdAt: now,
    startedAt: null,
    endedAt: null,
    endReason: null,
    respondedByUserId: null,
    respondedAt: null,
  };
}

/** Where a profile's invitation goes: the adult player's account, or every linked parent of a minor. */
async function recipientsOf(tx: DbOrTx, player: PlayerRow): Promise<string[]> {
  if (needsParentalConsent(player)) {
    if (!(await hasParentalConsent(tx, player))) throw new AppError('CONFLICT', MINOR_WITHOUT_CONSENT);
    const parents = await tx
      .select({ email: users.email })
      .from(playerParents)
      .innerJoin(users, eq(users.id, playerParents.parentUserId))
      .where(eq(playerParents.playerId, player.id))
      .orderBy(desc(playerParents.isPrimary), playerParents.createdAt);
    if (!parents.length) throw new AppError('CONFLICT', MINOR_WITHOUT_PARENT);
    return parents.map((p) => p.email.toLowerCase());
  }
  if (!player.userId) throw new AppError('CONFLICT', NO_ACCOUNT_TO_ANSWER);
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, player.userId));
  if (!account) throw new AppError('CONFLICT', NO_ACCOUNT_TO_ANSWER);
  return [account.email.toLowerCase()];
}

async function sendInvitation(
  tx: DbOrTx,
  org: OrgRow,
  user: AuthUser,
  row: SponsorshipRow,
  to: string[],
  player: PlayerRow | null,
  token: string,
  appUrl: string,
) {
  for (const address of to) {
    await enqueueEmail(tx, {
      ...sponsorshipInvitationEmail({
        to: address,
        organizationName: org.name,
        inviterName: user.name,
        playerName: player ? playerFullName(player) : null,
        parts: grantedPartLabels(fieldControlOf(row.fieldControl)),
        link: `${appUrl}/sponsorship-invite/${token}`,
        days: SPONSORSHIP_INVITATION_DAYS,
      }),
      // Deleting the player deletes the messages about it too (no row about a deleted child).
      metadata: { organizationId: org.id, sponsorshipId: row.id, ...(player && { playerId: player.id }) },
    });
  }
}

async function auditInvitation(
  tx: DbOrTx,
  user: AuthUser,
  org: OrgRow,
  row: SponsorshipRow,
  action: 'invited' | 'reinvited',
  info: RequestInfo,
) {
  await recordAudit(
    tx,
    {
      eventType: 'sponsorship_changed',
      userId: user.id,
      targetType: 'org_sponsorship',
      targetId: row.id,
      email: row.invitedEmail,
      metadata: {
        action,
        organizationId: org.id,
        playerId: row.playerId,
        fieldControl: fieldControlOf(row.fieldControl),
      },
    },
    info,
  );
}

/** Invites a profile found by search (the caller holds the roster scope). */
async function addPlayer(
  db: Db,
  user: AuthUser,
  org: OrgRow,
  input: { playerId: string; fieldControl: FieldControl },
  ctx: InviteContext,
): Promise<SponsorshipRow> {
  // Only a visible (active) profile can be found: anything else reads as absent.
  const { player: found } = await findPlayerForView(db, null, input.playerId);
  const token = generateToken();
  const now = new Date();
  return db.transaction(async (tx) => {
    await lockOrganization(tx, org.id);
    const [player] = await tx.select().from(players).where(eq(players.id, found.id)).for('share');
    if (player?.profileStatus !== 'active') throw notFound('Player not found.');
    const [existing] = await tx
      .select()
      .from(orgSponsorships)
      .where(and(eq(orgSponsorships.organizationId, org.id), eq(orgSponsorships.playerId, player.id)))
      .for('update');
    if (existing?.status === 'active') throw new AppError('CONFLICT', ALREADY_ON_ROSTER);
    const to = await recipientsOf(tx, player);
    await assertRoomForInvitations(tx, org.id, 1, now, existing ? [existing.id] : []);
    const values = {
      ...freshInvitation(user, input.fieldControl, token, now),
      invitedEmail: to[0]!,
      invitedName: null,
    };
    const [row] = existing
      ? await tx.update(orgSponsorships).set(values).where(eq(orgSponsorships.id, existing.id)).returning()
      : await tx
          .insert(orgSponsorships)
          .values({ organizationId: org.id, playerId: player.id, ...values })
          .returning();
    await sendInvitation(tx, org, user, row!, to, player, token, ctx.appUrl);
    await auditInvitation(tx, user, org, row!, existing ? 'reinvited' : 'invited', ctx.info);
    return row!;
  });
}

export interface EmailInvitation {
  email: string;
  name: string | null;
}

/**
 * Invites addresses (the family picks the profile when they accept), inside the caller's transaction:
 * one row per organization and address, refreshed on repeat. The organization must be locked.
 */
export async function inviteByEmail(
  tx: DbOrTx,
  user: AuthUser,
  org: OrgRow,
  invitations: EmailInvitation[],
  fieldControl: FieldControl,
  ctx: InviteContext,
  now = new Date(),
): Promise<SponsorshipRow[]> {
  const emails = invitations.map((i) => i.email.toLowerCase());
  const existing = emails.length
    ? await tx
        .select()
        .from(orgSponsorships)
        .where(
          and(
            eq(orgSponsorships.organizationId, org.id),
            isNull(orgSponsorships.playerId),
            inArray(orgSponsorships.invitedEmail, emails),
          ),
        )
        .for('update')
    : [];
  const byEmail = new Map(existing.map((r) => [r.invitedEmail!, r]));
  const refreshedOpen = existing.filter((r) => isOpenInvitation(r, now)).map((r) => r.id);
  await assertRoomForInvitations(tx, org.id, invitations.length, now, refreshedOpen);
  const saved: SponsorshipRow[] = [];
  for (const invitation of invitations) {
    const email = invitation.email.toLowerCase();
    const token = generateToken();
    const before = byEmail.get(email);
    const values = {
      ...freshInvitation(user, fieldControl, token, now),
      invitedEmail: email,
      invitedName: invitation.name ?? before?.invitedName ?? null,
    };
    const [row] = before
      ? await tx.update(orgSponsorships).set(values).where(eq(orgSponsorships.id, before.id)).returning()
      : await tx
          .insert(orgSponsorships)
          .values({ organizationId: org.id, playerId: null, ...values })
          .returning();
    await sendInvitation(tx, org, user, row!, [email], null, token, ctx.appUrl);
    await auditInvitation(tx, user, org, row!, before ? 'reinvited' : 'invited', ctx.info);
    saved.push(row!);
  }
  return saved;
}

/** POST /api/orgs/{orgId}/roster. */
export async function addToRoster(
  db: Db,
  user: AuthUser,
  org: OrgRow,
  input: AddInput,
  ctx: InviteContext,
): Promise<{ entry: RosterEntry; message: string }> {
  if ('playerId' in input) {
    const row = await addPlayer(db, user, org, input, ctx);
    const [entry] = await toEntries(db, [row]);
    return {
      entry: entry!,
      message: 'Invitation sent. The player joins the roster once the family accepts.',
    };
  }
  const [row] = await db.transaction(async (tx) => {
    await lockOrganization(tx, org.id);
    return inviteByEmail(
      tx,
      user,
      org,
      [{ email: input.email, name: input.name ?? null }],
      input.fieldControl,
      ctx,
    );
  });
  const [entry] = await toEntries(db, [row!]);
  return { entry: entry!, message: `Invitation sent to ${row!.invitedEmail}.` };
}

// ---------------------------------------------------------------------------------------------------------
// Ending

async function endByStaff(
  tx: DbOrTx,
  user: AuthUser,
  org: OrgRow,
  row: SponsorshipRow,
  action: 'revoked' | 'invitation_withdrawn',
  info: RequestInfo,
): Promise<SponsorshipRow> {
  const [updated] = await tx
    .update(orgSponsorships)
    .set({ status: 'revoked', endReason: 'revoked', endedAt: new Date(), token: null })
    .where(eq(orgSponsorships.id, row.id))
    .returning();
  await recordAudit(
    tx,
    {
      eventType: 'sponsorship_changed',
      userId: user.id,
      targetType: 'org_sponsorship',
      targetId: row.id,
      email: row.invitedEmail,
      metadata: { action, organizationId: org.id, playerId: row.playerId, previousStatus: row.status },
    },
    info,
  );
  return updated!;
}

/**
 * DELETE /api/orgs/{orgId}/roster/{playerId}: an active sponsorship or an invitation of the player ends
 * now (its link then reads as withdrawn); the organization's access through it ends with it.
 */
export async function revokeFromRoster(
  db: Db,
  user: AuthUser,
  org: OrgRow,
  playerId: string,
  info: RequestInfo,
): Promise<{ entry: RosterEntry; message: string }> {
  const row = await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(orgSponsorships)
      .where(and(eq(orgSponsorships.organizationId, org.id), eq(orgSponsorships.playerId, playerId)))
      .for('update');
    if (!found) throw notFound(NOT_ON_ROSTER);
    if (found.status !== 'active' && found.status !== 'invited') {
      throw new AppError('CONFLICT', 'This sponsorship has already ended.');
    }
    return endByStaff(tx, user, org, found, 'revoked', info);
  });
  const [entry] = await toEntries(db, [row]);
  return {
    entry: entry!,
    message: entry!.startedAt ? 'Sponsorship revoked.' : 'Invitation withdrawn.',
  };
}

/** DELETE /api/orgs/{orgId}/roster/invitations/{invitationId}: an invitation by e-mail no profile answered. */
export async function cancelEmailInvitation(
  db: Db,
  user: AuthUser,
  org: OrgRow,
  invitationId: string,
  info: RequestInfo,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(orgSponsorships)
      .where(
        and(
          eq(orgSponsorships.id, invitationId),
          eq(orgSponsorships.organizationId, org.id),
          isNull(orgSponsorships.playerId),
        ),
      )
      .for('update');
    if (!found) throw notFound(INVITATION_NOT_FOUND);
    if (found.status !== 'invited') throw new AppError('CONFLICT', 'This invitation has already ended.');
    await endByStaff(tx, user, org, found, 'invitation_withdrawn', info);
  });
}

/**
 * The addresses among `emails` the organization itself already invited: an open or active row invited at
 * that address. Never looked up among accounts (D132): whether an address is a rostered family's
 * account is not told; such a family learns it when answering the link (claimPlayerSlot).
 */
export async function addressesAlreadyInvited(
  db: DbOrTx,
  orgId: string,
  emails: string[],
  now = new Date(),
): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const invited = await db
    .select({ email: orgSponsorships.invitedEmail })
    .from(orgSponsorships)
    .where(
      and(
        eq(orgSponsorships.organizationId, orgId),
        sql`(${orgSponsorships.status} = 'active' or (${orgSponsorships.status} = 'invited' and ${orgSponsorships.expiresAt} > ${now}))`,
        inArray(orgSponsorships.invitedEmail, emails),
      ),
    );
  return new Set(invited.flatMap((r) => (r.email ? [r.email] : [])));
}
