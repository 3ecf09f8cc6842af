import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { route } from '#server/lib/route.ts';
import { maintainAccess } from './player-policies.ts';
import {
  addTeamHistory,
  deleteTeamHistory,
  listTeamHistory,
  updateTeamHistory,
} from './team-history.service.ts';

export const teamHistoryRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const { teamHistory } = api.players;

  route(app, teamHistory.list, { access: { policy: 'player:view', param: 'id' } }, async (request) => {
    const { player, canManage } = request.resource;
    return { teamHistory: await listTeamHistory(db, player.id, { showCoachEmail: canManage }) };
  });

  route(
    app,
    teamHistory.create,
    { access: maintainAccess('teamHistory'), config: { idempotent: true } },
    async (request, reply) => {
      const entry = await addTeamHistory(db, request.resource, request.body);
      return reply.status(201).send({ entry });
    },
  );

  const entry = { policy: 'teamHistory:maintain', param: 'id' } as const;
  route(app, teamHistory.update, { access: entry }, async (request) => ({
    entry: await updateTeamHistory(db, request.resource, request.body),
  }));

  route(app, teamHistory.delete, { access: entry }, async (request) => {
    await deleteTeamHistory(db, request.resource);
    return { message: 'Team history entry deleted.' };
  });
};
