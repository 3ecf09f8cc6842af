import ical, { type ICalCalendar } from 'ical-generator';

/**
 * D300: the iCalendar text of a feed (ical-generator). Each event keeps the id of its row as its UID, so
 * a calendar app updates the one it already has; a deleted row simply is not in the next fetch.
 */

/** A schedule event or a showcase as a feed shows it; the details are null where they are withheld. */
export interface FeedEvent {
  /** Stable across fetches: `game-<row id>` or `event-<row id>`. */
  uid: string;
  /** YYYY-MM-DD. */
  date: string;
  summary: string;
  /** The time of day as entered ("19:30", "7:30 PM"), or null: then the event is all-day. */
  time: string | null;
  location: string | null;
  description: string | null;
  streamUrl: string | null;
}

/** A game's assumed length: the schedule holds a start time only. */
const GAME_MINUTES = 90;
const FEED_DOMAIN = 'rinkside';

/** "19:30", "7:30 PM", "7pm" as hours and minutes, or null when the text is not a time of day. */
export function parseTimeOfDay(text: string): { hours: number; minutes: number } | null {
  const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?\s*$/i.exec(text);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const meridiem = match[3]?.toLowerCase().replaceAll('.', '');
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  } else if (match[2] === undefined) return null;
  if (hours > 23 || minutes > 59) return null;
  return { hours, minutes };
}

function utcDate(date: string, hours = 0, minutes = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, hours, minutes));
}

function addEvent(calendar: ICalCalendar, event: FeedEvent) {
  const time = event.time ? parseTimeOfDay(event.time) : null;
  const common = {
    id: `${event.uid}@${FEED_DOMAIN}`,
    summary: event.summary,
    location: event.location,
    description: event.description,
    url: event.streamUrl,
  };
  if (time) {
    // The rink's own wall-clock time (the schedule holds no time zone): a floating time, read as local.
    const start = utcDate(event.date, time.hours, time.minutes);
    calendar.createEvent({
      ...common,
      start,
      end: new Date(start.getTime() + GAME_MINUTES * 60_000),
      floating: true,
    });
  } else {
    calendar.createEvent({ ...common, start: utcDate(event.date), allDay: true });
  }
}

/** The whole feed as text/calendar. */
export function renderCalendar(name: string, events: readonly FeedEvent[]): string {
  const calendar = ical({
    name,
    prodId: { company: 'Rinkside', product: 'Calendar feed', language: 'EN' },
    // Calendar apps that honour it refresh about as often as the answer may be cached.
    ttl: 60 * 60,
  });
  for (const event of events) addEvent(calendar, event);
  return calendar.toString();
}
