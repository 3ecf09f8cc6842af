import {
  CalendarFeedMessageSchema,
  CalendarFeedSchema,
  CalendarFeedStatusSchema,
  CalendarTokenParamsSchema,
} from '#common/contracts/calendar.ts';
import { ListParamsSchema } from '#common/contracts/lists.ts';
import { PlayerRefParamsSchema } from '#common/contracts/players.ts';
import { defineEndpoint } from './define.ts';

/**
 * D300: calendar feeds. The family makes a player's feed, a recruiter one per list; the .ics reads take
 * no session, the token in the address is the secret (a new one replaces it, a revoked one is 404).
 */
export const calendar = {
  player: {
    status: defineEndpoint({
      method: 'GET',
      path: '/api/players/:id/calendar-feed',
      summary: "Whether the player's calendar link is live",
      params: PlayerRefParamsSchema,
      responses: { 200: CalendarFeedStatusSchema },
    }),
    create: defineEndpoint({
      method: 'POST',
      path: '/api/players/:id/calendar-feed',
      summary: "Make (or replace) the player's calendar link",
      params: PlayerRefParamsSchema,
      responses: { 201: CalendarFeedSchema },
    }),
    revoke: defineEndpoint({
      method: 'DELETE',
      path: '/api/players/:id/calendar-feed',
      summary: "Revoke the player's calendar link",
      params: PlayerRefParamsSchema,
      responses: { 200: CalendarFeedMessageSchema },
    }),
    feed: defineEndpoint({
      method: 'GET',
      path: '/api/calendar/players/:token.ics',
      summary: "A player's games and events as an iCalendar feed",
      params: CalendarTokenParamsSchema,
      responses: {},
      raw: true,
    }),
  },
  list: {
    status: defineEndpoint({
      method: 'GET',
      path: '/api/lists/:id/calendar-feed',
      summary: "Whether the list's calendar link is live",
      params: ListParamsSchema,
      responses: { 200: CalendarFeedStatusSchema },
    }),
    create: defineEndpoint({
      method: 'POST',
      path: '/api/lists/:id/calendar-feed',
      summary: "Make (or replace) the list's calendar link",
      params: ListParamsSchema,
      responses: { 201: CalendarFeedSchema },
    }),
    revoke: defineEndpoint({
      method: 'DELETE',
      path: '/api/lists/:id/calendar-feed',
      summary: "Revoke the list's calendar link",
      params: ListParamsSchema,
      responses: { 200: CalendarFeedMessageSchema },
    }),
    feed: defineEndpoint({
      method: 'GET',
      path: '/api/calendar/lists/:token.ics',
      summary: "The games and events of a list's players as an iCalendar feed",
      params: CalendarTokenParamsSchema,
      responses: {},
      raw: true,
    }),
  },
};
