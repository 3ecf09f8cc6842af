import type { FastifyPluginAsync } from 'fastify';

/** Issue 14: to be written (see the brief). */
export const verificationRoutes: FastifyPluginAsync = async (_app) => {};
