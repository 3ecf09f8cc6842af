// The billing area's public module: other areas import from here only (docs/architecture.md).
export { billingRoutes } from './billing.routes.ts';
export { type BillingLimits, DEFAULT_BILLING_LIMITS } from './billing-limits.ts';
export { attachCheckoutSession } from './checkout.service.ts';
