import { AppError } from '#server/lib/errors.ts';
import { DAY_MS, HOUR_MS } from '#server/lib/tokens.ts';
import { minutesText, type Reservation, WindowLimiter } from '#server/lib/window-limiter.ts';

/**
 * Issue 17 abuse limits, per account: new conversations (per hour and per day), messages (per hour) and
 * shared profiles (per day). In memory, like the other throttles (server/lib/window-limiter.ts).
 */
export interface MessagingLimits {
  conversationsPerHour: number;
  conversationsPerDay: number;
  messagesPerHour: number;
  sharesPerDay: number;
}

export const DEFAULT_MESSAGING_LIMITS: MessagingLimits = {
  conversationsPerHour: 10,
  conversationsPerDay: 25,
  messagesPerHour: 120,
  sharesPerDay: 20,
};

export interface MessagingLimiter {
  /** One new conversation; throws 429 when the hour's or the day's allowance is used up. */
  newConversation(userId: string): Reservation & { ok: true };
  message(userId: string): Reservation & { ok: true };
  share(userId: string): Reservation & { ok: true };
}

function tooMany(what: string, reservation: Reservation): asserts reservation is Reservation & { ok: true } {
  if (reservation.ok) return;
  const wait = reservation.retryAfterSeconds;
  throw new AppError('RATE_LIMITED', `${what} Please wait ${waitText(wait)} before trying again.`, {
    headers: { 'retry-after': String(wait) },
  });
}

const waitText = (seconds: number) =>
  seconds > 2 * 3600 ? `${Math.ceil(seconds / 3600)} hours` : minutesText(seconds);

export function createMessagingLimiter(limits: MessagingLimits): MessagingLimiter {
  const hour = new WindowLimiter(HOUR_MS);
  const day = new WindowLimiter(DAY_MS);
  return {
    newConversation(userId) {
      // Both windows or neither: the day's unit is handed back when the hour is full.
      const perDay = day.reserve([{ key: `c:${userId}`, max: limits.conversationsPerDay }]);
      tooMany('You have started the most new conversations allowed in a day.', perDay);
      const perHour = hour.reserve([{ key: `c:${userId}`, max: limits.conversationsPerHour }]);
      if (!perHour.ok) perDay.release();
      tooMany('You have started the most new conversations allowed in an hour.', perHour);
      return {
        ok: true,
        release: () => {
          perDay.release();
          perHour.release();
        },
      };
    },
    message(userId) {
      const r = hour.reserve([{ key: `m:${userId}`, max: limits.messagesPerHour }]);
      tooMany('You have sent the most messages allowed in an hour.', r);
      return r;
    },
    share(userId) {
      const r = day.reserve([{ key: `s:${userId}`, max: limits.sharesPerDay }]);
      tooMany('You have shared the most players allowed in a day.', r);
      return r;
    },
  };
}
