import type { LoaderFunctionArgs } from 'react-router';
import { pageFound, preloadApi, queryClientOf } from '#client/lib/route-data.ts';
import { api } from '#common/api/index.ts';

/** /pricing: the plans and their features, read into the cache the page draws from. */
export async function pricingLoader({ context }: LoaderFunctionArgs) {
  await preloadApi(queryClientOf(context), api.subscriptions.tiersWithFeatures, {});
  return pageFound({
    title: 'Pricing · Rinkside',
    description:
      'Rinkside plans for players, parents and recruiters: start free, upgrade for unlimited highlights, analytics and search.',
    path: '/pricing',
  });
}
