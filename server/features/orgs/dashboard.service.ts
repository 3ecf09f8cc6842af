import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { OrgDashboard } from '#common/contracts/orgs.ts';
import { holdsPermission } from '#common/org-permissions.ts';
import type { DbOrTx } from '#server/db/client.ts';
import {
  orgSponsorships,
  players,
  profileViews,
  recruiterListItems,
  verificationEvidence,
} from '#server/db/schema/index.ts';
import { profileStrengthsOf } from '#server/features/players/index.ts';
import { DAY_MS } from '#server/lib/tokens.ts';
import { type OrgAccess, toMembership } from './org-access.ts';
import { toOrganizationDto } from './orgs.serializers.ts';

/**
 * The organization dashboard's figures (issue 14 item 4), from the stored rows. Roster counts follow the
 * roster status rule (common/contracts/orgs.ts ROSTER_STATUSES): the stored status, but an invitation
 * past its expiry counts as expired, and one by e-mail that no profile has answered as pending.
 */

const VIEWS_WINDOW_DAYS = 30;

export async function orgDashboard(db: DbOrTx, access: OrgAccess): Promise<OrgDashboard> {
  const { org, member } = access;
  const now = new Date();
  const s = orgSponsorships;
  const lapsed = sql`(${s.status} = 'invited' and ${s.expiresAt} is not null and ${s.expiresAt} <= ${now.toISOString()}::timestamptz)`;
  const open = sql`(${s.status} = 'invited' and not ${lapsed})`;
  const countWhere = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const activeRoster = db
    .select({ id: s.playerId })
    .from(s)
    .where(and(eq(s.organizationId, org.id), eq(s.status, 'active')));
  // An admin looking in holds every permission; a member reads the queue only with the verification scope.
  const seesVerification = member === null || holdsPermission(member, 'verification');

  const [statusCounts, views, saves, pending, rosterPlayers] = await Promise.all([
    db
      .select({
        active: countWhere(sql`${s.status} = 'active'`),
        invited: countWhere(sql`${open} and ${s.playerId} is not null`),
        pending: countWhere(sql`${open} and ${s.playerId} is null`),
        expired: countWhere(sql`${s.status} = 'expired' or ${lapsed}`),
        revoked: countWhere(sql`${s.status} = 'revoked'`),
      })
      .from(s)
      .where(eq(s.organizationId, org.id)),
    db
      .select({ n: count() })
      .from(profileViews)
      .where(
        and(
          inArray(profileViews.playerId, activeRoster),
          gt(profileViews.createdAt, new Date(now.getTime() - VIEWS_WINDOW_DAYS * DAY_MS)),
        ),
      ),
    db
      .select({ n: count() })
      .from(recruiterListItems)
      .where(inArray(recruiterListItems.playerId, activeRoster)),
    seesVerification
      ? db
          .select({ n: count() })
          .from(verificationEvidence)
          .where(
            and(
              inArray(verificationEvidence.playerId, activeRoster),
              eq(verificationEvidence.status, 'pending'),
            ),
          )
      : Promise.resolve([{ n: 0 }]),
    db
      .select({ player: players })
      .from(s)
      .innerJoin(players, eq(players.id, s.playerId))
      .where(and(eq(s.organizationId, org.id), eq(s.status, 'active'))),
  ]);

  const strengths = await profileStrengthsOf(
    db,
    rosterPlayers.map((r) => r.player),
  );
  const percents = [...strengths.values()].map((p) => p.percent);
  const roster = statusCounts[0] ?? { active: 0, invited: 0, pending: 0, expired: 0, revoked: 0 };
  return {
    organization: toOrganizationDto(org),
    membership: toMembership(org, member),
    roster,
    profileViews30d: views[0]?.n ?? 0,
    listSaves: saves[0]?.n ?? 0,
    averageProfileStrength:
      percents.length === 0 ? null : Math.round(percents.reduce((a, b) => a + b, 0) / percents.length),
    pendingVerifications: pending[0]?.n ?? 0,
  };
}
