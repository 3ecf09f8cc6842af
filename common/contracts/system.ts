import { z } from 'zod';

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
