import { z } from 'zod';
import { VIEWER_GROUPS } from './player-reach.ts';

/**
 * D330-D334: the player's interest funnel (advanced analytics, decisions §5): different viewers, recruiters
 * who saved the profile to a list, and conversations recruiters started, per Monday week (UTC) and by
 * program group (common/program-groups.ts). Recruiters are named only in a conversation the reader is in.
 */

export const INTEREST_WEEKS = ['4', '12', '26'] as const;
export type InterestWeeks = (typeof INTEREST_WEEKS)[number];

export const InterestQuerySchema = z.strictObject({
  /** The last 4, 12 or 26 weeks, the current week (to today) included. */
  weeks: z.enum(INTEREST_WEEKS, { message: 'Choose 4, 12 or 26 weeks.' }).default('12'),
});

const count = z.number().int().nonnegative();

/** One program group's figures (a key of common/program-groups.ts; small groups pooled, D332). */
export const InterestProgramRowSchema = z.object({
  group: z.string(),
  /** Different recruiters of the group who viewed the profile. */
  viewers: count,
  /** Recruiters of the group who first saved the profile to one of their lists in the period. */
  savedBy: count,
  /** Conversations recruiters of the group started in the period. */
  conversations: count,
});
export type InterestProgramRow = z.infer<typeof InterestProgramRowSchema>;

const StageCounts = {
  /** Different viewers: signed-in by account, signed-out by address and browser (D330). */
  viewers: count,
  /** Of them, recruiters (by role at the time of the view). */
  recruiterViewers: count,
  /** Recruiters who first saved the profile to a list (a recruiter counts once, in the week of the first save). */
  savedBy: count,
  /** Conversations a recruiter started about the player (one per recruiter and player). */
  conversations: count,
};

export const InterestWeekSchema = z.object({
  /** The week's Monday (UTC), ISO date. */
  start: z.string(),
  ...StageCounts,
  programs: z.array(InterestProgramRowSchema),
});
export type InterestWeek = z.infer<typeof InterestWeekSchema>;

/** A conversation whose recruiter chose to be known: they wrote, and the reader is in the thread (D333). */
export const NamedConversationSchema = z.object({
  conversationId: z.string(),
  recruiterName: z.string(),
  /** The verified program's name, or the one the recruiter gave while none is verified. */
  organization: z.string().nullable(),
  group: z.string(),
  /** ISO date (UTC) the recruiter started it. */
  startedOn: z.string(),
});
export type NamedConversation = z.infer<typeof NamedConversationSchema>;

export const InterestFunnelSchema = z.object({
  weeks: z.number().int(),
  /** The first week's Monday and today (UTC). */
  from: z.string(),
  to: z.string(),
  /** The whole period; `viewers` counts each viewer once in it, so it is not the sum of the weeks. */
  totals: z.object({ ...StageCounts, programs: z.array(InterestProgramRowSchema) }),
  /** Oldest week first; the last is the current week. */
  series: z.array(InterestWeekSchema),
  /** Different viewers in the period per role (every group listed, zero included). */
  byRole: z.array(z.object({ role: z.enum(VIEWER_GROUPS), viewers: count })),
  /** Conversations started in the period that name their recruiter for this reader, newest first. */
  named: z.array(NamedConversationSchema),
  /** A program group is shown on its own only with this many different recruiters (D332). */
  groupMinimum: z.number().int(),
});
export type InterestFunnel = z.infer<typeof InterestFunnelSchema>;
