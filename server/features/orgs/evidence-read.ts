import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Evidence } from '#common/contracts/orgs.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { organizations, players, teams, users, verificationEvidence } from '#server/db/schema/index.ts';

/** Evidence as the verification answers show it: the row with the names it shows. */

const submitter = alias(users, 'submitter');
const reviewer = alias(users, 'reviewer');

/** The evidence read with the names it shows, filtered by `where`. */
export function selectEvidence(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      row: verificationEvidence,
      player: {
        id: players.id,
        slug: players.slug,
        firstName: players.firstName,
        lastName: players.lastName,
        birthYear: players.birthYear,
      },
      teamName: teams.name,
      submittedByName: submitter.name,
      reviewerName: reviewer.name,
      organizationName: organizations.name,
    })
    .from(verificationEvidence)
    .innerJoin(players, eq(players.id, verificationEvidence.playerId))
    .leftJoin(teams, eq(teams.id, players.currentTeamId))
    .leftJoin(submitter, eq(submitter.id, verificationEvidence.submittedByUserId))
    .leftJoin(reviewer, eq(reviewer.id, verificationEvidence.reviewedBy))
    .leftJoin(organizations, eq(organizations.id, verificationEvidence.reviewedByOrganizationId))
    .where(where);
}

type EvidenceRead = Awaited<ReturnType<typeof selectEvidence>>[number];

/** The screenshot is served by its own route, never as a /media file (evidence is private). */
export const screenshotPathOf = (evidenceId: string) => `/api/verification-evidence/${evidenceId}/screenshot`;

export function toEvidence(r: EvidenceRead): Evidence {
  const e = r.row;
  return {
    id: e.id,
    player: { ...r.player, currentTeamName: r.teamName },
    url: e.url,
    screenshotUrl: e.screenshotUrl ? screenshotPathOf(e.id) : null,
    status: e.status,
    submittedByName: r.submittedByName,
    createdAt: e.createdAt.toISOString(),
    reviewedAt: e.reviewedAt?.toISOString() ?? null,
    reviewerName: r.reviewerName,
    reviewedByOrganization: r.organizationName,
    notes: e.notes,
  };
}
