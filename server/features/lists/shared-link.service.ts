import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { SHARE_LINK_NOT_FOUND, type SharedListResponse } from '#common/contracts/list-sharing.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { playerScheduleEvents, players, recruiterLists, recruiters, users } from '#server/db/schema/index.ts';
import { canSeeScheduleDetails, toPlayerCard, toScheduleEventDto } from '#server/features/players/index.ts';
import { todayIsoDate } from '#server/lib/dates.ts';
import { notFound } from '#server/lib/errors.ts';
import { hashToken } from '#server/lib/tokens.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { listItemRows, toListDetail } from './lists.service.ts';

/**
 * D323: a list read by its secret link. Whoever holds the address reads it, so each player is shown as an
 * anonymous visitor of the profile sees them (the search card: active profiles only, no e-mail or phone),
 * with the stage and the next game; a minor's rink, time, place, notes and stream link only when the
 * signed-in reader is entitled to them on the profile (canSeeScheduleDetails, decisions §4). Never a note
 * or rating of anyone. An unknown, replaced or revoked link, or a suspended owner's, is 404.
 */
export async function readSharedList(
  db: DbOrTx,
  token: string,
  viewer: AuthUser | null,
): Promise<SharedListResponse> {
  const [list] = await db
    .select({
      id: recruiterLists.id,
      name: recruiterLists.name,
      customStages: recruiterLists.customStages,
      ownerName: users.name,
      ownerSuspended: users.suspended,
      program: recruiters.verifiedProgram,
    })
    .from(recruiterLists)
    .innerJoin(users, eq(users.id, recruiterLists.ownerUserId))
    .leftJoin(recruiters, eq(recruiters.userId, recruiterLists.ownerUserId))
    .where(and(eq(recruiterLists.shareToken, hashToken(token)), eq(recruiterLists.isShared, true)))
    .limit(1);
  if (!list || list.ownerSuspended) throw notFound(SHARE_LINK_NOT_FOUND);
  const rows = await listItemRows(db, list.id);
  const ids = rows.map((r) => r.id);
  const refs =
    ids.length === 0
      ? []
      : await db
          .select({
            id: players.id,
            userId: players.userId,
            birthYear: players.birthYear,
            birthMonth: players.birthMonth,
            parentsKeepAccess: players.parentsKeepAccess,
          })
          .from(players)
          .where(inArray(players.id, ids));
  const games =
    ids.length === 0
      ? []
      : await db
          .selectDistinctOn([playerScheduleEvents.playerId])
          .from(playerScheduleEvents)
          .where(
            and(
              inArray(playerScheduleEvents.playerId, ids),
              gte(playerScheduleEvents.eventDate, todayIsoDate()),
            ),
          )
          .orderBy(
            playerScheduleEvents.playerId,
            asc(playerScheduleEvents.eventDate),
            asc(playerScheduleEvents.eventTime),
            asc(playerScheduleEvents.createdAt),
          );
  const items: SharedListResponse['items'] = [];
  for (const row of rows) {
    const ref = refs.find((r) => r.id === row.id);
    const game = games.find((g) => g.playerId === row.id);
    const show = ref ? await canSeeScheduleDetails(db, viewer, ref) : false;
    items.push({
      ...toPlayerCard(row),
      stage: row.stage,
      nextGame: game ? toScheduleEventDto(game, { hideDetails: !show }) : null,
    });
  }
  return {
    list: {
      name: list.name,
      stages: toListDetail(list).stages,
      ownerName: list.ownerName,
      programName: list.program?.name ?? null,
    },
    items,
  };
}
