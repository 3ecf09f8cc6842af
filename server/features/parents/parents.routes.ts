import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { managerReadAccess } from '#server/features/players/index.ts';
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
/** A player the PARENT is linked to and still manages (parent-policies.ts). */
const linkedParent = { policy: 'player:linkedParent', param: 'id', roles: parentOnly } as const;

/** The parent areas of spec 2 (§2 /create-player-profile, /parent, /parent/activity), under /api. */
export const parentRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const { parents } = api;

  route(app, parents.createPlayer, { access: parentOnly }, async (request, reply) => {
    const player = await createChildPlayer(db, request.user, request.body, requestInfo(request));
    return reply.status(201).send({ player });
  });

  route(app, parents.giveConsent, { access: linkedParent }, async (request) => {
    const player = await submitParentalConsent(
      db,
      request.user,
      request.resource,
      request.body,
      requestInfo(request),
    );
    return { message: 'Consent recorded', player };
  });

  route(app, parents.ofPlayer, { access: managerReadAccess }, async (request) => ({
    parents: await listPlayerParents(db, request.resource),
  }));

  route(app, parents.account, { access: parentOnly }, async (request) => parentAccount(db, request.user));

  route(app, parents.activity, { access: parentOnly }, async (request) => ({
    activity: await recentActivity(db, request.user.id),
  }));
};
