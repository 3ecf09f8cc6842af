import type { FastifyPluginAsync } from 'fastify';

/** Issue 14: to be written (see the brief). */
export const orgsRoutes: FastifyPluginAsync = async (_app) => {};
