import { useQuery } from '@tanstack/react-query';
import type { RecruiterList } from '#common/contracts/lists.ts';

export type { RecruiterList };

/** Every query key of a recruiter's lists and their items starts with this segment. */
export const LISTS_QUERY_KEY = ['/api/lists'] as const;

/** GET /api/lists: the recruiter's own lists, oldest first as the server returns them. */
export function useLists(enabled = true) {
  return useQuery<{ lists: RecruiterList[] }>({ queryKey: LISTS_QUERY_KEY, enabled });
}
