import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddGoalieGameInputSchema,
  AddSkaterGameInputSchema,
  CoachReferenceListSchema,
  GameCreatedResponseSchema,
  GameStatsResponseSchema,
  MeasurablesInputSchema,
  MeasurablesResponseSchema,
  PlayerRefParamsSchema,
  SeasonStatListSchema,
} from '#common/contracts/players.ts';
import { canSeeScheduleDetails, findPlayerForEdit, findPlayerForView } from './player-access.ts';
import {
  addGoalieGame,
  addSkaterGame,
  getMeasurables,
  listCoachReferences,
  listGameStats,
  listSeasonStats,
  putMeasurables,
} from './stats.service.ts';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const params = PlayerRefParamsSchema;

  app.get(
    '/players/:id/season-stats',
    { config: { access: 'public' }, schema: { params, response: { 200: SeasonStatListSchema } } },
    async (request) => {
      const { player } = await findPlayerForView(db, request.user, request.params.id);
      return { stats: await listSeasonStats(db, player.id) };
    },
  );

  app.get(
    '/players/:id/measurables',
    { config: { access: 'public' }, schema: { params, response: { 200: MeasurablesResponseSchema } } },
    async (request) => {
      const { player } = await findPlayerForView(db, request.user, request.params.id);
      return { measurables: await getMeasurables(db, player.id) };
    },
  );

  app.put(
    '/players/:id/measurables',
    {
      config: { access: 'user' },
      schema: { params, body: MeasurablesInputSchema, response: { 200: MeasurablesResponseSchema } },
    },
    async (request) => {
      const player = await findPlayerForEdit(db, request.user!, request.params.id);
      return { measurables: await putMeasurables(db, player.id, request.body) };
    },
  );

  app.get(
    '/players/:id/coach-references',
    { config: { access: 'public' }, schema: { params, response: { 200: CoachReferenceListSchema } } },
    async (request) => {
      const { player, canManage } = await findPlayerForView(db, request.user, request.params.id);
      return { references: await listCoachReferences(db, player.id, { showCoachEmail: canManage }) };
    },
  );

  app.get(
    '/players/:id/game-stats',
    { config: { access: 'public' }, schema: { params, response: { 200: GameStatsResponseSchema } } },
    async (request) => {
      const { player } = await findPlayerForView(db, request.user, request.params.id);
      const hideVenue = !(await canSeeScheduleDetails(db, request.user, player));
      return listGameStats(db, player.id, { hideVenue });
    },
  );

  app.post(
    '/players/:id/game-stats/skater',
    {
      config: { access: 'user' },
      schema: { params, body: AddSkaterGameInputSchema, response: { 201: GameCreatedResponseSchema } },
    },
    async (request, reply) => {
      const player = await findPlayerForEdit(db, request.user!, request.params.id);
      const gameId = await addSkaterGame(db, request.user!, player, request.body);
      return reply.status(201).send({ gameId });
    },
  );

  app.post(
    '/players/:id/game-stats/goalie',
    {
      config: { access: 'user' },
      schema: { params, body: AddGoalieGameInputSchema, response: { 201: GameCreatedResponseSchema } },
    },
    async (request, reply) => {
      const player = await findPlayerForEdit(db, request.user!, request.params.id);
      const gameId = await addGoalieGame(db, request.user!, player, request.body);
      return reply.status(201).send({ gameId });
    },
  );
};
