import { z } from 'zod';
import { emptyToNull, optionalMultilineText, optionalText, requiredText } from '../text.ts';
import { dateString } from './fields.ts';

/** Schedule events (games a player plays) and upcoming events (showcases, tournaments). */

export const STREAM_URL_MESSAGE = 'Must be an https:// address';
/**
 * D299: where the game or event streams (LiveBarn, HockeyTV or any https page); an empty string clears it.
 * https only: the link is shown to others, and a plain http page would be open to tampering on the way.
 */
export const streamUrl = z.preprocess(
  (v) => emptyToNull(typeof v === 'string' ? v.trim() : v),
  z
    .url({ message: STREAM_URL_MESSAGE, protocol: /^https$/ })
    .max(500, 'At most 500 characters')
    .nullish(),
);

export const ScheduleEventInputSchema = z.strictObject({
  eventDate: dateString('Date is required'),
  eventTime: optionalText(20),
  rinkName: requiredText(120, 'Rink name is required'),
  location: optionalText(200),
  locationPlaceId: optionalText(200),
  hasLiveBarn: z.boolean().default(false),
  opponent: optionalText(120),
  notes: optionalMultilineText(500),
  streamUrl,
});
export type ScheduleEventInput = z.input<typeof ScheduleEventInputSchema>;
/** No defaults in a patch (see TeamHistoryPatchSchema). */
export const ScheduleEventPatchSchema = ScheduleEventInputSchema.extend({
  hasLiveBarn: z.boolean().optional(),
}).partial();

export const ScheduleEventSchema = z.object({
  id: z.string(),
  eventDate: z.string(),
  eventTime: z.string().nullable(),
  rinkName: z.string().nullable(),
  location: z.string().nullable(),
  locationPlaceId: z.string().nullable(),
  hasLiveBarn: z.boolean(),
  opponent: z.string().nullable(),
  notes: z.string().nullable(),
  /** D299: null when none, or when the details are hidden (a stream locates the rink). */
  streamUrl: z.string().nullable(),
  /** True when rink, time and location are withheld (a minor's profile seen by an anonymous visitor). */
  detailsHidden: z.boolean(),
});
export type ScheduleEvent = z.infer<typeof ScheduleEventSchema>;

export const UpcomingEventSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  date: z.string(),
  eventName: z.string(),
  location: z.string().nullable(),
  competitionType: z.string().nullable(),
  /** D299: null when none, or when the location is hidden (a minor's event seen by a stranger). */
  streamUrl: z.string().nullable(),
});
export type UpcomingEvent = z.infer<typeof UpcomingEventSchema>;

/** Suggestions for competitionType (any text up to 60 characters is accepted). */
export const COMPETITION_TYPE_SUGGESTIONS = [
  'Showcase',
  'Tournament',
  'Camp',
  'Combine',
  'Tryout',
  'Playoffs',
];
export const EVENT_NAME_MESSAGE = 'Event name is required';

/** A field left blank is stored as null (not as an empty string). */
const blankAsNull = <T extends z.ZodType<string | null | undefined>>(schema: T) =>
  schema.transform((v) => (v === '' ? null : v));

/** A showcase or tournament (the upcoming_events table). */
export const UpcomingEventInputSchema = z.strictObject({
  date: dateString('Date is required'),
  eventName: requiredText(120, EVENT_NAME_MESSAGE),
  location: blankAsNull(optionalText(200)),
  competitionType: blankAsNull(optionalText(60)),
  streamUrl,
});
export type UpcomingEventInput = z.input<typeof UpcomingEventInputSchema>;
export const UpcomingEventPatchSchema = UpcomingEventInputSchema.partial();
export const UpcomingEventResponseSchema = z.object({ event: UpcomingEventSchema });

export const ScheduleEventListSchema = z.object({ events: z.array(ScheduleEventSchema) });
export const ScheduleEventResponseSchema = z.object({ event: ScheduleEventSchema });
export const UpcomingEventListSchema = z.object({ events: z.array(UpcomingEventSchema) });
