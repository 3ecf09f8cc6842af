import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { route } from '#server/lib/route.ts';
import { assertMayReadUserFeatures, listUserFeatures } from './subscriptions.service.ts';

export const subscriptionRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  route(app, api.subscriptions.userFeatures, { access: 'user' }, async (request) => {
    await assertMayReadUserFeatures(db, request.user, request.params.userId);
    return listUserFeatures(db, request.params.userId);
  });
};
