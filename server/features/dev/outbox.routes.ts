import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailQueue } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';

const OutboxSchema = z.object({
  enabled: z.literal(true),
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      body: z.string(),
      emailType: z.string(),
      status: z.string(),
      createdAt: z.date(),
    }),
  ),
});

/**
 * The development outbox (decisions §8). It exists only while no SMTP server is configured: then
 * no real mailbox can receive the links, and this page is how a local user follows them.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    { config: { access: 'public' }, schema: { response: { 200: OutboxSchema } } },
    async () => {
      if (app.ctx.mailKind !== 'outbox')
        throw notFound('The development outbox is off: e-mail goes out by SMTP.');
      const messages = await app.ctx.db
        .select({
          id: emailQueue.id,
          to: emailQueue.to,
          subject: emailQueue.subject,
          body: emailQueue.body,
          emailType: emailQueue.emailType,
          status: emailQueue.status,
          createdAt: emailQueue.createdAt,
        })
        .from(emailQueue)
        .orderBy(desc(emailQueue.createdAt))
        .limit(100);
      return { enabled: true as const, messages };
    },
  );
};
