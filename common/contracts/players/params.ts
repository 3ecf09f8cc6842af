import { z } from 'zod';

/** Route parameters of the player endpoints and the answer of their deletes. */

export const IdParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid id' }) });
/** Players are read by id or by slug (slugs and uuids are both lower-case letters, digits and hyphens). */
export const PlayerRefParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[A-Za-z0-9-]+$/, 'Not a valid player id'),
});
export const PlayerGameParamsSchema = PlayerRefParamsSchema.extend({
  gameId: z.uuid({ message: 'Not a valid id' }),
});
export const PlayerGoalParamsSchema = PlayerRefParamsSchema.extend({
  goalId: z.uuid({ message: 'Not a valid id' }),
});
export const PlayerUpcomingEventParamsSchema = PlayerRefParamsSchema.extend({
  eventId: z.uuid({ message: 'Not a valid id' }),
});

export const DeletedResponseSchema = z.object({ message: z.string() });
