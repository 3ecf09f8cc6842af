import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { route } from '#server/lib/route.ts';
import { canSeeScheduleDetails } from './player-access.ts';
import { maintainAccess } from './player-policies.ts';
import {
  getMeasurables,
  listCoachReferences,
  listSeasonStats,
  putMeasurables,
} from './season-stats.service.ts';
import { addGoalieGame, addSkaterGame, deleteGame, listGameStats, updateGame } from './stats.service.ts';

const view = { policy: 'player:view', param: 'id' } as const;
const manage = { policy: 'player:manage', param: 'id' } as const;

export const statsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const { stats } = api.players;

  route(app, stats.seasons, { access: view }, async (request) =>
    listSeasonStats(db, request.resource.player.id),
  );

  route(app, stats.measurables, { access: view }, async (request) => ({
    measurables: await getMeasurables(db, request.resource.player.id),
  }));

  route(app, stats.putMeasurables, { access: manage }, async (request) => ({
    measurables: await putMeasurables(db, request.resource.id, request.body),
  }));

  route(app, stats.coachReferences, { access: view }, async (request) => {
    const { player, canManage } = request.resource;
    return { references: await listCoachReferences(db, player.id, { showCoachEmail: canManage }) };
  });

  route(app, stats.games, { access: view }, async (request) => {
    const { player } = request.resource;
    const hideVenue = !(await canSeeScheduleDetails(db, request.user, player));
    return listGameStats(db, player.id, { hideVenue });
  });

  route(app, stats.addSkaterGame, { access: maintainAccess('stats') }, async (request, reply) => {
    const gameId = await addSkaterGame(db, request.user, request.resource, request.body);
    return reply.status(201).send({ gameId });
  });

  route(app, stats.addGoalieGame, { access: maintainAccess('stats') }, async (request, reply) => {
    const gameId = await addGoalieGame(db, request.user, request.resource, request.body);
    return reply.status(201).send({ gameId });
  });

  route(app, stats.updateGame, { access: maintainAccess('stats') }, async (request) => {
    const { gameId } = request.params;
    await updateGame(db, request.user, request.resource, gameId, request.body);
    return { gameId };
  });

  route(app, stats.deleteGame, { access: maintainAccess('stats') }, async (request) => {
    await deleteGame(db, request.resource, request.params.gameId);
    return { message: 'Game deleted' };
  });
};
