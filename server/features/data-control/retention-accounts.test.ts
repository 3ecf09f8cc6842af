import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { RETENTION_DAYS, RETENTION_RULES } from '#common/retention.ts';
import {
  authTokens,
  coParentInvitations,
  emailQueue,
  orgInvitations,
  orgSponsorships,
  parentalApprovalRequests,
  sessions,
  users,
} from '#server/db/schema/index.ts';
import { createOrganization, createPlayer, createUser, linkParent } from '#server/db/seed/factories.ts';
import { retentionKit } from '#test/retention-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t } = withTestApp();

type IdTable =
  | typeof parentalApprovalRequests
  | typeof coParentInvitations
  | typeof orgInvitations
  | typeof orgSponsorships;
const { ago, hash, past, within, run, userExists, playerExists, unverifiedUser } = retentionKit(t);

/**
 * The data-retention job deletes what the schedule (common/retention.ts) says is past its
 * period and leaves everything within it, rule by rule, on both drivers; an administrator can run it at once.
 */

describe('the schedule the job applies', () => {
  it('has a period for every rule, and the route answers a count for each', () => {
    for (const rule of RETENTION_RULES) expect(RETENTION_DAYS[rule]).toBeGreaterThan(0);
    expect(Object.keys(contract.admin.runRetention.responses[200].shape.deleted.shape).sort()).toEqual(
      [...RETENTION_RULES].sort(),
    );
  });
});

describe('unverified accounts', () => {
  it('deletes an account never verified past its period with the profile it started, its sessions and mail', async () => {
    const user = await unverifiedUser(past('unverifiedAccounts'));
    const player = await createPlayer(t.db, { userId: user.id, profileStatus: 'draft' });
    await t.db.insert(sessions).values({ idHash: hash(), userId: user.id, expiresAt: ago(-20) });
    await t.db
      .insert(emailQueue)
      .values({ to: user.email, subject: 'Verify', body: 'link', emailType: 'email_verification' });
    const result = await run();
    expect(result.deleted.unverifiedAccounts).toBeGreaterThanOrEqual(1);
    expect(await userExists(user.id)).toBe(false);
    expect(await playerExists(player.id)).toBe(false);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(emailQueue).where(eq(emailQueue.to, user.email))).toEqual([]);
  });

  it('keeps an unverified account within its period', async () => {
    const user = await unverifiedUser(within('unverifiedAccounts'));
    await run();
    expect(await userExists(user.id)).toBe(true);
  });

  it('never deletes a verified account or its profile, however old', async () => {
    const user = await createUser(t.db, { emailVerified: true });
    await t.db
      .update(users)
      .set({ createdAt: ago(2000) })
      .where(eq(users.id, user.id));
    const player = await createPlayer(t.db, { userId: user.id });
    await run();
    expect(await userExists(user.id)).toBe(true);
    expect(await playerExists(player.id)).toBe(true);
  });

  it('keeps an unverified account someone else leans on: a parent, a child with a parent, an owner, an admin', async () => {
    const parent = await unverifiedUser(past('unverifiedAccounts'), 'PARENT');
    const child = await createPlayer(t.db, { profileStatus: 'draft' });
    await linkParent(t.db, { playerId: child.id, parentUserId: parent.id });

    const teen = await unverifiedUser(past('unverifiedAccounts'));
    const teenProfile = await createPlayer(t.db, { userId: teen.id, profileStatus: 'draft' });
    const verifiedParent = await createUser(t.db, { role: 'PARENT' });
    await linkParent(t.db, { playerId: teenProfile.id, parentUserId: verifiedParent.id });

    const owner = await unverifiedUser(past('unverifiedAccounts'), 'ORG_ADMIN');
    await createOrganization(t.db, { ownerUserId: owner.id });

    const admin = await unverifiedUser(past('unverifiedAccounts'), 'ADMIN');

    await run();
    for (const u of [parent, teen, owner, admin]) expect(await userExists(u.id)).toBe(true);
    expect(await playerExists(child.id)).toBe(true);
    expect(await playerExists(teenProfile.id)).toBe(true);
  });
});

