import {
  FeatureOverrideResponseSchema,
  MySubscriptionResponseSchema,
  RemoveFeatureOverrideInputSchema,
  SeedSubscriptionsResponseSchema,
  SetFeatureOverrideInputSchema,
  SubscriptionMessageResponseSchema,
  TierParamsSchema,
  TierResponseSchema,
  TiersResponseSchema,
  TiersWithFeaturesResponseSchema,
  UpdateTierInputSchema,
  UserFeaturesResponseSchema,
  UserIdParamsSchema,
} from '#common/contracts/subscriptions.ts';
import { defineEndpoint } from './define.ts';

/** Subscription tiers and what they allow (spec 3 "Subscriptions", decisions §5). */
export const subscriptions = {
  /** Public: the tiers in sortOrder, prices in cents. */
  tiers: defineEndpoint({
    method: 'GET',
    path: '/api/subscriptions/tiers',
    responses: { 200: TiersResponseSchema },
  }),
  /** Public: the tiers with what each grants (the pricing page). */
  tiersWithFeatures: defineEndpoint({
    method: 'GET',
    path: '/api/subscriptions/tiers-with-features',
    responses: { 200: TiersWithFeaturesResponseSchema },
  }),
  /** The signed-in user's own plan. */
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/subscriptions/me',
    responses: { 200: MySubscriptionResponseSchema },
  }),
  userFeatures: defineEndpoint({
    method: 'GET',
    path: '/api/subscriptions/features/:userId',
    params: UserIdParamsSchema,
    responses: { 200: UserFeaturesResponseSchema },
  }),
  /** Admin: a tier's prices (cents). */
  updateTier: defineEndpoint({
    method: 'PATCH',
    path: '/api/subscriptions/tiers/:id',
    params: TierParamsSchema,
    body: UpdateTierInputSchema,
    responses: { 200: TierResponseSchema },
  }),
  /** Admin: creates or updates the tier's Stripe product and prices. */
  syncStripe: defineEndpoint({
    method: 'POST',
    path: '/api/subscriptions/tiers/:id/sync-stripe',
    params: TierParamsSchema,
    responses: { 200: TierResponseSchema },
  }),
  /** Admin: one user's exception to their tier for one feature. */
  setOverride: defineEndpoint({
    method: 'POST',
    path: '/api/subscriptions/override-feature',
    body: SetFeatureOverrideInputSchema,
    responses: { 200: FeatureOverrideResponseSchema },
  }),
  removeOverride: defineEndpoint({
    method: 'DELETE',
    path: '/api/subscriptions/override-feature',
    body: RemoveFeatureOverrideInputSchema,
    responses: { 200: SubscriptionMessageResponseSchema },
  }),
  /** Admin: inserts the tiers and features of decisions §5 that are missing (idempotent). */
  seed: defineEndpoint({
    method: 'POST',
    path: '/api/admin/seed-subscriptions',
    responses: { 200: SeedSubscriptionsResponseSchema },
  }),
};
