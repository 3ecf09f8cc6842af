import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { CSV_IMPORT_BODY_LIMIT } from '#server/lib/csv.ts';
import { parseLargeJsonOnWorker } from '#server/lib/json-body.ts';
import { route } from '#server/lib/route.ts';
import { executeImport, validateImport } from './import.service.ts';

/** Mounted under /api/admin: the CSV import of player profiles (validate, then execute). */
export const adminImportRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const options = { bodyLimit: CSV_IMPORT_BODY_LIMIT };
  // A file's body of several megabytes is parsed off the event loop (D139).
  parseLargeJsonOnWorker(app);

  route(app, api.admin.import.validate, { access: ['ADMIN'], options }, async (request) =>
    validateImport(db, request.body.csvContent),
  );

  route(app, api.admin.import.execute, { access: ['ADMIN'], options }, async (request, reply) =>
    reply.status(201).send(await executeImport(db, request.user, request.body, requestInfo(request))),
  );
};
