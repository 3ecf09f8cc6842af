import { skipToken } from '@tanstack/react-query';
import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** Whether an approval link's token is still good (public). */
export function useValidateApprovalToken(token: string) {
  return useApiQuery(api.approvals.validate, token ? { params: { token } } : skipToken);
}
