import {
  CheckoutSessionParamsSchema,
  CheckoutSessionResponseSchema,
  CreateCheckoutSessionInputSchema,
  MySubscriptionResponseSchema,
  RedirectUrlResponseSchema,
  TestPortalUpdateInputSchema,
  WebhookReceivedResponseSchema,
} from '#common/contracts/subscriptions.ts';
import { defineEndpoint } from './define.ts';

/**
 * Paying for a plan (decisions §6): Stripe with STRIPE_SECRET_KEY, otherwise the local test checkout and
 * test billing page, which drive the same fulfilment code as Stripe's webhook.
 */
export const billing = {
  /** Guests too: a guest's paid session is attached to the account that registers or logs in with it. */
  createCheckoutSession: defineEndpoint({
    method: 'POST',
    path: '/api/stripe/create-checkout-session',
    summary: 'Start a checkout for a plan',
    errors: [409, 502, 503],
    body: CreateCheckoutSessionInputSchema,
    responses: { 200: RedirectUrlResponseSchema },
  }),
  /** The buyer's view of a session (the test checkout page, the return toast); the id is the key. */
  checkoutSession: defineEndpoint({
    method: 'GET',
    path: '/api/stripe/checkout-sessions/:sessionId',
    summary: 'Read a checkout session',
    params: CheckoutSessionParamsSchema,
    responses: { 200: CheckoutSessionResponseSchema },
  }),
  /** The subscriber's "Manage billing": Stripe's Billing Portal, or the local billing page. */
  billingPortal: defineEndpoint({
    method: 'POST',
    path: '/api/stripe/billing-portal',
    summary: 'Open the billing portal',
    errors: [502],
    responses: { 200: RedirectUrlResponseSchema },
  }),
  /**
   * Stripe's event delivery (server to server). The body is the raw signed payload, verified with
   * STRIPE_WEBHOOK_SECRET before anything is read, so no JSON body schema; not a call the client makes.
   */
  webhook: defineEndpoint({
    method: 'POST',
    path: '/api/stripe/webhook',
    summary: 'Receive a Stripe event',
    responses: { 200: WebhookReceivedResponseSchema },
    hide: true,
  }),
  /** Without Stripe keys only (404 otherwise): the local test checkout's Pay and Cancel. */
  testCheckout: {
    complete: defineEndpoint({
      method: 'POST',
      path: '/api/stripe/test-checkout/:sessionId/complete',
      summary: 'Pay a test checkout session',
      params: CheckoutSessionParamsSchema,
      responses: { 200: RedirectUrlResponseSchema },
    }),
    cancel: defineEndpoint({
      method: 'POST',
      path: '/api/stripe/test-checkout/:sessionId/cancel',
      summary: 'Cancel a test checkout session',
      params: CheckoutSessionParamsSchema,
      responses: { 200: RedirectUrlResponseSchema },
    }),
  },
  /** Without Stripe keys only (404 otherwise): the local billing page's plan, cycle and cancel changes. */
  testPortal: {
    update: defineEndpoint({
      method: 'POST',
      path: '/api/stripe/test-portal/subscription',
      summary: 'Change the plan on the test billing page',
      body: TestPortalUpdateInputSchema,
      responses: { 200: MySubscriptionResponseSchema },
    }),
  },
};
