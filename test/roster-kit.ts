import { and, desc, eq } from 'drizzle-orm';
import type { OrgScope } from '#common/enums.ts';
import { emailQueue, orgMembers, orgSponsorships } from '#server/db/schema/index.ts';
import { createOrganization, type Organization } from '#server/db/seed/factories.ts';
import { type SignedIn, signIn } from './players-kit.ts';
import type { TestApp } from './test-app.ts';

/** Helpers for the roster and sponsorship API tests (D090): organizations with members of each kind. */

/** A signed-in accepted member of the organization (users.role is the member role, as invitations set it). */
export async function orgMember(
  t: TestApp,
  org: Organization,
  role: 'ORG_ADMIN' | 'ORG_STAFF',
  scopes: OrgScope[] = [],
): Promise<SignedIn> {
  const member = await signIn(t, role, `${role === 'ORG_ADMIN' ? 'Owner' : 'Coach'} of ${org.name}`);
  await t.db
    .insert(orgMembers)
    .values({ organizationId: org.id, userId: member.user.id, role, scopes, acceptedAt: new Date() });
  return member;
}

export interface RosterOrg {
  org: Organization;
  /** ORG_ADMIN: every scope. */
  owner: SignedIn;
  /** ORG_STAFF with the roster scope. */
  rosterStaff: SignedIn;
  /** ORG_STAFF with the verification scope only. */
  verifier: SignedIn;
  /** An ORG_ADMIN of another organization. */
  outsider: SignedIn;
}

export async function rosterOrg(t: TestApp): Promise<RosterOrg> {
  const org = await createOrganization(t.db);
  const other = await createOrganization(t.db);
  return {
    org,
    owner: await orgMember(t, org, 'ORG_ADMIN'),
    rosterStaff: await orgMember(t, org, 'ORG_STAFF', ['roster']),
    verifier: await orgMember(t, org, 'ORG_STAFF', ['verification']),
    outsider: await orgMember(t, other, 'ORG_ADMIN'),
  };
}

/** The link token of the newest sponsorship invitation e-mailed to an address. */
export async function invitationToken(t: TestApp, to: string): Promise<string> {
  const [row] = await t.db
    .select({ body: emailQueue.body })
    .from(emailQueue)
    .where(and(eq(emailQueue.to, to.toLowerCase()), eq(emailQueue.emailType, 'sponsorship_invitation')))
    .orderBy(desc(emailQueue.createdAt))
    .limit(1);
  const token = row?.body.match(/\/sponsorship-invite\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no sponsorship invitation to ${to}`);
  return token;
}

/** The stored row of an organization's sponsorship of a player. */
export async function sponsorshipOf(t: TestApp, orgId: string, playerId: string) {
  const [row] = await t.db
    .select()
    .from(orgSponsorships)
    .where(and(eq(orgSponsorships.organizationId, orgId), eq(orgSponsorships.playerId, playerId)));
  return row;
}

/** An active sponsorship granting the parts, written directly (the flows are tested in roster.test.ts). */
export async function activeSponsorship(
  t: TestApp,
  orgId: string,
  playerId: string,
  fieldControl: Partial<Record<'teamHistory' | 'schedule' | 'stats', boolean>>,
) {
  const [row] = await t.db
    .insert(orgSponsorships)
    .values({ organizationId: orgId, playerId, status: 'active', fieldControl, startedAt: new Date() })
    .returning();
  return row!;
}
