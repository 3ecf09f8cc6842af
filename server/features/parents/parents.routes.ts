import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { route } from '#server/lib/route.ts';
import {
  createChildPlayer,
  listPlayerParents,
  parentAccount,
  recentActivity,
  submitParentalConsent,
} from './parents.service.ts';

const parentOnly = ['PARENT'] as const;

/** The parent areas of spec 2 (§2 /create-player-profile, /parent, /parent/activity), under /api. */
export const parentRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const { parents } = api;

  route(app, parents.createPlayer, { access: parentOnly }, async (request, reply) => {
    const player = await createChildPlayer(db, request.user, request.body, requestInfo(request));
    return reply.status(201).send({ player });
  });

  route(app, parents.giveConsent, { access: parentOnly }, async (request) => {
    const player = await submitParentalConsent(
      db,
      request.user,
      request.params.id,
      request.body,
      requestInfo(request),
    );
    return { message: 'Consent recorded', player };
  });

  route(app, parents.ofPlayer, { access: 'user' }, async (request) => ({
    parents: await listPlayerParents(db, request.user, request.params.id),
  }));

  route(app, parents.account, { access: parentOnly }, async (request) => parentAccount(db, request.user));

  route(app, parents.activity, { access: parentOnly }, async (request) => ({
    activity: await recentActivity(db, request.user.id),
  }));
};
