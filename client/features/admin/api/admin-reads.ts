import type { QueryClient } from '@tanstack/react-query';

/** Every admin read (metrics, users, audit logs, user details) starts with this key. */
export const ADMIN_KEY_PREFIX = ['api', 'admin'] as const;

/** After an admin change: the dashboard, the users table, the audit log and the user screens read again. */
export async function invalidateAdminReads(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: ADMIN_KEY_PREFIX });
}
