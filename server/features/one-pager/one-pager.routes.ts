import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { onePagerFilename } from '#common/one-pager.ts';
import { route } from '#server/lib/route.ts';
import { onePagerContent } from './one-pager.data.ts';
import { renderOnePager } from './one-pager.pdf.ts';

/**
 * GET /api/players/{id}/one-pager.pdf (D293): the player's printable hockey resume, for the people who
 * manage the profile (player:manage: the player, linked parents, admins). Nothing is kept: each download
 * is made from the profile as it is.
 */
export const onePagerRoutes: FastifyPluginAsync = async (app) => {
  const { db, env, storage } = app.ctx;

  route(
    app,
    api.players.onePager,
    { access: { policy: 'player:manage', param: 'id' } },
    async (request, reply) => {
      const player = request.resource;
      const content = await onePagerContent({ db, storage, appUrl: env.APP_URL }, player);
      const pdf = await renderOnePager(content);
      reply.header('content-type', 'application/pdf');
      reply.header(
        'content-disposition',
        `attachment; filename="${onePagerFilename(player.firstName, player.lastName)}"`,
      );
      reply.header('content-length', pdf.length);
      return reply.send(pdf);
    },
  );
};
