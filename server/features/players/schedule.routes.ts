import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeletedResponseSchema,
  IdParamsSchema,
  PlayerRefParamsSchema,
  ScheduleEventInputSchema,
  ScheduleEventListSchema,
  ScheduleEventPatchSchema,
  ScheduleEventResponseSchema,
  UpcomingEventListSchema,
} from '#common/contracts/players.ts';
import { findPlayerForEdit, findPlayerForView } from './player-access.ts';
import {
  addScheduleEvent,
  deleteScheduleEvent,
  findScheduleEventForEdit,
  listScheduleEvents,
  listUpcomingEvents,
  updateScheduleEvent,
} from './schedule.service.ts';

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/players/:id/schedule-events',
    {
      config: { access: 'public' },
      schema: { params: PlayerRefParamsSchema, response: { 200: ScheduleEventListSchema } },
    },
    async (request) => {
      const { player } = await findPlayerForView(db, request.user, request.params.id);
      return { events: await listScheduleEvents(db, player, request.user) };
    },
  );

  app.post(
    '/players/:id/schedule-events',
    {
      config: { access: 'user' },
      schema: {
        params: PlayerRefParamsSchema,
        body: ScheduleEventInputSchema,
        response: { 201: ScheduleEventResponseSchema },
      },
    },
    async (request, reply) => {
      const player = await findPlayerForEdit(db, request.user!, request.params.id);
      const event = await addScheduleEvent(db, player, request.body);
      return reply.status(201).send({ event });
    },
  );

  app.patch(
    '/schedule-events/:id',
    {
      config: { access: 'user' },
      schema: {
        params: IdParamsSchema,
        body: ScheduleEventPatchSchema,
        response: { 200: ScheduleEventResponseSchema },
      },
    },
    async (request) => {
      const found = await findScheduleEventForEdit(db, request.user!, request.params.id);
      return { event: await updateScheduleEvent(db, found, request.body) };
    },
  );

  app.delete(
    '/schedule-events/:id',
    {
      config: { access: 'user' },
      schema: { params: IdParamsSchema, response: { 200: DeletedResponseSchema } },
    },
    async (request) => {
      const found = await findScheduleEventForEdit(db, request.user!, request.params.id);
      await deleteScheduleEvent(db, found.event.id);
      return { message: 'Event deleted.' };
    },
  );

  app.get(
    '/players/:id/upcoming-events',
    {
      config: { access: 'public' },
      schema: { params: PlayerRefParamsSchema, response: { 200: UpcomingEventListSchema } },
    },
    async (request) => {
      const { player } = await findPlayerForView(db, request.user, request.params.id);
      return { events: await listUpcomingEvents(db, player, request.user) };
    },
  );
};
