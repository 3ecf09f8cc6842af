import type { QueryClient } from '@tanstack/react-query';
import { apiKeyPrefix, isApiKeyOf } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/**
 * After a plan changes, every read that shows it or follows from it is read again (reads never go stale
 * by themselves): the user's plan and features, the parent account, each player's add allowances.
 */
export async function invalidatePlanQueries(
  queryClient: QueryClient,
  { exceptMine = false }: { exceptMine?: boolean } = {},
): Promise<void> {
  const mine = apiKeyPrefix(api.subscriptions.mine);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: apiKeyPrefix(api.subscriptions.userFeatures),
    }),
    exceptMine ? undefined : queryClient.invalidateQueries({ queryKey: mine, exact: true }),
    queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.parents.account) }),
    queryClient.invalidateQueries({ predicate: (query) => isApiKeyOf(api.players.features, query.queryKey) }),
  ]);
}
