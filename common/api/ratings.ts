import { PlayerRefParamsSchema } from '#common/contracts/players.ts';
import {
  RatingResponseSchema,
  SavedRatingResponseSchema,
  SaveRatingInputSchema,
} from '#common/contracts/ratings.ts';
import { defineEndpoint } from './define.ts';

/** A recruiter's private rating of a player (D128). */
export const ratings = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/rating',
    summary: 'Read my rating of a player',
    params: PlayerRefParamsSchema,
    responses: { 200: RatingResponseSchema },
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/api/players/:id/rating',
    summary: 'Rate a player',
    params: PlayerRefParamsSchema,
    body: SaveRatingInputSchema,
    responses: { 200: SavedRatingResponseSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/players/:id/rating',
    summary: 'Remove my rating of a player',
    params: PlayerRefParamsSchema,
    responses: { 200: RatingResponseSchema },
  }),
};
