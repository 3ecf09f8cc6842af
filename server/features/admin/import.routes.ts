import type { FastifyPluginAsync } from 'fastify';

/** Mounted under /api/admin: the CSV import of player profiles (validate, then execute). */
export const adminImportRoutes: FastifyPluginAsync = async () => {};
