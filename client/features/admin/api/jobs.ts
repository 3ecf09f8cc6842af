import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi, useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** The scheduled jobs with their last run (D301). */
export function useJobs() {
  return useApiQuery(api.admin.jobs, {});
}

/** Runs one job at once (D303); the list is read again afterwards. */
export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: string) => callApi(api.admin.runJob, { params: { job }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKey(api.admin.jobs, {}) }),
  });
}
