import { z } from 'zod';
import { defineEndpoint } from './define.ts';

/** The development outbox's messages (server/features/dev/outbox.routes.ts). */
export const OutboxSchema = z.object({
  enabled: z.literal(true),
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      body: z.string(),
      emailType: z.string(),
      status: z.string(),
      /** ISO 8601. */
      createdAt: z.string(),
    }),
  ),
});

/** Health, the API's own description, and the development outbox. */
export const system = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    responses: {
      200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
      503: z.object({ status: z.literal('unavailable'), message: z.string(), code: z.string() }),
    },
  }),
  /** The OpenAPI document; not itself part of it. */
  openapi: defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    responses: { 200: z.record(z.string(), z.unknown()) },
    hide: true,
  }),
  outbox: defineEndpoint({ method: 'GET', path: '/api/dev/outbox', responses: { 200: OutboxSchema } }),
};
