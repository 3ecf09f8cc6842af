import { z } from 'zod';
import { JOB_PERIODS } from '../jobs.ts';

/** The admin area's scheduled jobs (D301, D303): what each is, when it last ran and what it did. */

export const JobNameParamsSchema = z.object({
  job: z.string().min(1).max(100),
});

export const JobResultSchema = z.object({
  summary: z.string(),
  counts: z.record(z.string(), z.number()),
});

export const JobSchema = z.object({
  name: z.string(),
  title: z.string(),
  period: z.enum(JOB_PERIODS),
  /** The first day (UTC) of the period last claimed, or null if it never ran. */
  lastPeriodStart: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Started and not finished (on any process). */
  running: z.boolean(),
  lastResult: JobResultSchema.nullable(),
  /** The error of the last run, if it failed. */
  lastError: z.string().nullable(),
});
export type Job = z.infer<typeof JobSchema>;

export const JobsResponseSchema = z.object({ jobs: z.array(JobSchema) });

export const JobRunResponseSchema = JobResultSchema.extend({
  job: z.string(),
  ranAt: z.string(),
  periodStart: z.string(),
});
export type JobRunResponse = z.infer<typeof JobRunResponseSchema>;
