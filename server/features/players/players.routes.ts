import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ListCountSchema,
  PlayerDetailSchema,
  PlayerFeaturesSchema,
  PlayerRefParamsSchema,
  PlayerResponseSchema,
  ProfileStrengthSchema,
  SetupPlayerInputSchema,
  SetupPlayerResponseSchema,
  UpdatePlayerInputSchema,
  ViewCountSchema,
} from '#common/contracts/players.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { notFound } from '#server/lib/errors.ts';
import { goalRoutes } from './goals.routes.ts';
import { findPlayerForEdit, findPlayerForView } from './player-access.ts';
import {
  countListItems,
  countProfileViews,
  findOwnPlayer,
  findPlayerForManagerRead,
  findPlayerForViewCount,
  loadPlayerDetail,
  playerFeatures,
  recordProfileView,
  setupPlayer,
  updatePlayer,
} from './players.service.ts';
import { profileStrengthOf } from './profile-strength.service.ts';
import { scheduleRoutes } from './schedule.routes.ts';
import { statsRoutes } from './stats.routes.ts';
import { teamHistoryRoutes } from './team-history.routes.ts';

/** The player profile area (spec 2 §7), mounted under /api. Sub-resources live in their own files. */
export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/players/setup',
    {
      config: { access: ['PLAYER'] },
      schema: { body: SetupPlayerInputSchema, response: { 201: SetupPlayerResponseSchema } },
    },
    async (request, reply) => {
      const player = await setupPlayer(db, request.user!, request.body, requestInfo(request));
      return reply.status(201).send({ player });
    },
  );

  app.get(
    '/players/me',
    { config: { access: 'user' }, schema: { response: { 200: PlayerDetailSchema } } },
    async (request) => {
      const player = await findOwnPlayer(db, request.user!.id);
      if (!player) throw notFound('Player profile not found');
      return loadPlayerDetail(db, player, { user: request.user, canManage: true });
    },
  );

  app.get(
    '/players/:id',
    {
      config: { access: 'public' },
      schema: { params: PlayerRefParamsSchema, response: { 200: PlayerDetailSchema } },
    },
    async (request) => {
      const { player, canManage } = await findPlayerForView(db, request.user, request.params.id);
      // Counted alongside the read; a view that cannot be written never costs the visitor the profile.
      const view = canManage
        ? undefined
        : recordProfileView(db, player, request.user, requestInfo(request)).catch((err: unknown) =>
            request.log.warn({ err }, 'profile view not recorded'),
          );
      const [detail] = await Promise.all([
        loadPlayerDetail(db, player, { user: request.user, canManage }),
        view,
      ]);
      return detail;
    },
  );

  app.patch(
    '/players/:id',
    {
      config: { access: 'user' },
      schema: {
        params: PlayerRefParamsSchema,
        body: UpdatePlayerInputSchema,
        response: { 200: PlayerResponseSchema },
      },
    },
    async (request) => {
      const player = await findPlayerForEdit(db, request.user!, request.params.id);
      return { player: await updatePlayer(db, request.user!, player, request.body, requestInfo(request)) };
    },
  );

  app.get(
    '/players/:id/views',
    {
      config: { access: 'user' },
      schema: { params: PlayerRefParamsSchema, response: { 200: ViewCountSchema } },
    },
    async (request) => {
      const player = await findPlayerForViewCount(db, request.user!, request.params.id);
      return { viewCount: await countProfileViews(db, player.id) };
    },
  );

  app.get(
    '/players/:id/list-count',
    {
      config: { access: 'user' },
      schema: { params: PlayerRefParamsSchema, response: { 200: ListCountSchema } },
    },
    async (request) => {
      const player = await findPlayerForManagerRead(db, request.user!, request.params.id);
      return { listCount: await countListItems(db, player.id) };
    },
  );

  app.get(
    '/players/:id/profile-strength',
    {
      config: { access: 'user' },
      schema: { params: PlayerRefParamsSchema, response: { 200: ProfileStrengthSchema } },
    },
    async (request) => {
      const player = await findPlayerForManagerRead(db, request.user!, request.params.id);
      return profileStrengthOf(db, player);
    },
  );

  app.get(
    '/players/:id/features',
    {
      config: { access: 'user' },
      schema: { params: PlayerRefParamsSchema, response: { 200: PlayerFeaturesSchema } },
    },
    async (request) => {
      const player = await findPlayerForManagerRead(db, request.user!, request.params.id);
      return playerFeatures(db, player);
    },
  );

  await app.register(teamHistoryRoutes);
  await app.register(scheduleRoutes);
  await app.register(statsRoutes);
  await app.register(goalRoutes);
};
