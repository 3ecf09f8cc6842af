import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ParentActivityResponseSchema } from '#common/contracts/parents.ts';

/** GET /api/parents/activity: the parent's last 10 actions. */
export function useParentActivity() {
  return useQuery<z.infer<typeof ParentActivityResponseSchema>>({ queryKey: ['/api/parents/activity'] });
}
