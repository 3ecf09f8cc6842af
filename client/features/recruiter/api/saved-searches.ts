import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi, useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { CreateSavedSearchInput, UpdateSavedSearchInput } from '#common/contracts/saved-searches.ts';

/** D306: the recruiter's saved searches, each with what it found since the last visit (D308). */
export function useSavedSearches() {
  return useApiQuery(api.savedSearches.list, {});
}

const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: apiKey(api.savedSearches.list, {}) });

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedSearchInput) => callApi(api.savedSearches.create, { body }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSavedSearchInput & { id: string }) =>
      callApi(api.savedSearches.update, { params: { id }, body }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.savedSearches.remove, { params: { id } }),
    onSuccess: () => refresh(queryClient),
  });
}

/** Opening a saved search: what it found so far stops counting as new. */
export function useVisitSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.savedSearches.visit, { params: { id }, body: {} }),
    onSettled: () => refresh(queryClient),
  });
}
