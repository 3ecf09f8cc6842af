// Plans and paying: pricing, the local test checkout and billing pages (no Stripe keys).
export { BillingPage } from '#client/features/billing/pages/billing-page.tsx';
export { pricingLoader } from '#client/features/billing/pages/pricing-loader.ts';
export { PricingPage } from '#client/features/billing/pages/pricing-page.tsx';
export { TestCheckoutPage } from '#client/features/billing/pages/test-checkout-page.tsx';
