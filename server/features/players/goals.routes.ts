import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeletedResponseSchema,
  GoalInputSchema,
  GoalListSchema,
  GoalPatchSchema,
  GoalResponseSchema,
  PlayerGoalParamsSchema,
  PlayerRefParamsSchema,
} from '#common/contracts/players.ts';
import { addGoal, deleteGoal, listGoals, updateGoal } from './goals.service.ts';
import { findPlayerForEdit, findPlayerForView } from './player-access.ts';

export const goalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/players/:id/goals',
    {
      config: { access: 'public' },
      schema: { params: PlayerRefParamsSchema, response: { 200: GoalListSchema } },
    },
    async (request) => {
      const { player, canManage } = await findPlayerForView(db, request.user, request.params.id);
      return { goals: await listGoals(db, player.id, { includePrivate: canManage }) };
    },
  );

  app.post(
    '/players/:id/goals',
    {
      config: { access: 'user' },
      schema: { params: PlayerRefParamsSchema, body: GoalInputSchema, response: { 201: GoalResponseSchema } },
    },
    async (request, reply) => {
      const player = await findPlayerForEdit(db, request.user!, request.params.id);
      return reply.status(201).send({ goal: await addGoal(db, player.id, request.body) });
    },
  );

  app.patch(
    '/players/:id/goals/:goalId',
    {
      config: { access: 'user' },
      schema: {
        params: PlayerGoalParamsSchema,
        body: GoalPatchSchema,
        response: { 200: GoalResponseSchema },
      },
    },
    async (request) => {
      const player = await findPlayerForEdit(db, request.user!, request.params.id);
      return { goal: await updateGoal(db, player.id, request.params.goalId, request.body) };
    },
  );

  app.delete(
    '/players/:id/goals/:goalId',
    {
      config: { access: 'user' },
      schema: { params: PlayerGoalParamsSchema, response: { 200: DeletedResponseSchema } },
    },
    async (request) => {
      const player = await findPlayerForEdit(db, request.user!, request.params.id);
      await deleteGoal(db, player.id, request.params.goalId);
      return { message: 'Goal deleted.' };
    },
  );
};
