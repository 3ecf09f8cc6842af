import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeletedResponseSchema,
  IdParamsSchema,
  PlayerRefParamsSchema,
  TeamHistoryEntryResponseSchema,
  TeamHistoryInputSchema,
  TeamHistoryListSchema,
  TeamHistoryPatchSchema,
} from '#common/contracts/players.ts';
import { findPlayerForEdit, findPlayerForView } from './player-access.ts';
import {
  addTeamHistory,
  deleteTeamHistory,
  findEntryForEdit,
  listTeamHistory,
  updateTeamHistory,
} from './team-history.service.ts';

export const teamHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/players/:id/team-history',
    {
      config: { access: 'public' },
      schema: { params: PlayerRefParamsSchema, response: { 200: TeamHistoryListSchema } },
    },
    async (request) => {
      const { player, canManage } = await findPlayerForView(db, request.user, request.params.id);
      return { teamHistory: await listTeamHistory(db, player.id, { showCoachEmail: canManage }) };
    },
  );

  app.post(
    '/players/:id/team-history',
    {
      config: { access: 'user' },
      schema: {
        params: PlayerRefParamsSchema,
        body: TeamHistoryInputSchema,
        response: { 201: TeamHistoryEntryResponseSchema },
      },
    },
    async (request, reply) => {
      const player = await findPlayerForEdit(db, request.user!, request.params.id);
      const entry = await addTeamHistory(db, player, request.body);
      return reply.status(201).send({ entry });
    },
  );

  app.patch(
    '/team-history/:id',
    {
      config: { access: 'user' },
      schema: {
        params: IdParamsSchema,
        body: TeamHistoryPatchSchema,
        response: { 200: TeamHistoryEntryResponseSchema },
      },
    },
    async (request) => {
      const found = await findEntryForEdit(db, request.user!, request.params.id);
      return { entry: await updateTeamHistory(db, found, request.body) };
    },
  );

  app.delete(
    '/team-history/:id',
    {
      config: { access: 'user' },
      schema: { params: IdParamsSchema, response: { 200: DeletedResponseSchema } },
    },
    async (request) => {
      const found = await findEntryForEdit(db, request.user!, request.params.id);
      await deleteTeamHistory(db, found);
      return { message: 'Team history entry deleted.' };
    },
  );
};
