import {
  AddListItemInputSchema,
  AnnotationsQuerySchema,
  AnnotationsResponseSchema,
  CreateListInputSchema,
  ListDetailResponseSchema,
  ListItemParamsSchema,
  ListItemResponseSchema,
  ListItemsParamsSchema,
  ListItemsResponseSchema,
  ListMessageResponseSchema,
  ListParamsSchema,
  ListResponseSchema,
  ListsQuerySchema,
  ListsResponseSchema,
  SetStageInputSchema,
  StageResponseSchema,
  UpdateListInputSchema,
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
  /** Rename the list and/or set the owner's own stages (D290). */
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/lists/:id',
    summary: 'Rename a list or change its stages',
    params: ListParamsSchema,
    body: UpdateListInputSchema,
    responses: { 200: ListDetailResponseSchema },
  }),
  /** The list as a CSV file (D292), answered as a download. */
  export: defineEndpoint({
    method: 'GET',
    path: '/api/lists/:id/export.csv',
    summary: 'Export a list as CSV',
    params: ListParamsSchema,
    responses: {},
    raw: true,
  }),
  /** The caller's own rating and latest note for each player named (search cards, D291). */
  annotations: defineEndpoint({
    method: 'GET',
    path: '/api/lists/annotations',
    summary: 'My ratings and latest notes for some players',
    query: AnnotationsQuerySchema,
    responses: { 200: AnnotationsResponseSchema },
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
    setStage: defineEndpoint({
      method: 'PUT',
      path: '/api/lists/:listId/items/:playerId/stage',
      summary: 'Move a player to another stage of a list',
      params: ListItemParamsSchema,
      body: SetStageInputSchema,
      responses: { 200: StageResponseSchema },
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
