import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { route } from '#server/lib/route.ts';
import { addGoal, deleteGoal, listGoals, updateGoal } from './goals.service.ts';

const view = { policy: 'player:view', param: 'id' } as const;
const manage = { policy: 'player:manage', param: 'id' } as const;

export const goalRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const { goals } = api.players;

  route(app, goals.list, { access: view }, async (request) => {
    const { player, canManage } = request.resource;
    return { goals: await listGoals(db, player.id, { includePrivate: canManage }) };
  });

  route(app, goals.create, { access: manage }, async (request, reply) =>
    reply.status(201).send({ goal: await addGoal(db, request.resource.id, request.body) }),
  );

  route(app, goals.update, { access: manage }, async (request) => ({
    goal: await updateGoal(db, request.resource.id, request.params.goalId, request.body),
  }));

  route(app, goals.delete, { access: manage }, async (request) => {
    await deleteGoal(db, request.resource.id, request.params.goalId);
    return { message: 'Goal deleted.' };
  });
};
