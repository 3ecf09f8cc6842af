import { z } from 'zod';

/** Every error body of the API (decisions §2). */
export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
