import { z } from 'zod';

/** D300: calendar feeds (iCalendar) at a secret, revocable address. */

/** The secret of a feed address as generateToken writes it: 32 bytes in base64url (43 characters). */
export const CalendarTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a valid calendar link'),
});

/** Whether a feed address is live (its secret is shown only once, when it is made). */
export const CalendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

/** A new feed address, in the two forms calendar apps take: https:// and webcal:// (subscribe). */
export const CalendarFeedSchema = z.object({
  httpsUrl: z.string(),
  webcalUrl: z.string(),
  createdAt: z.string(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

export const CalendarFeedMessageSchema = z.object({ message: z.string() });
