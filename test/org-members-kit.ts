import { eq } from 'drizzle-orm';
import type { OrgMemberRole, OrgScope } from '#common/enums.ts';
import { organizations, orgInvitations, orgMembers } from '#server/db/schema/index.ts';
import { createOrganization, type NewOrganization } from '#server/db/seed/factories.ts';
import { type SignedIn, signIn } from './players-kit.ts';
import type { TestApp } from './test-app.ts';

/** Helpers for the organization API tests: organizations with signed-in members of each kind. */

/** An accepted member of the organization, signed in. */
export async function addMember(
  t: TestApp,
  orgId: string,
  role: OrgMemberRole,
  scopes: OrgScope[] = [],
  name = role === 'ORG_ADMIN' ? 'Olive Orgadmin' : 'Stan Staff',
): Promise<SignedIn> {
  const signed = await signIn(t, role, name);
  await t.db
    .insert(orgMembers)
    .values({ organizationId: orgId, userId: signed.user.id, role, scopes, acceptedAt: new Date() });
  return signed;
}

export interface OrgWorld {
  org: typeof organizations.$inferSelect;
  /** The owner: an ORG_ADMIN member named by organizations.ownerUserId. */
  owner: SignedIn;
  /** Staff without any scope: sees the organization, manages nothing. */
  staff: SignedIn;
  /** Staff with the roster scope. */
  rosterStaff: SignedIn;
  /** Staff with the verification scope. */
  verifier: SignedIn;
}

/** An organization with an owner and three staff members (no scope, roster, verification). */
export async function orgWorld(t: TestApp, input: Partial<NewOrganization> = {}): Promise<OrgWorld> {
  const created = await createOrganization(t.db, input);
  const owner = await addMember(t, created.id, 'ORG_ADMIN', [], 'Olive Owner');
  const [org] = await t.db
    .update(organizations)
    .set({ ownerUserId: owner.user.id })
    .where(eq(organizations.id, created.id))
    .returning();
  return {
    org: org!,
    owner,
    staff: await addMember(t, created.id, 'ORG_STAFF', [], 'Sally Scopeless'),
    rosterStaff: await addMember(t, created.id, 'ORG_STAFF', ['roster'], 'Rita Roster'),
    verifier: await addMember(t, created.id, 'ORG_STAFF', ['verification'], 'Vic Verifier'),
  };
}

/** Moves an invitation's expiry into the past. */
export const expireOrgInvitation = (t: TestApp, id: string) =>
  t.db
    .update(orgInvitations)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(orgInvitations.id, id));
