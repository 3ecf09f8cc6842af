import { z } from 'zod';
import { RETENTION_RULES, type RetentionRule } from '../retention.ts';

/** POST /api/admin/retention/run: what the data-retention job deleted, per rule. */
const count = z.number().int().nonnegative();

export const RetentionRunResponseSchema = z.object({
  ranAt: z.string(),
  /** Rows deleted (or, for profileViewers, made anonymous) per rule of common/retention.ts. */
  deleted: z.object(
    Object.fromEntries(RETENTION_RULES.map((rule) => [rule, count])) as Record<RetentionRule, typeof count>,
  ),
  total: count,
});
export type RetentionRunResult = z.infer<typeof RetentionRunResponseSchema>;
