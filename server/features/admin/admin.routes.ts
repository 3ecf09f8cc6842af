import type { FastifyPluginAsync } from 'fastify';

/** Mounted under /api/admin: metrics, users, audit logs, parent details and the actions on one user. */
export const adminRoutes: FastifyPluginAsync = async () => {};
