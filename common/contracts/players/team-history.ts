import { z } from 'zod';
import { normalizeSeason, SEASON_FORMAT_MESSAGE } from '../../season.ts';
import { optionalEmail, optionalText, optionalUrl, requiredText } from '../text.ts';
import { optionalNumber } from './fields.ts';

/** Team history entries of a player. */

export const TeamHistoryEntrySchema = z.object({
  id: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  season: z.string(),
  league: z.string().nullable(),
  level: z.string().nullable(),
  jerseyNumber: z.number().nullable(),
  isCurrent: z.boolean(),
  coachName: z.string().nullable(),
  /** Only for people who may edit the profile: no public page shows a coach's e-mail (decisions §4). */
  coachEmail: z.string().nullable(),
  teamUrl: z.string().nullable(),
  rosterUrl: z.string().nullable(),
});
export type TeamHistoryEntry = z.infer<typeof TeamHistoryEntrySchema>;

export const TeamHistoryInputSchema = z.strictObject({
  teamName: requiredText(120, 'Team name is required'),
  /** Stored in the one season format, "2025-26" (common/season.ts); "2025-2026" or "2025" are read into it. */
  season: requiredText(20, 'Season is required').transform((v, ctx) => {
    const season = normalizeSeason(v);
    if (season === null) ctx.addIssue({ code: 'custom', message: SEASON_FORMAT_MESSAGE });
    return season ?? v;
  }),
  league: optionalText(120),
  level: optionalText(60),
  jerseyNumber: optionalNumber(z.number().int().min(0).max(99)),
  isCurrent: z.boolean().default(false),
  coachName: optionalText(120),
  coachEmail: optionalEmail,
  teamUrl: optionalUrl,
  rosterUrl: optionalUrl,
});
export type TeamHistoryInput = z.input<typeof TeamHistoryInputSchema>;
/**
 * Every field optional and no defaults: zod 4 applies a default inside .partial(), which would turn a
 * patch without isCurrent into "isCurrent: false".
 */
export const TeamHistoryPatchSchema = TeamHistoryInputSchema.extend({
  isCurrent: z.boolean().optional(),
}).partial();

export const TeamHistoryListSchema = z.object({ teamHistory: z.array(TeamHistoryEntrySchema) });
export const TeamHistoryEntryResponseSchema = z.object({ entry: TeamHistoryEntrySchema });
