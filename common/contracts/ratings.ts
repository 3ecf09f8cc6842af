import { z } from 'zod';
import { hasNoControl } from './text.ts';

/**
 * A recruiter's own rating of a player (spec 3 §2 RATE PLAYER, D128): an overall score and four optional
 * criteria, 1 to 5, with a short summary. Private to the recruiter who gave it, like their notes.
 */

export const RATING_SUMMARY_MAX = 2000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const RATING_CRITERIA = [
  { key: 'skating', label: 'Skating' },
  { key: 'puckSkills', label: 'Puck skills' },
  { key: 'hockeySense', label: 'Hockey sense' },
  { key: 'compete', label: 'Compete' },
] as const;
export type RatingCriterion = (typeof RATING_CRITERIA)[number]['key'];

const score = (label: string) => {
  const message = `${label} rating must be ${RATING_MIN} to ${RATING_MAX}`;
  return z.number({ message }).int(message).min(RATING_MIN, message).max(RATING_MAX, message);
};
const criterion = (label: string) => score(label).nullable().optional();

export const SaveRatingInputSchema = z.strictObject({
  overall: score('Overall'),
  skating: criterion('Skating'),
  puckSkills: criterion('Puck skills'),
  hockeySense: criterion('Hockey sense'),
  compete: criterion('Compete'),
  summary: z
    .string({ message: 'Summary must be text' })
    .trim()
    .max(RATING_SUMMARY_MAX, `Summary must be at most ${RATING_SUMMARY_MAX} characters`)
    .refine(hasNoControl, 'Summary contains an invalid character')
    .nullable()
    .optional(),
});
export type SaveRatingInput = z.infer<typeof SaveRatingInputSchema>;

export const RatingSchema = z.object({
  overall: z.number().int(),
  skating: z.number().int().nullable(),
  puckSkills: z.number().int().nullable(),
  hockeySense: z.number().int().nullable(),
  compete: z.number().int().nullable(),
  summary: z.string().nullable(),
  updatedAt: z.string(),
});
export type Rating = z.infer<typeof RatingSchema>;

/** The caller's rating of the player, or null when they have not rated them. */
export const RatingResponseSchema = z.object({ rating: RatingSchema.nullable() });
export const SavedRatingResponseSchema = z.object({ rating: RatingSchema });
