import { type SkipToken, skipToken } from '@tanstack/react-query';

/** The input of a read under /api/players/:id, or skipToken (the read waits) while the id is unknown. */
export function playerInput(id: string | undefined): { params: { id: string } } | SkipToken {
  return id ? { params: { id } } : skipToken;
}
