import { useQuery } from '@tanstack/react-query';
import type { Note } from '#common/contracts/notes.ts';

export type { Note };

export const notesQueryKey = (playerId: string) => ['/api/players', playerId, 'notes'] as const;

/** GET /api/players/{id}/notes: the recruiter's own private notes on a player. */
export function useNotes(playerId: string, enabled = true) {
  return useQuery<{ notes: Note[] }>({ queryKey: notesQueryKey(playerId), enabled });
}
