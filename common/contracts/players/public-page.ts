import { z } from 'zod';
import { GoalListSchema } from './goals.ts';
import { CoachReferenceListSchema, MeasurablesResponseSchema } from './measurables.ts';
import { PlayerDetailSchema } from './profile.ts';
import { ScheduleEventListSchema, UpcomingEventListSchema } from './schedule.ts';
import { SeasonStatListSchema } from './stats.ts';

/**
 * Everything the public profile page draws, in one answer: the profile and the answers of its
 * six supporting reads, each exactly as its own endpoint gives it (those keep working for other clients).
 */
export const PublicProfilePageSchema = z.object({
  detail: PlayerDetailSchema,
  scheduleEvents: ScheduleEventListSchema,
  upcomingEvents: UpcomingEventListSchema,
  seasonStats: SeasonStatListSchema,
  measurables: MeasurablesResponseSchema,
  coachReferences: CoachReferenceListSchema,
  goals: GoalListSchema,
});
export type PublicProfilePage = z.infer<typeof PublicProfilePageSchema>;
