import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** The NCAA directory: public, so the wizard reads it before the account exists. */
export function useNcaaPrograms(enabled = true) {
  return useApiQuery(api.recruiters.ncaaPrograms, {}, { enabled, staleTime: 5 * 60_000 });
}
