import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidateAdminReads } from './admin-reads.ts';

/** Step 1 of the CSV import (spec 3 §2): nothing is written. */
export function useValidateImport() {
  return useMutation({
    mutationFn: (csvContent: string) => callApi(api.admin.import.validate, { body: { csvContent } }),
  });
}

/** Step 2: every row or none, in one transaction on the server. */
export function useExecuteImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csvContent, skipDuplicates }: { csvContent: string; skipDuplicates: boolean }) =>
      callApi(api.admin.import.execute, { body: { csvContent, skipDuplicates } }),
    onSuccess: () => invalidateAdminReads(queryClient),
  });
}
