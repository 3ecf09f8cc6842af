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
    summary: 'List my player lists',
    query: ListsQuerySchema,
    responses: { 200: ListsResponseSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/lists',
    summary: 'Create a list',
    body: CreateListInputSchema,
    responses: { 201: ListResponseSchema },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/lists/:id',
    summary: 'Delete a list',
    params: ListParamsSchema,
    responses: { 200: ListMessageResponseSchema },
  }),
  items: {
    list: defineEndpoint({
      method: 'GET',
      path: '/api/lists/:listId/items',
      summary: 'List the players on a list',
      params: ListItemsParamsSchema,
      responses: { 200: ListItemsResponseSchema },
    }),
    add: defineEndpoint({
      method: 'POST',
      path: '/api/lists/:listId/items',
      summary: 'Add a player to a list',
      errors: [409],
      params: ListItemsParamsSchema,
      body: AddListItemInputSchema,
      responses: { 201: ListItemResponseSchema },
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: '/api/lists/:listId/items/:playerId',
      summary: 'Remove a player from a list',
      params: ListItemParamsSchema,
      responses: { 200: ListMessageResponseSchema },
    }),
  },
};
