import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { api } from '#common/api/index.ts';
import { route } from '#server/lib/route.ts';
import { createFeed, feedStatus, listFeed, playerFeed, revokeFeed } from './calendar.service.ts';
import { renderCalendar } from './ics.ts';

/** D300: the family manages a player's calendar link, a recruiter their list's (list:own). */
const manage = { policy: 'player:manage', param: 'id' } as const;
const ownList = { policy: 'list:own', param: 'id', roles: ['RECRUITER'] } as const;
/** The token is the secret: no session needed, none consulted; kept out of Referer. */
const feedConfig = { noReferrer: true, sameForEveryone: true } as const;

export const calendarRoutes: FastifyPluginAsync = async (app) => {
  const { db, env } = app.ctx;
  const { calendar } = api;
  const baseUrl = (request: FastifyRequest) => env.APP_URL ?? `${request.protocol}://${request.host}`;

  route(app, calendar.player.status, { access: manage }, async (request) =>
    feedStatus(db, { playerId: request.resource.id }),
  );
  route(app, calendar.player.create, { access: manage }, async (request, reply) =>
    reply.status(201).send(await createFeed(db, { playerId: request.resource.id }, baseUrl(request))),
  );
  route(app, calendar.player.revoke, { access: manage }, async (request) => {
    await revokeFeed(db, { playerId: request.resource.id });
    return { message: 'Calendar link revoked.' };
  });

  route(app, calendar.list.status, { access: ownList }, async (request) =>
    feedStatus(db, { listId: request.resource.id }),
  );
  route(app, calendar.list.create, { access: ownList }, async (request, reply) =>
    reply.status(201).send(await createFeed(db, { listId: request.resource.id }, baseUrl(request))),
  );
  route(app, calendar.list.revoke, { access: ownList }, async (request) => {
    await revokeFeed(db, { listId: request.resource.id });
    return { message: 'Calendar link revoked.' };
  });

  const feeds = [
    [calendar.player.feed, playerFeed],
    [calendar.list.feed, listFeed],
  ] as const;
  for (const [endpoint, read] of feeds) {
    route(app, endpoint, { access: 'public', config: feedConfig }, async (request, reply) => {
      const { name, events } = await read(db, request.params.token);
      reply.header('content-type', 'text/calendar; charset=utf-8');
      // Calendar apps poll; five minutes is fresh enough, and the address is private to its holder.
      reply.header('cache-control', 'private, max-age=300');
      return renderCalendar(name, events);
    });
  }
};
