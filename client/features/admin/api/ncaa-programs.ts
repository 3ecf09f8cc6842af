import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeyPrefix, callApi, useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { NcaaProgramInput, UpdateNcaaProgramInput } from '#common/contracts/recruiters.ts';

/** The whole NCAA directory, inactive rows included. */
export function useAdminNcaaPrograms() {
  return useApiQuery(api.recruiters.admin.ncaaPrograms, {});
}

function useInvalidateDirectory() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.recruiters.admin.ncaaPrograms) }),
      queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.recruiters.ncaaPrograms) }),
    ]);
}

export function useCreateNcaaProgram() {
  const invalidate = useInvalidateDirectory();
  return useMutation({
    mutationFn: (input: NcaaProgramInput) => callApi(api.recruiters.admin.createNcaaProgram, { body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateNcaaProgram() {
  const invalidate = useInvalidateDirectory();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateNcaaProgramInput }) =>
      callApi(api.recruiters.admin.updateNcaaProgram, { params: { id }, body: input }),
    onSuccess: invalidate,
  });
}
