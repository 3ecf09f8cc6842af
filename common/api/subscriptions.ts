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
    summary: 'List the subscription tiers',
    responses: { 200: TiersResponseSchema },
  }),
  /** Public: the tiers with what each grants (the pricing page). */
  tiersWithFeatures: defineEndpoint({
    method: 'GET',
    path: '/api/subscriptions/tiers-with-features',
    summary: 'List the tiers with what each grants',
    responses: { 200: TiersWithFeaturesResponseSchema },
  }),
  /** The signed-in user's own plan. */
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/subscriptions/me',
    summary: 'My plan',
    responses: { 200: MySubscriptionResponseSchema },
  }),
  userFeatures: defineEndpoint({
    method: 'GET',
    path: '/api/subscriptions/features/:userId',
    summary: "What a user's plan allows",
    params: UserIdParamsSchema,
    responses: { 200: UserFeaturesResponseSchema },
  }),
  /** Admin: a tier's prices (cents). */
  updateTier: defineEndpoint({
    method: 'PATCH',
    path: '/api/subscriptions/tiers/:id',
    summary: "Change a tier's prices",
    params: TierParamsSchema,
    body: UpdateTierInputSchema,
    responses: { 200: TierResponseSchema },
  }),
  /** Admin: creates or updates the tier's Stripe product and prices. */
  syncStripe: defineEndpoint({
    method: 'POST',
    path: '/api/subscriptions/tiers/:id/sync-stripe',
    summary: 'Sync a tier to Stripe',
    params: TierParamsSchema,
    responses: { 200: TierResponseSchema },
  }),
  /** Admin: one user's exception to their tier for one feature. */
  setOverride: defineEndpoint({
    method: 'POST',
    path: '/api/subscriptions/override-feature',
    summary: "Set a user's feature override",
    body: SetFeatureOverrideInputSchema,
    responses: { 200: FeatureOverrideResponseSchema },
  }),
  removeOverride: defineEndpoint({
    method: 'DELETE',
    path: '/api/subscriptions/override-feature',
    summary: "Remove a user's feature override",
    body: RemoveFeatureOverrideInputSchema,
    responses: { 200: SubscriptionMessageResponseSchema },
  }),
  /** Admin: inserts the tiers and features of decisions §5 that are missing (idempotent). */
  seed: defineEndpoint({
    method: 'POST',
    path: '/api/admin/seed-subscriptions',
    summary: 'Insert the missing tiers and features',
    responses: { 200: SeedSubscriptionsResponseSchema },
  }),
};
