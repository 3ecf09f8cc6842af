import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { Note } from '#common/contracts/notes.ts';
import { notesQueryKey } from './get-notes.ts';

/** POST /api/players/{id}/notes. */
export function useAddNote(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation<{ note: Note }, Error, string>({
    mutationFn: (note) => apiRequest('POST', `/api/players/${encodeURIComponent(playerId)}/notes`, { note }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryKey(playerId) }),
  });
}
