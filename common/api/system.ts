import { z } from 'zod';
import { OutboxSchema } from '#common/contracts/system.ts';
import { defineEndpoint } from './define.ts';

/** Health, the API's own description, and the development outbox. */
export const system = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Health check',
    responses: {
      200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
      503: z.object({ status: z.literal('unavailable'), message: z.string(), code: z.string() }),
    },
  }),
  /** The process answers at all (D182): for a supervisor deciding to restart it. */
  live: defineEndpoint({
    method: 'GET',
    path: '/api/health/live',
    summary: 'Whether the server process is alive',
    responses: { 200: z.object({ status: z.literal('live') }) },
  }),
  /**
   * Whether to send this process requests (D182): the database answers, start-up (migrations, seeding) is
   * done and it is not draining for a shutdown.
   */
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/health/ready',
    summary: 'Whether the server is ready to take requests',
    responses: {
      200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
      503: z.object({
        status: z.literal('unavailable'),
        reason: z.enum(['starting', 'draining', 'database']),
        message: z.string(),
        code: z.string(),
      }),
    },
  }),

  openapi: defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'The OpenAPI document',
    responses: { 200: z.record(z.string(), z.unknown()) },
    hide: true,
  }),
  /** The API reference page: the OpenAPI document as HTML (D189); not itself part of it. */
  docs: defineEndpoint({
    method: 'GET',
    path: '/api/docs',
    summary: 'The API reference page',
    responses: {},
    raw: true,
    hide: true,
  }),
  outbox: defineEndpoint({
    method: 'GET',
    path: '/api/dev/outbox',
    summary: 'The development e-mail outbox',
    responses: { 200: OutboxSchema },
  }),
};
