import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { Note } from '#common/contracts/notes.ts';

export type { Note };

/** The recruiter's own private notes on a player. */
export function useNotes(playerId: string, enabled = true) {
  return useApiQuery(api.notes.list, { params: { id: playerId } }, { enabled });
}
