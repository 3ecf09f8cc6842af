import { and, eq, inArray, notInArray } from 'drizzle-orm';
import {
  DEFAULT_LIST_STAGES,
  FIRST_LIST_STAGE,
  type ListDetail,
  stageKey,
  type UpdateListInput,
} from '#common/contracts/lists.ts';
import { csvText } from '#common/csv-write.ts';
import type { Db } from '#server/db/client.ts';
import { players, recruiterListItems, recruiterLists } from '#server/db/schema/index.ts';
import { IS_ACTIVE_PLAYER } from '#server/features/players/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { patchSet } from '#server/lib/patch.ts';
import { annotationsOf, NO_ANNOTATION } from './annotations.ts';
import { type ListRow, listItemRows, lockList, toListDetail } from './lists.service.ts';

/**
 * A list as a pipeline (D290): renaming it, the owner's own stages, a player's stage, and the list as a
 * CSV file (D292). The list:own policy loaded the caller's own list (list-policies.ts, D277); a stage is
 * moved under list:member with edit access, by the owner or a colleague (D321).
 */

export const PLAYER_NOT_IN_LIST = 'Player is not in this list.';
export const UNKNOWN_STAGE = 'Unknown stage';

/** Rename and/or replace the own stages; players in a stage that is gone go back to Watching. */
export async function updateList(
  db: Db,
  ownerUserId: string,
  own: ListRow,
  input: UpdateListInput,
  info: RequestInfo,
): Promise<ListDetail> {
  return db.transaction(async (tx) => {
    const list = await lockList(tx, own.id);
    const set = patchSet({ name: input.name, customStages: input.customStages });
    if (!set) return toListDetail(list);
    const [row] = await tx.update(recruiterLists).set(set).where(eq(recruiterLists.id, list.id)).returning();
    let moved = 0;
    if (input.customStages) {
      const stages = [...DEFAULT_LIST_STAGES, ...input.customStages];
      const reset = await tx
        .update(recruiterListItems)
        .set({ stage: FIRST_LIST_STAGE })
        .where(and(eq(recruiterListItems.listId, list.id), notInArray(recruiterListItems.stage, stages)))
        .returning({ id: recruiterListItems.id });
      moved = reset.length;
    }
    await recordAudit(
      tx,
      {
        eventType: 'list_updated',
        userId: ownerUserId,
        targetType: 'recruiter_list',
        targetId: list.id,
        metadata: {
          ...(input.name !== undefined && { name: input.name, previousName: list.name }),
          ...(input.customStages && { customStages: input.customStages, movedToWatching: moved }),
        },
      },
      info,
    );
    return toListDetail(row!);
  });
}

/**
 * Moves an active player on the list to one of its stages (matched without letter case); the actor is the
 * owner or a colleague with edit access (D321).
 */
export async function setItemStage(
  db: Db,
  actorUserId: string,
  own: ListRow,
  playerId: string,
  stageName: string,
  info: RequestInfo,
): Promise<{ playerId: string; stage: string }> {
  return db.transaction(async (tx) => {
    // Locked: the list's stages cannot change until the move is stored.
    const list = await lockList(tx, own.id);
    const stage = toListDetail(list).stages.find((s) => stageKey(s) === stageKey(stageName));
    if (!stage) {
      throw new AppError('VALIDATION_ERROR', UNKNOWN_STAGE, {
        issues: [{ path: 'stage', message: UNKNOWN_STAGE }],
      });
    }
    const activePlayer = tx
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.id, playerId), IS_ACTIVE_PLAYER));
    const [item] = await tx
      .select({ id: recruiterListItems.id, stage: recruiterListItems.stage })
      .from(recruiterListItems)
      .where(and(eq(recruiterListItems.listId, list.id), inArray(recruiterListItems.playerId, activePlayer)))
      .for('update');
    if (!item) throw notFound(PLAYER_NOT_IN_LIST);
    if (item.stage !== stage) {
      await tx.update(recruiterListItems).set({ stage }).where(eq(recruiterListItems.id, item.id));
      await recordAudit(
        tx,
        {
          eventType: 'list_item_stage_changed',
          userId: actorUserId,
          targetType: 'player',
          targetId: playerId,
          metadata: { listId: list.id, from: item.stage, to: stage },
        },
        info,
      );
    }
    return { playerId, stage };
  });
}

export const LIST_EXPORT_COLUMNS = [
  'Name',
  'Birth year',
  'Positions',
  'Shoots/Catches',
  'Current team',
  'Stage',
  'Rating',
  'Latest note',
  'Profile URL',
] as const;

const HAND = { L: 'Left', R: 'Right' } as Record<string, string>;

/** A file name from the list's name: letters, digits and dashes, never empty. */
export function exportFileName(listName: string): string {
  const slug = listName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .toLowerCase()
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'list'}.csv`;
}

/**
 * The list as the list page shows it (D292): the cards' facts, which carry nothing of a minor's contact
 * details or venues, with the stage and the owner's own rating and note preview. Audited as list_exported.
 */
export async function exportList(
  db: Db,
  ownerUserId: string,
  list: ListRow,
  appUrl: string,
  info: RequestInfo,
): Promise<{ filename: string; csv: string }> {
  return db.transaction(async (tx) => {
    const rows = await listItemRows(tx, list.id);
    const annotations = await annotationsOf(
      tx,
      ownerUserId,
      rows.map((r) => r.id),
    );
    const csv = csvText(
      LIST_EXPORT_COLUMNS,
      rows.map((r) => {
        const { myRating, latestNote } = annotations.get(r.id) ?? NO_ANNOTATION;
        return [
          `${r.firstName} ${r.lastName}`,
          r.birthYear,
          r.positions.join(' '),
          r.shoots ? HAND[r.shoots] : '',
          r.currentTeamName,
          r.stage,
          myRating,
          latestNote,
          `${appUrl}/player/${encodeURIComponent(r.slug)}`,
        ];
      }),
    );
    await recordAudit(
      tx,
      {
        eventType: 'list_exported',
        userId: ownerUserId,
        targetType: 'recruiter_list',
        targetId: list.id,
        metadata: { rows: rows.length },
      },
      info,
    );
    return { filename: exportFileName(list.name), csv };
  });
}
