/**
 * The billing feature's public module: the plan summary the family screens show, Manage Billing, the
 * checkout return the root layout renders, and the list of what a paid plan adds.
 */
export { useMySubscription } from './api/get-my-subscription.ts';
export { CheckoutReturn } from './components/checkout-return.tsx';
export { ManageBillingButton } from './components/manage-billing-button.tsx';
export { PaidBenefits } from './components/paid-benefits.tsx';
export { PlanSummary } from './components/plan-summary.tsx';
