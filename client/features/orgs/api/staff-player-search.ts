import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** The Add Player dialog's search: idle until two characters are typed. */
export function useStaffPlayerSearch(keyword: string) {
  const trimmed = keyword.trim();
  return useApiQuery(
    api.search.players,
    trimmed.length >= 2 ? { query: { keyword: trimmed, pageSize: 8 } } : skipToken,
    { placeholderData: keepPreviousData },
  );
}
