import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { pageTag, tagAnswer, viewerTags } from '#server/lib/page-tags.ts';
import { paymentsModeOf } from '#server/lib/payments.ts';
import { route } from '#server/lib/route.ts';
import { removeFeatureOverride, setFeatureOverride } from './overrides.service.ts';
import { syncTierWithStripe } from './stripe-sync.ts';
import { seedSubscriptionsAsAdmin } from './subscription-seed.ts';
import { subscriptionSummaryFor } from './subscription-summary.ts';
import { listUserFeatures } from './subscriptions.service.ts';
import { listTiers, listTiersWithFeatures, updateTierPrices } from './tiers.service.ts';

/** Mounted under /api/subscriptions. */
export const subscriptionRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  route(app, api.subscriptions.tiers, { access: 'public' }, async () => ({ tiers: await listTiers(db) }));

  route(app, api.subscriptions.tiersWithFeatures, { access: 'public' }, async (request, reply) => {
    // The same for every viewer (D200).
    tagAnswer(reply, [pageTag.tiers, ...viewerTags(request.user)]);
    return { tiers: await listTiersWithFeatures(db), payments: paymentsModeOf(app.ctx.env) };
  });

  route(app, api.subscriptions.mine, { access: 'user' }, async (request) => ({
    subscription: await subscriptionSummaryFor(db, request.user.id),
  }));

  const account = { policy: 'account:selfOrAdmin', param: 'userId' } as const;
  route(app, api.subscriptions.userFeatures, { access: account }, async (request) =>
    listUserFeatures(db, request.resource.id),
  );

  route(app, api.subscriptions.updateTier, { access: ['ADMIN'] }, async (request) => ({
    tier: await updateTierPrices(db, request.user, request.params.id, request.body, requestInfo(request)),
  }));

  route(app, api.subscriptions.syncStripe, { access: ['ADMIN'] }, async (request) => ({
    tier: await syncTierWithStripe(
      db,
      app.ctx.stripe,
      request.user,
      request.params.id,
      requestInfo(request),
      request.log,
    ),
  }));

  route(app, api.subscriptions.setOverride, { access: ['ADMIN'] }, async (request) => ({
    override: await setFeatureOverride(db, request.user, request.body, requestInfo(request)),
  }));

  route(app, api.subscriptions.removeOverride, { access: ['ADMIN'] }, async (request) =>
    removeFeatureOverride(db, request.user, request.body, requestInfo(request)),
  );
};

/** Mounted under /api/admin: the admin action that (re)seeds the tiers and features of decisions §5. */
export const subscriptionAdminRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  route(app, api.subscriptions.seed, { access: ['ADMIN'] }, async (request) =>
    seedSubscriptionsAsAdmin(db, request.user, requestInfo(request)),
  );
};
