import { z } from 'zod';
import { GOAL_TYPES } from '../../enums.ts';
import { requiredMultilineText } from '../text.ts';

/** Goals on a player's profile. */

export const GoalSchema = z.object({
  id: z.string(),
  goal: z.string(),
  type: z.enum(GOAL_TYPES),
  isPublic: z.boolean(),
});
export const GoalInputSchema = z.strictObject({
  goal: requiredMultilineText(500, 'Goal text is required'),
  type: z.enum(GOAL_TYPES),
  isPublic: z.boolean().default(false),
});
/** An empty patch is allowed (it changes nothing), like every PATCH of the API. */
export const GoalPatchSchema = z.strictObject({ isPublic: z.boolean().optional() });
export const GoalListSchema = z.object({ goals: z.array(GoalSchema) });
export const GoalResponseSchema = z.object({ goal: GoalSchema });