describe('used and expired tokens', () => {
  it('deletes reset links used or expired past the period and keeps the rest', async () => {
    const user = await createUser(t.db);
    const [expiredLong, usedLong, recent, live] = await t.db
      .insert(authTokens)
      .values([
        {
          userId: user.id,
          purpose: 'password_reset',
          tokenHash: hash(),
          expiresAt: ago(past('expiredTokens')),
        },
        {
          userId: user.id,
          purpose: 'password_reset',
          tokenHash: hash(),
          expiresAt: ago(past('expiredTokens') - 0.9),
          usedAt: ago(past('expiredTokens')),
        },
        {
          userId: user.id,
          purpose: 'password_reset',
          tokenHash: hash(),
          expiresAt: ago(within('expiredTokens')),
        },
        { userId: user.id, purpose: 'password_reset', tokenHash: hash(), expiresAt: ago(-1) },
      ])
      .returning();
    await run();
    const left = await t.db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(eq(authTokens.userId, user.id));
    expect(left.map((r) => r.id).sort()).toEqual([recent!.id, live!.id].sort());
    expect(left.map((r) => r.id)).not.toContain(expiredLong!.id);
    expect(left.map((r) => r.id)).not.toContain(usedLong!.id);
  });

  it("clears a verified account's old verification hash, and keeps a recent one", async () => {
    const old = await createUser(t.db);
    const recent = await createUser(t.db);
    await t.db
      .update(users)
      .set({ emailVerificationToken: hash(), emailVerificationExpiry: ago(past('expiredTokens')) })
      .where(eq(users.id, old.id));
    await t.db
      .update(users)
      .set({ emailVerificationToken: hash(), emailVerificationExpiry: ago(within('expiredTokens')) })
      .where(eq(users.id, recent.id));
    await run();
    const rows = await t.db
      .select({ id: users.id, token: users.emailVerificationToken })
      .from(users)
      .where(inArray(users.id, [old.id, recent.id]));
    expect(rows.find((r) => r.id === old.id)!.token).toBeNull();
    expect(rows.find((r) => r.id === recent.id)!.token).not.toBeNull();
  });
});

describe('closed invitations', () => {
  it('deletes approval requests, co-parent, organization and roster invitations past the period', async () => {
    const player = await createPlayer(t.db);
    const inviter = await createUser(t.db, { role: 'PARENT' });
    const org = await createOrganization(t.db);
    const old = ago(past('closedInvitations'));
    const recent = ago(within('closedInvitations'));
    const approval = (expiresAt: Date, status: 'pending' | 'approved' = 'pending') => ({
      playerId: player.id,
      parentEmail: `${randomUUID()}@example.com`,
      approvalToken: hash(),
      expiresAt,
      status,
    });
    const [aOld, aRecent, aApproved] = await t.db
      .insert(parentalApprovalRequests)
      .values([approval(old), approval(recent), approval(old, 'approved')])
      .returning();
    const invitation = (expiresAt: Date) => ({
      playerId: player.id,
      invitedByParentId: inviter.id,
      invitedEmail: `${randomUUID()}@example.com`,
      invitationToken: hash(),
      expiresAt,
    });
    const [cOld, cRecent] = await t.db
      .insert(coParentInvitations)
      .values([invitation(old), invitation(recent)])
      .returning();
    const orgInvite = (expiresAt: Date) => ({
      organizationId: org.id,
      email: `${randomUUID()}@example.com`,
      role: 'ORG_STAFF' as const,
      token: hash(),
      expiresAt,
    });
    const [oOld, oRecent] = await t.db
      .insert(orgInvitations)
      .values([orgInvite(old), orgInvite(recent)])
      .returning();
    const roster = (expiresAt: Date) => ({
      organizationId: org.id,
      invitedEmail: `${randomUUID()}@example.com`,
      status: 'invited' as const,
      token: hash(),
      expiresAt,
    });
    const [sOld, sRecent, sActive] = await t.db
      .insert(orgSponsorships)
      .values([
        roster(old),
        roster(recent),
        { organizationId: org.id, playerId: player.id, status: 'active', startedAt: ago(900) },
      ])
      .returning();

    const result = await run();
    expect(result.deleted.closedInvitations).toBeGreaterThanOrEqual(4);
    const left = async (table: IdTable, list: { id: string }[]) =>
      (
        await t.db
          .select({ id: table.id })
          .from(table)
          .where(
            inArray(
              table.id,
              list.map((r) => r.id),
            ),
          )
      )
        .map((r) => r.id)
        .sort();
    expect(await left(parentalApprovalRequests, [aOld!, aRecent!, aApproved!])).toEqual(
      [aRecent!.id, aApproved!.id].sort(),
    );
    expect(await left(coParentInvitations, [cOld!, cRecent!])).toEqual([cRecent!.id]);
    expect(await left(orgInvitations, [oOld!, oRecent!])).toEqual([oRecent!.id]);
    expect(await left(orgSponsorships, [sOld!, sRecent!, sActive!])).toEqual(
      [sRecent!.id, sActive!.id].sort(),
    );
  });
});
