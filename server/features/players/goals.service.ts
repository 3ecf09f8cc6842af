import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { GoalInputSchema, GoalPatchSchema, GoalSchema } from '#common/contracts/players.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { playerGoals } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { patchSet } from '#server/lib/patch.ts';
import { toGoalDto } from './players.serializers.ts';

type Goal = z.infer<typeof GoalSchema>;
const GOAL_NOT_FOUND = 'Goal not found.';

/** Managers see every goal; everyone else only the ones flagged public (spec 2 §2). */
export async function listGoals(
  db: DbOrTx,
  playerId: string,
  opts: { includePrivate: boolean },
): Promise<Goal[]> {
  const rows = await db
    .select()
    .from(playerGoals)
    .where(
      opts.includePrivate
        ? eq(playerGoals.playerId, playerId)
        : and(eq(playerGoals.playerId, playerId), eq(playerGoals.isPublic, true)),
    )
    .orderBy(asc(playerGoals.createdAt), asc(playerGoals.id));
  return rows.map(toGoalDto);
}

/** Goals are created private unless the request says otherwise. */
export async function addGoal(
  db: DbOrTx,
  playerId: string,
  input: z.output<typeof GoalInputSchema>,
): Promise<Goal> {
  const [row] = await db
    .insert(playerGoals)
    .values({ playerId, goal: input.goal, type: input.type, isPublic: input.isPublic })
    .returning();
  return toGoalDto(row!);
}

/** An empty patch (isPublic left out) answers the goal as it is. */
export async function updateGoal(
  db: DbOrTx,
  playerId: string,
  goalId: string,
  patch: z.output<typeof GoalPatchSchema>,
): Promise<Goal> {
  const ofPlayer = and(eq(playerGoals.id, goalId), eq(playerGoals.playerId, playerId));
  const set = patchSet({ isPublic: patch.isPublic });
  const [row] = set
    ? await db.update(playerGoals).set(set).where(ofPlayer).returning()
    : await db.select().from(playerGoals).where(ofPlayer).limit(1);
  if (!row) throw notFound(GOAL_NOT_FOUND);
  return toGoalDto(row);
}

export async function deleteGoal(db: DbOrTx, playerId: string, goalId: string): Promise<void> {
  const [row] = await db
    .delete(playerGoals)
    .where(and(eq(playerGoals.id, goalId), eq(playerGoals.playerId, playerId)))
    .returning({ id: playerGoals.id });
  if (!row) throw notFound(GOAL_NOT_FOUND);
}
