import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { AuditLogsQueryInput } from '#common/contracts/admin.ts';

export function useAuditLogs(query: AuditLogsQueryInput) {
  return useApiQuery(api.admin.auditLogs, { query }, { placeholderData: keepPreviousData });
}
