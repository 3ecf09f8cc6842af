// The subscriptions area's public module: other areas import from here only (docs/architecture.md).
export { assertCanAdd, featureAccessForPlayerMany } from './feature-access.ts';
export {
  COUNTED_FEATURES,
  type CountedFeature,
  countHighlightClips,
  countUpcomingEvents,
  featureUsageForPlayers,
} from './feature-usage.ts';
export {
  assignManualPlan,
  MANUAL_PLAN_USER_NOT_FOUND,
  PAYS_THROUGH_STRIPE,
  PLANS_ARE_FOR_HOLDERS,
} from './manual-plan.ts';
export { isPlanIn, PAYING_STATUSES, planIn, SHOWN_STATUSES, STANDING_STATUSES } from './plan-state.ts';
export { subscriptionPolicies } from './subscription-policies.ts';
export { seedSubscriptionData } from './subscription-seed.ts';
export {
  countPlayersOf,
  DEFAULT_MAX_PLAYERS,
  maxPlayersFor,
  priceForCycle,
  subscriptionSummaryFor,
  yearlyPriceOf,
} from './subscription-summary.ts';
export { subscriptionAdminRoutes, subscriptionRoutes } from './subscriptions.routes.ts';
export { PLAN_NOT_FOUND } from './tiers.service.ts';
