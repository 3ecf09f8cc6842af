import { and, asc, eq, isNotNull, like, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CreateOrganizationInputSchema,
  MyOrganizationResponseSchema,
  Organization,
  UpdateOrganizationInputSchema,
} from '#common/contracts/orgs.ts';
import type { SearchResultPlayer } from '#common/contracts/search.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import {
  organizations,
  orgInvitations,
  orgMembers,
  orgSponsorships,
  players,
  teams,
  users,
} from '#server/db/schema/index.ts';
import { findUserByEmail } from '#server/features/auth/index.ts';
import {
  IS_ACTIVE_PLAYER,
  PLAYER_CARD_COLUMNS,
  slugify,
  toPlayerCard,
} from '#server/features/players/index.ts';
import { type RequestInfo, recordAdminAction, recordAudit } from '#server/lib/audit.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { notFound } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { ORG_NOT_FOUND, type OrgAccess, toMembership } from './org-access.ts';
import { assertMayJoin, issueOrgInvitation } from './org-invitations.service.ts';
import { toOrganizationDto } from './orgs.serializers.ts';

/**
 * Organizations (D089, decisions §9): an admin creates one and invites its owner; members read it and
 * its ORG_ADMINs edit its profile; anyone reads its public page by slug. The slug never changes, so
 * links to /org/{slug} stay valid when the name does.
 */

/** Paths of the organization area (/org/dashboard ...) that a slug must not shadow. */
export const RESERVED_ORG_SLUGS = ['dashboard', 'roster', 'settings', 'verification'] as const;
const FALLBACK_SLUG = 'organization';

/**
 * A free slug for a name: lower-case words joined by '-', accents stripped; then -2, -3 ... when taken or
 * reserved. The insert's unique index still guards a race (the caller retries).
 */
export async function findFreeOrgSlug(db: DbOrTx, name: string): Promise<string> {
  const base = slugify(name) || FALLBACK_SLUG;
  const rows = await db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(or(eq(organizations.slug, base), like(organizations.slug, `${base}-%`)));
  const taken = new Set<string>([...RESERVED_ORG_SLUGS, ...rows.map((r) => r.slug)]);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

type CreateInput = z.output<typeof CreateOrganizationInputSchema>;

/** POST /api/admin/organizations: the organization and its owner's invitation, in one transaction. */
export async function createOrganization(
  db: Db,
  admin: AuthUser,
  input: CreateInput,
  ctx: { appUrl: string; info: RequestInfo },
) {
  const ownerEmail = input.ownerEmail;
  await assertMayJoin(db, await findUserByEmail(db, ownerEmail), ownerEmail, null);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [org] = await tx
          .insert(organizations)
          .values({
            name: input.name,
            slug: await findFreeOrgSlug(tx, input.name),
            type: input.type,
            website: input.website ?? null,
            logoUrl: input.logoUrl ?? null,
          })
          .returning();
        await recordAdminAction(
          tx,
          {
            adminUserId: admin.id,
            action: 'create_organization',
            targetType: 'organization',
            targetId: org!.id,
            meta: { name: org!.name, slug: org!.slug, ownerEmail },
          },
          {
            eventType: 'org_created',
            targetType: 'organization',
            targetId: org!.id,
            email: ownerEmail,
            metadata: { name: org!.name, slug: org!.slug, type: org!.type },
          },
          ctx.info,
        );
        const invitation = await issueOrgInvitation(tx, {
          org: org!,
          inviter: admin,
          email: ownerEmail,
          role: 'ORG_ADMIN',
          scopes: [],
          asOwner: true,
          appUrl: ctx.appUrl,
          info: ctx.info,
        });
        return {
          organization: toOrganizationDto(org!),
          invitation: { email: invitation.email, expiresAt: invitation.expiresAt.toISOString() },
          message: `${org!.name} created. An invitation was sent to ${ownerEmail}.`,
        };
      });
    } catch (err) {
      // Two organizations of the same name at once: the second takes the next free slug.
      if (attempt < 3 && isUniqueViolation(err, 'organizations_slug_unique')) continue;
      throw err;
    }
  }
}

