import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { route } from '#server/lib/route.ts';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
  visitSavedSearch,
} from './saved-searches.service.ts';

/** Saved searches are recruiters' (D306): only they search players to alert on. */
const own = { policy: 'savedSearch:own', param: 'id', roles: ['RECRUITER'] } as const;

export const savedSearchRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const s = api.savedSearches;

  route(app, s.list, { access: ['RECRUITER'] }, async (request) => listSavedSearches(db, request.user.id));

  route(app, s.create, { access: ['RECRUITER'] }, async (request, reply) => {
    reply.code(201);
    return { savedSearch: await createSavedSearch(app, request.user.id, request.body) };
  });

  route(app, s.update, { access: own }, async (request) => ({
    savedSearch: await updateSavedSearch(app, request.resource, request.body),
  }));

  route(app, s.remove, { access: own }, async (request) => deleteSavedSearch(db, request.resource));

  route(app, s.visit, { access: own }, async (request) => ({
    savedSearch: await visitSavedSearch(db, request.resource),
  }));
};
