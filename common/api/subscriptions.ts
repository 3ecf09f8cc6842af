import { UserFeaturesResponseSchema, UserIdParamsSchema } from '#common/contracts/subscriptions.ts';
import { defineEndpoint } from './define.ts';

/** Subscription tiers and what they allow. */
export const subscriptions = {
  userFeatures: defineEndpoint({
    method: 'GET',
    path: '/api/subscriptions/features/:userId',
    params: UserIdParamsSchema,
    responses: { 200: UserFeaturesResponseSchema },
  }),
};
