import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { route } from '#server/lib/route.ts';
import { executeImport, validateImport } from './import.service.ts';

/**
 * The JSON body carrying a CSV of CSV_IMPORT_MAX_BYTES (5 MB): escaping can double its size (quotes and
 * line breaks become \" and \n), so the body may be up to about 12 MB. Past that, Fastify answers 413;
 * below it, a csvContent over 5 MB gets the import's own 413 message (csv-import.ts).
 */
export const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;

/** Mounted under /api/admin: the CSV import of player profiles (validate, then execute). */
export const adminImportRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const options = { bodyLimit: IMPORT_BODY_LIMIT };

  route(app, api.admin.import.validate, { access: ['ADMIN'], options }, async (request) =>
    validateImport(db, request.body.csvContent),
  );

  route(app, api.admin.import.execute, { access: ['ADMIN'], options }, async (request, reply) =>
    reply.status(201).send(await executeImport(db, request.user, request.body, requestInfo(request))),
  );
};
