import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { auditLogs, parentalApprovalRequests, players } from '#server/db/schema/index.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { birthYearForAge, ownedPlayer, type requester } from './players-kit.ts';
import { latestEmailToken, type TestApp, uniqueEmail } from './test-app.ts';

/** The approval-request steps the approvals API test files share, on the file's app `t`. */
export function approvalsKit(t: TestApp, api: ReturnType<typeof requester>) {
  /** A self-registered 15-year-old in draft, with an approval request sent to a fresh parent address. */
  async function teenWithRequest(opts: { parentEmail?: string } = {}) {
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(15),
      profileStatus: 'draft',
      firstName: 'Teen',
      lastName: 'Skater',
    });
    const parentEmail = opts.parentEmail ?? uniqueEmail('mom');
    const res = await api.call(contract.approvals.request, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { parentEmail },
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = await latestEmailToken(t.db, parentEmail, 'parental_approval');
    return { owner, player, parentEmail, token };
  }

  const requestRow = async (token: string) =>
    (
      await t.db
        .select()
        .from(parentalApprovalRequests)
        .where(eq(parentalApprovalRequests.approvalToken, hashToken(token)))
    )[0]!;

  const playerRow = async (id: string) => (await t.db.select().from(players).where(eq(players.id, id)))[0]!;

  const approvalAudits = (playerId: string) =>
    t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.targetId, playerId), sql`${auditLogs.metadata}->>'action' = 'parental_approval'`),
      );

  const expire = (token: string) =>
    t.db
      .update(parentalApprovalRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(parentalApprovalRequests.approvalToken, hashToken(token)));

  return { teenWithRequest, requestRow, playerRow, approvalAudits, expire };
}
