import { and, count, eq, gt, inArray } from 'drizzle-orm';
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
import { rosterStatusOf } from './sponsorships.service.ts';

/**
 * The organization dashboard's figures (D093), from the stored rows. Roster counts follow the
 * roster status rule (common/contracts/orgs.ts ROSTER_STATUSES): the stored status, but an invitation
 * past its expiry counts as expired, and one by e-mail that no profile has answered as pending.
 */

const VIEWS_WINDOW_DAYS = 30;

export async function orgDashboard(db: DbOrTx, access: OrgAccess): Promise<OrgDashboard> {
  const { org, member } = access;
  const now = new Date();
  const s = orgSponsorships;
  const activeRoster = db
    .select({ id: s.playerId })
    .from(s)
    .where(and(eq(s.organizationId, org.id), eq(s.status, 'active')));
  // An admin looking in holds every permission; a member reads the queue only with the verification scope.
  const seesVerification = member === null || holdsPermission(member, 'verification');

  const [sponsorships, views, saves, pending, rosterPlayers] = await Promise.all([
    db
      .select({ status: s.status, expiresAt: s.expiresAt, playerId: s.playerId })
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
  // The roster status rule of the roster list itself (rosterStatusOf), so both screens count alike.
  const roster: OrgDashboard['roster'] = { active: 0, invited: 0, pending: 0, expired: 0, revoked: 0 };
  for (const row of sponsorships) roster[rosterStatusOf(row, now)] += 1;
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
