import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateNoteInputSchema, NoteResponseSchema, NotesResponseSchema } from '#common/contracts/notes.ts';
import { PlayerRefParamsSchema } from '#common/contracts/players.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { createNote, listOwnNotes } from './notes.service.ts';

/** Notes are a recruiter's private working space (decisions §1); no other role has any. */
const access = ['RECRUITER'] as const;

export const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/players/:id/notes',
    { config: { access }, schema: { params: PlayerRefParamsSchema, response: { 200: NotesResponseSchema } } },
    async (request) => ({ notes: await listOwnNotes(db, request.user!, request.params.id) }),
  );

  app.post(
    '/players/:id/notes',
    {
      config: { access },
      schema: {
        params: PlayerRefParamsSchema,
        body: CreateNoteInputSchema,
        response: { 201: NoteResponseSchema },
      },
    },
    async (request, reply) => {
      const note = await createNote(
        db,
        request.user!,
        request.params.id,
        request.body.note,
        requestInfo(request),
      );
      return reply.status(201).send({ note });
    },
  );
};
