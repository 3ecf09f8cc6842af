import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { minutesText } from '#server/lib/limits/index.ts';
import { route } from '#server/lib/route.ts';
import { endSession } from '#server/plugins/auth.ts';
import { accountDeletionPreview, deleteAccount } from './account-deletion.ts';
import { deletePlayer, exportPlayer, removeParent, withdrawConsent } from './data-control.service.ts';
import { runRetention } from './retention.ts';

/** The access of a family's call about one player (family-access.ts), and of a linked parent's only. */
const family = { policy: 'player:family', param: 'id' } as const;
const linkedParent = { ...family, scope: 'parent', roles: ['PARENT'] } as const;

/** Families' control of their data (data-control.service.ts); who may act is the player:family policy's. */
export const dataControlRoutes: FastifyPluginAsync = async (app) => {
  const { db, env, storage } = app.ctx;
  const { dataControl } = api;

  route(app, dataControl.withdrawConsent, { access: linkedParent }, async (request) =>
    withdrawConsent(db, request.user, request.resource, requestInfo(request)),
  );

  route(app, dataControl.removeParent, { access: linkedParent }, async (request) =>
    removeParent(db, request.user, request.resource, request.params.parentUserId, requestInfo(request)),
  );

  route(app, dataControl.exportPlayer, { access: family }, async (request, reply) => {
    const { data, filename } = await exportPlayer(db, request.user, request.resource, {
      appUrl: env.APP_URL,
      info: requestInfo(request),
    });
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    reply.header('cache-control', 'no-store');
    return data;
  });

  route(app, dataControl.deletePlayer, { access: family }, async (request) =>
    deletePlayer(db, storage, request.log, request.user, request.resource, requestInfo(request)),
  );

  route(app, dataControl.accountDeletionPreview, { access: 'user' }, async (request) =>
    accountDeletionPreview(db, request.user),
  );

  route(
    app,
    dataControl.deleteAccount,
    {
      access: 'user',
      config: {
        // The password is checked here: a stolen session must not be able to guess it freely.
        rateLimit: {
          max: 5,
          timeWindow: '15 minutes',
          keyGenerator: (request) => request.user?.id ?? request.ip,
          message: (wait) => `Too many attempts. Please wait ${minutesText(wait)} and try again.`,
        },
      },
    },
    async (request, reply) => {
      const result = await deleteAccount(
        db,
        storage,
        request.log,
        request.user,
        request.body,
        requestInfo(request),
      );
      await endSession(db, reply, request);
      return result;
    },
  );

  // The data-retention job at once (it also runs daily); ADMIN only, audited (D157).
  route(app, api.admin.runRetention, { access: ['ADMIN'] }, async (request) =>
    runRetention(
      { db, storage, log: request.log },
      { kind: 'admin', adminUserId: request.user.id, info: requestInfo(request) },
    ),
  );
};
