import { EmptyBodySchema } from '#common/contracts/parents.ts';
import {
  CreateSavedSearchInputSchema,
  SavedSearchesResponseSchema,
  SavedSearchMessageSchema,
  SavedSearchParamsSchema,
  SavedSearchResponseSchema,
  UpdateSavedSearchInputSchema,
} from '#common/contracts/saved-searches.ts';
import { defineEndpoint } from './define.ts';

/** A recruiter's saved searches with alerts (D306-D308). Private to the recruiter who owns them. */
export const savedSearches = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/saved-searches',
    summary: 'My saved searches',
    responses: { 200: SavedSearchesResponseSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/saved-searches',
    summary: 'Save a search',
    body: CreateSavedSearchInputSchema,
    responses: { 201: SavedSearchResponseSchema },
    // The search could not run to give the saved search its start (D340).
    errors: [503],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/saved-searches/:id',
    summary: 'Rename a saved search or change its alert',
    params: SavedSearchParamsSchema,
    body: UpdateSavedSearchInputSchema,
    responses: { 200: SavedSearchResponseSchema },
    // A changed search could not run to give it its new start (D340).
    errors: [503],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/saved-searches/:id',
    summary: 'Delete a saved search',
    params: SavedSearchParamsSchema,
    responses: { 200: SavedSearchMessageSchema },
  }),
  /** Opening it: what it found so far stops counting as new (D308). */
  visit: defineEndpoint({
    method: 'POST',
    path: '/api/saved-searches/:id/visit',
    summary: 'Mark a saved search as opened',
    params: SavedSearchParamsSchema,
    body: EmptyBodySchema,
    responses: { 200: SavedSearchResponseSchema },
  }),
};