/** GET /api/admin/organizations: every organization with its owner, pending owner invitation and counts. */
export async function listOrganizations(db: DbOrTx) {
  const memberCount = sql<number>`(select count(*) from ${orgMembers}
    where ${orgMembers.organizationId} = ${organizations.id} and ${orgMembers.acceptedAt} is not null)`.mapWith(
    Number,
  );
  const activeRoster = sql<number>`(select count(*) from ${orgSponsorships}
    where ${orgSponsorships.organizationId} = ${organizations.id} and ${orgSponsorships.status} = 'active')`.mapWith(
    Number,
  );
  const pendingOwnerEmail = sql<string | null>`(select ${orgInvitations.email} from ${orgInvitations}
    where ${orgInvitations.organizationId} = ${organizations.id} and ${orgInvitations.asOwner}
      and ${orgInvitations.status} = 'pending'
    order by ${orgInvitations.createdAt} desc limit 1)`;
  const rows = await db
    .select({
      org: organizations,
      ownerName: users.name,
      ownerEmail: users.email,
      pendingOwnerEmail,
      members: memberCount,
      activeRoster,
    })
    .from(organizations)
    .leftJoin(users, eq(users.id, organizations.ownerUserId))
    .orderBy(asc(organizations.name), asc(organizations.createdAt));
  return {
    organizations: rows.map((r) => ({
      ...toOrganizationDto(r.org),
      ownerName: r.ownerName,
      ownerEmail: r.ownerEmail,
      // Once an owner has accepted, their invitation is history.
      pendingOwnerEmail: r.org.ownerUserId ? null : r.pendingOwnerEmail,
      members: r.members,
      activeRoster: r.activeRoster,
    })),
  };
}

/** GET /api/orgs/mine: the caller's accepted membership (one organization per account), else nulls. */
export async function findMyOrganization(
  db: DbOrTx,
  user: AuthUser,
): Promise<z.infer<typeof MyOrganizationResponseSchema>> {
  const [row] = await db
    .select({ org: organizations, member: orgMembers })
    .from(orgMembers)
    .innerJoin(organizations, eq(organizations.id, orgMembers.organizationId))
    .where(and(eq(orgMembers.userId, user.id), isNotNull(orgMembers.acceptedAt)))
    .orderBy(asc(orgMembers.acceptedAt))
    .limit(1);
  if (!row) return { organization: null, membership: null };
  return { organization: toOrganizationDto(row.org), membership: toMembership(row.org, row.member) };
}

export function organizationResponse({ org, member }: OrgAccess) {
  return { organization: toOrganizationDto(org), membership: toMembership(org, member) };
}

type UpdateInput = z.output<typeof UpdateOrganizationInputSchema>;
const EDITABLE = ['name', 'type', 'website', 'logoUrl', 'description', 'city', 'region'] as const;

/** PATCH /api/orgs/{orgId}: the fields sent change (null clears); the slug stays. */
export async function updateOrganization(
  db: Db,
  user: AuthUser,
  access: OrgAccess,
  input: UpdateInput,
  info: RequestInfo,
) {
  const { org } = access;
  const changes: Partial<Record<(typeof EDITABLE)[number], { from: unknown; to: unknown }>> = {};
  const set: Partial<typeof organizations.$inferInsert> = {};
  for (const key of EDITABLE) {
    const value = input[key];
    if (value === undefined || value === org[key]) continue;
    // The name and type are required: null leaves them as they are.
    if (value === null && (key === 'name' || key === 'type')) continue;
    Object.assign(set, { [key]: value });
    changes[key] = { from: org[key], to: value };
  }
  if (Object.keys(set).length === 0) return organizationResponse(access);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.update(organizations).set(set).where(eq(organizations.id, org.id)).returning();
    await recordAudit(
      tx,
      { eventType: 'org_updated', userId: user.id, targetType: 'organization', targetId: org.id, changes },
      info,
    );
    return row!;
  });
  return organizationResponse({ ...access, org: updated });
}

/** GET /api/orgs/by-slug/{slug}: the program and its active roster players whose profiles are visible. */
export async function findPublicOrganization(
  db: DbOrTx,
  slug: string,
): Promise<{ organization: Organization; roster: SearchResultPlayer[] }> {
  const [org] = await db.select().from(organizations).where(eq(organizations.slug, slug)).limit(1);
  if (!org) throw notFound(ORG_NOT_FOUND);
  // Decisions §1, §4: only active profiles exist publicly (a minor's is active only after consent).
  const rows = await db
    .select(PLAYER_CARD_COLUMNS)
    .from(orgSponsorships)
    .innerJoin(players, eq(players.id, orgSponsorships.playerId))
    .leftJoin(teams, eq(teams.id, players.currentTeamId))
    .where(
      and(eq(orgSponsorships.organizationId, org.id), eq(orgSponsorships.status, 'active'), IS_ACTIVE_PLAYER),
    )
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id));
  return { organization: toOrganizationDto(org), roster: rows.map(toPlayerCard) };
}
