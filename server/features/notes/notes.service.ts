import { and, desc, eq } from 'drizzle-orm';
import type { Note } from '#common/contracts/notes.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { recruiterNotes } from '#server/db/schema/index.ts';
import type { PlayerRow } from '#server/features/players/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import type { AuthUser } from '#server/plugins/auth.ts';

/**
 * Private notes (spec 3 §2): a recruiter reads and writes only their own notes, on players they may see
 * (an active profile; otherwise 404 as for a single read, decisions §1).
 */

type NoteRow = typeof recruiterNotes.$inferSelect;
const toNoteDto = (row: Pick<NoteRow, 'id' | 'note' | 'createdAt'>): Note => ({
  id: row.id,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

/** Newest first. */
export async function listOwnNotes(db: DbOrTx, user: AuthUser, player: PlayerRow): Promise<Note[]> {
  const rows = await db
    .select({ id: recruiterNotes.id, note: recruiterNotes.note, createdAt: recruiterNotes.createdAt })
    .from(recruiterNotes)
    .where(and(eq(recruiterNotes.recruiterUserId, user.id), eq(recruiterNotes.playerId, player.id)))
    .orderBy(desc(recruiterNotes.createdAt), desc(recruiterNotes.id));
  return rows.map(toNoteDto);
}

export async function createNote(
  db: Db,
  user: AuthUser,
  player: PlayerRow,
  note: string,
  info: RequestInfo,
): Promise<Note> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(recruiterNotes)
      .values({ recruiterUserId: user.id, playerId: player.id, note })
      .returning();
    // The note's text stays out of the audit log: it is private to its author.
    await recordAudit(
      tx,
      {
        eventType: 'note_created',
        userId: user.id,
        targetType: 'player',
        targetId: player.id,
        metadata: { noteId: row!.id },
      },
      info,
    );
    return toNoteDto(row!);
  });
}
