import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserFeaturesResponseSchema, UserIdParamsSchema } from '#common/contracts/subscriptions.ts';
import { assertMayReadUserFeatures, listUserFeatures } from './subscriptions.service.ts';

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/features/:userId',
    {
      config: { access: 'user' },
      schema: { params: UserIdParamsSchema, response: { 200: UserFeaturesResponseSchema } },
    },
    async (request) => {
      await assertMayReadUserFeatures(db, request.user!, request.params.userId);
      return listUserFeatures(db, request.params.userId);
    },
  );
};
