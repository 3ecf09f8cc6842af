import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { NOTE_PREVIEW_MAX, type PlayerAnnotation } from '#common/contracts/lists.ts';
import { truncateGraphemes } from '#common/names.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { playerRatings, recruiterNotes } from '#server/db/schema/index.ts';

/**
 * A recruiter's own view of players (D291): their overall rating (D128) and the start of their newest
 * private note. Only the caller's own rows are read, so no recruiter ever sees another's.
 */

/** The note as one line, cut to NOTE_PREVIEW_MAX characters by grapheme (D255). */
export function notePreview(note: string): string {
  return truncateGraphemes(note.replace(/\s+/g, ' ').trim(), NOTE_PREVIEW_MAX);
}

/** Two indexed reads (player_ratings_pk, recruiter_notes_recruiter_player_idx); players without either are absent. */
export async function annotationsOf(
  db: DbOrTx,
  recruiterUserId: string,
  playerIds: readonly string[],
): Promise<Map<string, PlayerAnnotation>> {
  const found = new Map<string, PlayerAnnotation>();
  if (playerIds.length === 0) return found;
  const ids = [...new Set(playerIds)];
  // One after the other: db may be a transaction, which runs one statement at a time.
  const ratings = await db
    .select({ playerId: playerRatings.playerId, overall: playerRatings.overall })
    .from(playerRatings)
    .where(and(eq(playerRatings.recruiterUserId, recruiterUserId), inArray(playerRatings.playerId, ids)));
  const notes = await db
    .selectDistinctOn([recruiterNotes.playerId], {
      playerId: recruiterNotes.playerId,
      // A preview needs the start only; some spare characters for the whitespace folded away.
      note: sql<string>`left(${recruiterNotes.note}, ${NOTE_PREVIEW_MAX * 4})`,
    })
    .from(recruiterNotes)
    .where(and(eq(recruiterNotes.recruiterUserId, recruiterUserId), inArray(recruiterNotes.playerId, ids)))
    .orderBy(recruiterNotes.playerId, desc(recruiterNotes.createdAt), desc(recruiterNotes.id));
  const entry = (playerId: string) => {
    let annotation = found.get(playerId);
    if (!annotation) {
      annotation = { myRating: null, latestNote: null };
      found.set(playerId, annotation);
    }
    return annotation;
  };
  for (const r of ratings) entry(r.playerId).myRating = r.overall;
  for (const n of notes) entry(n.playerId).latestNote = notePreview(n.note);
  return found;
}

export const NO_ANNOTATION: PlayerAnnotation = { myRating: null, latestNote: null };
