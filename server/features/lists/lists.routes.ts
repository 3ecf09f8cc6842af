import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddListItemInputSchema,
  CreateListInputSchema,
  ListItemParamsSchema,
  ListItemResponseSchema,
  ListItemsParamsSchema,
  ListItemsResponseSchema,
  ListMessageResponseSchema,
  ListParamsSchema,
  ListResponseSchema,
  ListsResponseSchema,
} from '#common/contracts/lists.ts';
import { requestInfo } from '#server/lib/audit.ts';
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

export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/lists',
    { config: { access }, schema: { response: { 200: ListsResponseSchema } } },
    async (request) => ({ lists: await listOwnLists(db, request.user!.id) }),
  );

  app.post(
    '/lists',
    { config: { access }, schema: { body: CreateListInputSchema, response: { 201: ListResponseSchema } } },
    async (request, reply) => {
      const list = await createList(db, request.user!.id, request.body.name, requestInfo(request));
      return reply.status(201).send({ list });
    },
  );

  app.delete(
    '/lists/:id',
    {
      config: { access },
      schema: { params: ListParamsSchema, response: { 200: ListMessageResponseSchema } },
    },
    async (request) => {
      await deleteList(db, request.user!.id, request.params.id, requestInfo(request));
      return { message: 'List deleted' };
    },
  );

  app.get(
    '/lists/:listId/items',
    {
      config: { access },
      schema: { params: ListItemsParamsSchema, response: { 200: ListItemsResponseSchema } },
    },
    async (request) => listItems(db, request.user!.id, request.params.listId),
  );

  app.post(
    '/lists/:listId/items',
    {
      config: { access },
      schema: {
        params: ListItemsParamsSchema,
        body: AddListItemInputSchema,
        response: { 201: ListItemResponseSchema },
      },
    },
    async (request, reply) => {
      const item = await addListItem(
        db,
        request.user!,
        request.params.listId,
        request.body.playerId,
        requestInfo(request),
      );
      return reply.status(201).send({ item });
    },
  );

  app.delete(
    '/lists/:listId/items/:playerId',
    {
      config: { access },
      schema: { params: ListItemParamsSchema, response: { 200: ListMessageResponseSchema } },
    },
    async (request) => {
      const { listId, playerId } = request.params;
      await removeListItem(db, request.user!.id, listId, playerId, requestInfo(request));
      return { message: 'Player removed from list' };
    },
  );
};
