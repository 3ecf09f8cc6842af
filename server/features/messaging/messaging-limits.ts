import { AppError } from '#server/lib/errors.ts';
import { type LimitStore, type LimitUnit, minutesText, type Reservation } from '#server/lib/limits/index.ts';
import { DAY_MS, HOUR_MS } from '#server/lib/tokens.ts';

/**
 * Abuse limits, per account: new conversations (per hour and per day), messages (per hour) and shared
 * profiles (per day), counted in the shared limit store (D170).
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

/** A unit taken; `release` hands it back (the action did not happen). */
export interface HeldUnit {
  release(): Promise<void>;
}

export interface MessagingLimiter {
  /** One new conversation; throws 429 when the hour's or the day's allowance is used up. */
  newConversation(userId: string): Promise<HeldUnit>;
  message(userId: string): Promise<HeldUnit>;
  share(userId: string): Promise<HeldUnit>;
}

const waitText = (seconds: number) =>
  seconds > 2 * 3600 ? `${Math.ceil(seconds / 3600)} hours` : minutesText(seconds);

export function createMessagingLimiter(store: LimitStore, limits: MessagingLimits): MessagingLimiter {
  const conversationsPerHour = store.declare({
    name: 'conversations-hour',
    points: limits.conversationsPerHour,
    windowMs: HOUR_MS,
  });
  const conversationsPerDay = store.declare({
    name: 'conversations-day',
    points: limits.conversationsPerDay,
    windowMs: DAY_MS,
  });
  const messagesPerHour = store.declare({
    name: 'messages-hour',
    points: limits.messagesPerHour,
    windowMs: HOUR_MS,
  });
  const sharesPerDay = store.declare({ name: 'shares-day', points: limits.sharesPerDay, windowMs: DAY_MS });
  const messageOf = new Map([
    [conversationsPerDay, 'You have started the most new conversations allowed in a day.'],
    [conversationsPerHour, 'You have started the most new conversations allowed in an hour.'],
    [messagesPerHour, 'You have sent the most messages allowed in an hour.'],
    [sharesPerDay, 'You have shared the most players allowed in a day.'],
  ]);

  const take = async (units: LimitUnit[]): Promise<HeldUnit> => {
    const reservation: Reservation = await store.reserve(units);
    if (reservation.ok) return reservation;
    const wait = reservation.retryAfterSeconds;
    throw new AppError(
      'RATE_LIMITED',
      `${messageOf.get(reservation.refusedBy)} Please wait ${waitText(wait)} before trying again.`,
      { headers: { 'retry-after': String(wait) } },
    );
  };

  return {
    // Both windows or neither: when one is full, the other's unit is handed back.
    newConversation: (userId) =>
      take([
        { limit: conversationsPerDay, key: userId },
        { limit: conversationsPerHour, key: userId },
      ]),
    message: (userId) => take([{ limit: messagesPerHour, key: userId }]),
    share: (userId) => take([{ limit: sharesPerDay, key: userId }]),
  };
}
