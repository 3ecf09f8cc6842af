import type { FastifyPluginAsync } from 'fastify';

/** Issue 14: to be written (see the brief). */
export const rosterRoutes: FastifyPluginAsync = async (_app) => {};
