import { CreateNoteInputSchema, NoteResponseSchema, NotesResponseSchema } from '#common/contracts/notes.ts';
import { PlayerRefParamsSchema } from '#common/contracts/players.ts';
import { defineEndpoint } from './define.ts';

/** A recruiter's private notes on a player. */
export const notes = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/players/:id/notes',
    summary: 'List my private notes on a player',
    params: PlayerRefParamsSchema,
    responses: { 200: NotesResponseSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/players/:id/notes',
    summary: 'Add a private note on a player',
    params: PlayerRefParamsSchema,
    body: CreateNoteInputSchema,
    responses: { 201: NoteResponseSchema },
  }),
};
