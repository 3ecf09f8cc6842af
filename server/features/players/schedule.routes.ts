import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { route } from '#server/lib/route.ts';
import { maintainAccess } from './player-policies.ts';
import {
  addScheduleEvent,
  addUpcomingEvent,
  deleteScheduleEvent,
  deleteUpcomingEvent,
  listScheduleEvents,
  listUpcomingEvents,
  updateScheduleEvent,
  updateUpcomingEvent,
} from './schedule.service.ts';

const view = { policy: 'player:view', param: 'id' } as const;

export const scheduleRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const { schedule } = api.players;

  route(app, schedule.list, { access: view }, async (request) => ({
    events: await listScheduleEvents(db, request.resource.player, request.user),
  }));

  route(app, schedule.create, { access: maintainAccess('schedule') }, async (request, reply) => {
    const event = await addScheduleEvent(db, request.resource, request.body);
    return reply.status(201).send({ event });
  });

  const event = { policy: 'scheduleEvent:maintain', param: 'id' } as const;
  route(app, schedule.update, { access: event }, async (request) => ({
    event: await updateScheduleEvent(db, request.resource, request.body),
  }));

  route(app, schedule.delete, { access: event }, async (request) => {
    await deleteScheduleEvent(db, request.resource.event.id);
    return { message: 'Event deleted.' };
  });

  route(app, schedule.upcoming, { access: view }, async (request) => ({
    events: await listUpcomingEvents(db, request.resource.player, request.user),
  }));

  // Showcases and tournaments: whoever maintains the schedule maintains them (one policy, as for games).
  route(app, schedule.addUpcoming, { access: maintainAccess('schedule') }, async (request, reply) => {
    const event = await addUpcomingEvent(db, request.resource, request.body);
    return reply.status(201).send({ event });
  });

  route(app, schedule.updateUpcoming, { access: maintainAccess('schedule') }, async (request) => ({
    event: await updateUpcomingEvent(db, request.resource, request.params.eventId, request.body),
  }));

  route(app, schedule.deleteUpcoming, { access: maintainAccess('schedule') }, async (request) => {
    await deleteUpcomingEvent(db, request.resource.id, request.params.eventId);
    return { message: 'Event deleted.' };
  });
};
