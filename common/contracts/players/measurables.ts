import { z } from 'zod';
import { emptyToNull, optionalText } from '../text.ts';
import { dateString, optionalNumber } from './fields.ts';

/** Measurables (physical testing) and coach references. */

export const MeasurablesSchema = z.object({
  fortyYardTime: z.number().nullable(),
  proAgilityTime: z.number().nullable(),
  wingspan: z.number().nullable(),
  benchPress: z.number().nullable(),
  squat: z.number().nullable(),
  verticalJump: z.number().nullable(),
  testedBy: z.string().nullable(),
  testedDate: z.string().nullable(),
});
export const MeasurablesInputSchema = z.strictObject({
  fortyYardTime: optionalNumber(z.number().min(0).max(60)),
  proAgilityTime: optionalNumber(z.number().min(0).max(60)),
  wingspan: optionalNumber(z.number().min(0).max(300)),
  benchPress: optionalNumber(z.number().min(0).max(500)),
  squat: optionalNumber(z.number().min(0).max(500)),
  verticalJump: optionalNumber(z.number().min(0).max(200)),
  testedBy: optionalText(120),
  testedDate: z.preprocess(emptyToNull, dateString('Use the format YYYY-MM-DD').nullish()),
});

export const CoachReferenceSchema = z.object({
  id: z.string(),
  coachName: z.string(),
  teamName: z.string(),
  season: z.string(),
  /** Only for people who may edit the profile. */
  coachEmail: z.string().nullable(),
});

/** null when nothing was measured yet. */
export const MeasurablesResponseSchema = z.object({ measurables: MeasurablesSchema.nullable() });
export const CoachReferenceListSchema = z.object({ references: z.array(CoachReferenceSchema) });
