import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { route } from '#server/lib/route.ts';
import {
  addListItem,
  createList,
  deleteList,
  listItems,
  listOwnLists,
  removeListItem,
} from './lists.service.ts';

/** Lists are a recruiter's own working space (decisions §1); no other role has any. */
const access = ['RECRUITER'] as const;

export const listRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const { lists } = api;

  route(app, lists.list, { access }, async (request) => ({
    lists: await listOwnLists(db, request.user.id, request.query.playerId),
  }));

  route(app, lists.create, { access }, async (request, reply) => {
    const list = await createList(db, request.user.id, request.body.name, requestInfo(request));
    return reply.status(201).send({ list });
  });

  route(app, lists.delete, { access }, async (request) => {
    await deleteList(db, request.user.id, request.params.id, requestInfo(request));
    return { message: 'List deleted' };
  });

  route(app, lists.items.list, { access }, async (request) =>
    listItems(db, request.user.id, request.params.listId),
  );

  route(app, lists.items.add, { access }, async (request, reply) => {
    const item = await addListItem(
      db,
      request.user,
      request.params.listId,
      request.body.playerId,
      requestInfo(request),
    );
    return reply.status(201).send({ item });
  });

  route(app, lists.items.remove, { access }, async (request) => {
    const { listId, playerId } = request.params;
    await removeListItem(db, request.user.id, listId, playerId, requestInfo(request));
    return { message: 'Player removed from list' };
  });
};
