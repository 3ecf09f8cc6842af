import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { idempotencyKeys } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A create that must not repeat: an Idempotency-Key sent with it is honoured (D234). */
    idempotent?: true;
  }
  interface FastifyRequest {
    /** The key this request claimed, until its answer is stored (server/plugins/idempotency.ts). */
    idempotency: KeyId | null;
  }
}

interface KeyId {
  account: string;
  route: string;
  key: string;
}

/** The request header (the IETF httpapi draft's name; Stripe's too). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The answer header that says an answer is the stored answer of an earlier request with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** Random keys from the browser (crypto.randomUUID) or any client: long enough not to be guessed. */
const KeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

export interface IdempotencyOptions {
  db: Db;
  /** How long a repeat waits for the first request's answer before it is refused with 409 (D235). */
  waitMs?: number;
  /** A running request older than this is taken as lost (its process ended): a repeat runs again. */
  staleMs?: number;
  /** How long answers are kept (D235). */
  keepMs?: number;
}

const POLL_MS = 50;

/**
 * Idempotency keys for the routes marked `config.idempotent` (D234-D235). A request with an
 * Idempotency-Key claims the key (one row per account, route and key in PostgreSQL, so every process
 * sees it) before its handler runs; its success answer (2xx) is stored with the key. A repeat with the
 * same key gets that answer again (marked Idempotent-Replayed: true) and writes nothing; a repeat while
 * the first is still running waits for its answer, and after `waitMs` is refused with 409. A failed
 * answer (4xx, 5xx) is not kept, so the same action may be tried again. A key sent with a different
 * request (another body or address) is refused with 400. Without the header a route works as before.
 */
export function registerIdempotency(app: FastifyInstance, options: IdempotencyOptions) {
  const { db } = options;
  const waitMs = options.waitMs ?? 10_000;
  const staleMs = options.staleMs ?? 120_000;
  const keepMs = options.keepMs ?? 24 * 60 * 60 * 1000;
  let lastPurge = 0;

  const match = (id: KeyId) =>
    and(
      eq(idempotencyKeys.account, id.account),
      eq(idempotencyKeys.route, id.route),
      eq(idempotencyKeys.key, id.key),
    );

  // At most every ten minutes per process: answers past their keeping time go.
  const purge = async () => {
    if (Date.now() - lastPurge < 10 * 60 * 1000) return;
    lastPurge = Date.now();
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - keepMs)));
  };

  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config?.idempotent) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const parsed = KeySchema.safeParse(header);
    if (!parsed.success) {
      throw new AppError(
        'BAD_REQUEST',
        'The Idempotency-Key header must be 16 to 128 letters, digits, hyphens or underscores.',
      );
    }
    const id: KeyId = {
      account: request.user?.id ?? 'guest',
      route: `${request.method} ${request.routeOptions.url}`,
      key: parsed.data,
    };
    const requestHash = createHash('sha256')
      .update(JSON.stringify({ params: request.params ?? null, body: request.body ?? null }))
      .digest('hex');
    await purge();

    const deadline = Date.now() + waitMs;
    for (;;) {
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ ...id, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length > 0) {
        request.idempotency = id;
        return;
      }
      const [row] = await db.select().from(idempotencyKeys).where(match(id));
      // The first request failed and let the key go between the insert and this read: claim it again.
      if (!row) continue;
      if (row.requestHash !== requestHash) {
        throw new AppError('BAD_REQUEST', 'This Idempotency-Key was already used for a different request.');
      }
      if (row.statusCode !== null) {
        reply.code(row.statusCode).header(REPLAYED_HEADER, 'true');
        if (row.contentType) reply.header('content-type', row.contentType);
        return reply.send(row.body ?? '');
      }
      if (row.createdAt.getTime() < Date.now() - staleMs) {
        // Its process ended before answering: this request takes the key over.
        const taken = await db
          .update(idempotencyKeys)
          .set({ createdAt: sql`now()` })
          .where(
            and(match(id), isNull(idempotencyKeys.statusCode), eq(idempotencyKeys.createdAt, row.createdAt)),
          )
          .returning({ key: idempotencyKeys.key });
        if (taken.length > 0) {
          request.idempotency = id;
          return;
        }
        continue;
      }
      if (Date.now() >= deadline) {
        throw new AppError(
          'CONFLICT',
          'This request is still being processed. Please wait a moment, then check before trying again.',
        );
      }
      await sleep(POLL_MS);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotency;
    if (!id) return payload;
    request.idempotency = null;
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    try {
      if (ok && (typeof payload === 'string' || payload === null || payload === undefined)) {
        const contentType = reply.getHeader('content-type');
        await db
          .update(idempotencyKeys)
          .set({
            statusCode: reply.statusCode,
            contentType: typeof contentType === 'string' ? contentType : null,
            body: typeof payload === 'string' ? payload : '',
          })
          .where(match(id));
      } else {
        await db.delete(idempotencyKeys).where(and(match(id), isNull(idempotencyKeys.statusCode)));
      }
    } catch (error) {
      // The answer goes out anyway; a repeat then finds a running request until it is stale.
      request.log.error({ err: error }, 'could not store the answer of an idempotent request');
    }
    return payload;
  });
}
