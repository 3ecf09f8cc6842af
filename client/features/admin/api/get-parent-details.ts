import { skipToken } from '@tanstack/react-query';
import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** The parent details dialog's read; idle while no parent is chosen. */
export function useParentDetails(parentId: string | null) {
  return useApiQuery(api.admin.parentDetails, parentId ? { params: { id: parentId } } : skipToken);
}
