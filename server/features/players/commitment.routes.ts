import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { route } from '#server/lib/route.ts';
import { removeCommitment, setCommitment } from './commitment.service.ts';

/** A player's commitment (D153): the family (the player, a linked parent) or an admin. */
const access = { policy: 'player:manage', param: 'id', roles: ['PLAYER', 'PARENT', 'ADMIN'] } as const;

export const commitmentRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  route(app, api.commitments.set, { access }, async (request) => ({
    commitment: await setCommitment(db, request.user, request.resource, request.body, requestInfo(request)),
  }));

  route(app, api.commitments.remove, { access }, async (request) => {
    await removeCommitment(db, request.user, request.resource, requestInfo(request));
    return { commitment: null };
  });
};
