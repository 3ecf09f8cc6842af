import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountDeletionPreviewSchema,
  DataControlMessageSchema,
  DeleteAccountInputSchema,
  PlayerExportSchema,
  PlayerParentParamsSchema,
} from '#common/contracts/data-control.ts';
import { PlayerRefParamsSchema } from '#common/contracts/players.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { AppError } from '#server/lib/errors.ts';
import { endSession } from '#server/plugins/auth.ts';
import {
  accountDeletionPreview,
  deleteAccount,
  deletePlayer,
  exportPlayer,
  removeParent,
  withdrawConsent,
} from './data-control.service.ts';

/** Families' control of their data (data-control.service.ts). Who may act is decided in the service. */
export const dataControlRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env, storage } = app.ctx;
  const message = { 200: DataControlMessageSchema };

  app.delete(
    '/players/:id/parental-consent',
    { config: { access: ['PARENT'] }, schema: { params: PlayerRefParamsSchema, response: message } },
    async (request) => withdrawConsent(db, request.user!, request.params.id, requestInfo(request)),
  );

  app.delete(
    '/players/:id/parents/:parentUserId',
    { config: { access: ['PARENT'] }, schema: { params: PlayerParentParamsSchema, response: message } },
    async (request) =>
      removeParent(db, request.user!, request.params.id, request.params.parentUserId, requestInfo(request)),
  );

  app.get(
    '/players/:id/export',
    {
      config: { access: 'user' },
      schema: { params: PlayerRefParamsSchema, response: { 200: PlayerExportSchema } },
    },
    async (request, reply) => {
      const { data, filename } = await exportPlayer(db, request.user!, request.params.id, {
        appUrl: env.APP_URL,
        info: requestInfo(request),
      });
      reply.header('content-disposition', `attachment; filename="${filename}"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/players/:id',
    { config: { access: 'user' }, schema: { params: PlayerRefParamsSchema, response: message } },
    async (request) =>
      deletePlayer(db, storage, request.log, request.user!, request.params.id, requestInfo(request)),
  );

  app.get(
    '/auth/account/deletion',
    { config: { access: 'user' }, schema: { response: { 200: AccountDeletionPreviewSchema } } },
    async (request) => accountDeletionPreview(db, request.user!),
  );

  app.delete(
    '/auth/account',
    {
      config: {
        access: 'user',
        // The password is checked here: a stolen session must not be able to guess it freely.
        rateLimit: {
          max: 5,
          timeWindow: '15 minutes',
          keyGenerator: (request) => request.user?.id ?? request.ip,
          errorResponseBuilder: (_request, context) =>
            new AppError('RATE_LIMITED', `Too many attempts. Please wait ${context.after} and try again.`),
        },
      },
      schema: { body: DeleteAccountInputSchema, response: message },
    },
    async (request, reply) => {
      const result = await deleteAccount(
        db,
        storage,
        request.log,
        request.user!,
        request.body,
        requestInfo(request),
      );
      await endSession(db, reply, request);
      return result;
    },
  );
};
