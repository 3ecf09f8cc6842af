import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { route } from '#server/lib/route.ts';
import { findOwnRating, removeRating, saveRating } from './ratings.service.ts';

/** Ratings, like notes, are a recruiter's private working space (decisions §1, D128), about a player they may see. */
const access = { policy: 'player:view', param: 'id', roles: ['RECRUITER'] } as const;

export const ratingRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  route(app, api.ratings.get, { access }, async (request) => ({
    rating: await findOwnRating(db, request.user, request.resource.player),
  }));

  route(app, api.ratings.save, { access }, async (request) => ({
    rating: await saveRating(db, request.user, request.resource.player, request.body, requestInfo(request)),
  }));

  route(app, api.ratings.remove, { access }, async (request) => {
    await removeRating(db, request.user, request.resource.player, requestInfo(request));
    return { rating: null };
  });
};
