import { and, eq, exists, inArray, isNotNull, not, sql } from 'drizzle-orm';
import { ADULT_AGE } from '#common/age.ts';
import type { Db } from '#server/db/client.ts';
import { conversationParticipants, conversations, messages, players } from '#server/db/schema/index.ts';
import { bornByAge } from '#server/features/players/index.ts';

/**
 * D143: a player turns 18 without anyone acting. The rights follow from the age at each
 * request (player-access.ts parentKeepsManaging, participants.ts isMinorPlayer); what needs writing is the
 * notice in the threads that were a minor's: every conversation about a player who is now 18 (by the month
 * rule), has an account of their own and still has a parent in it gets one notice from Rinkside, once
 * (messages_notice_unique). A player without an account stays in their parents' hands (D142), so their
 * threads get none until they claim one.
 */
export const PLAYER_ADULT_NOTICE_SUFFIX =
  ' is now 18. A parent or guardian is no longer required in this conversation; the parents already in it can still read it.';

/** Posts the notices due at `now`; answers the conversations that received one. Idempotent. */
export async function postAdultNotices(db: Db, now: Date = new Date()): Promise<string[]> {
  const hasParent = db
    .select({ one: sql`1` })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversations.id),
        eq(conversationParticipants.role, 'parent'),
      ),
    );
  const noticed = db
    .select({ one: sql`1` })
    .from(messages)
    .where(and(eq(messages.conversationId, conversations.id), eq(messages.notice, 'player_adult')));
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ conversationId: conversations.id, firstName: players.firstName })
      .from(conversations)
      .innerJoin(players, eq(players.id, conversations.playerId))
      .where(
        and(isNotNull(players.userId), bornByAge(ADULT_AGE, now), exists(hasParent), not(exists(noticed))),
      );
    if (due.length === 0) return [];
    const inserted = await tx
      .insert(messages)
      .values(
        due.map((d) => ({
          conversationId: d.conversationId,
          senderUserId: null,
          body: `${d.firstName}${PLAYER_ADULT_NOTICE_SUFFIX}`,
          notice: 'player_adult',
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ conversationId: messages.conversationId });
    const ids = inserted.map((r) => r.conversationId);
    if (ids.length)
      await tx.update(conversations).set({ lastMessageAt: now }).where(inArray(conversations.id, ids));
    return ids;
  });
}

/**
 * The notices' timer: at start and then every hour (a birthday counts once its day has begun in Hawaii, so
 * an hourly pass posts each notice within the hour of the day it is due). Errors go to the log.
 */
export function startAdultNotices(
  db: Db,
  log: { error: (obj: unknown, msg: string) => void },
  everyMs = 60 * 60 * 1000,
): { stop: () => void } {
  const run = () => postAdultNotices(db).catch((err: unknown) => log.error({ err }, 'adult notices failed'));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
