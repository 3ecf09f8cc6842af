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

/** The outbox shows every e-mailed token: it never exists in production, SMTP or not. */
export function outboxEnabled(ctx: { env: { NODE_ENV: string }; mailKind: string }): boolean {
  return ctx.env.NODE_ENV !== 'production' && ctx.mailKind === 'outbox';
}

/**
 * The development outbox (decisions §8). It exists only while no SMTP server is configured and
 * NODE_ENV is not production: then no real mailbox can receive the links, and this page is how a
 * local user follows them.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    { config: { access: 'public' }, schema: { response: { 200: OutboxSchema } } },
    async () => {
      if (app.ctx.env.NODE_ENV === 'production') throw notFound('Not found.');
      if (!outboxEnabled(app.ctx)) throw notFound('The development outbox is off: e-mail goes out by SMTP.');
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
