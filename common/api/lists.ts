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
  ListsQuerySchema,
  ListsResponseSchema,
} from '#common/contracts/lists.ts';
import { defineEndpoint } from './define.ts';

/** A recruiter's own lists of players. */
export const lists = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/lists',
    query: ListsQuerySchema,
    responses: { 200: ListsResponseSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/lists',
    body: CreateListInputSchema,
    responses: { 201: ListResponseSchema },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/lists/:id',
    params: ListParamsSchema,
    responses: { 200: ListMessageResponseSchema },
  }),
  items: {
    list: defineEndpoint({
      method: 'GET',
      path: '/api/lists/:listId/items',
      params: ListItemsParamsSchema,
      responses: { 200: ListItemsResponseSchema },
    }),
    add: defineEndpoint({
      method: 'POST',
      path: '/api/lists/:listId/items',
      params: ListItemsParamsSchema,
      body: AddListItemInputSchema,
      responses: { 201: ListItemResponseSchema },
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: '/api/lists/:listId/items/:playerId',
      params: ListItemParamsSchema,
      responses: { 200: ListMessageResponseSchema },
    }),
  },
};
