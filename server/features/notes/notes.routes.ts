import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { route } from '#server/lib/route.ts';
import { createNote, listOwnNotes } from './notes.service.ts';

/** Notes are a recruiter's private working space (decisions §1), about a player they may see. */
const access = { policy: 'player:view', param: 'id', roles: ['RECRUITER'] } as const;

export const noteRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  route(app, api.notes.list, { access }, async (request) => ({
    notes: await listOwnNotes(db, request.user, request.resource.player),
  }));

  route(app, api.notes.create, { access, config: { idempotent: true } }, async (request, reply) => {
    const note = await createNote(
      db,
      request.user,
      request.resource.player,
      request.body.note,
      requestInfo(request),
    );
    return reply.status(201).send({ note });
  });
};
