import { z } from 'zod';
import { hasNoControl } from './text.ts';

/** A recruiter's private notes on a player (spec 3 §2 NOTES panel, §7). Only their author reads them. */

export const NOTE_MAX = 2000;

export const CreateNoteInputSchema = z.strictObject({
  note: z
    .string({ message: 'Note is required' })
    .trim()
    .min(1, 'Note is required')
    .max(NOTE_MAX, `Note must be at most ${NOTE_MAX} characters`)
    .refine(hasNoControl, 'Note contains an invalid character'),
});
export type CreateNoteInput = z.infer<typeof CreateNoteInputSchema>;

export const NoteSchema = z.object({ id: z.string(), note: z.string(), createdAt: z.string() });
export type Note = z.infer<typeof NoteSchema>;

export const NotesResponseSchema = z.object({ notes: z.array(NoteSchema) });
export const NoteResponseSchema = z.object({ note: NoteSchema });
