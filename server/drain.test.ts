import { connect } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '#server/db/schema/index.ts';
import { ownedPlayer } from '#test/players-kit.ts';
import type { TestApp } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

/** Resolves with true once `promise` settles, false after `ms`. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

async function listening(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * Sends a whole request on a new connection and hangs up at once, before the answer: what a browser that
 * navigates away, a dropped mobile connection or a load generator at the end of its run does.
 */
function sendAndHangUp(
  port: number,
  request: { method: string; path: string; body: unknown; cookie?: string; hangUpAfterMs?: number },
) {
  const { method, path, body, cookie = '', hangUpAfterMs = 0 } = request;
  const text = JSON.stringify(body);
  return new Promise<void>((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.write(
        `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Sec-Fetch-Site: same-origin\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}` +
          `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
        () =>
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, hangUpAfterMs),
      );
    });
    socket.on('error', reject);
  });
}

// D363: each case drains its own app (a drained app answers 503 to anything new).
describe('draining at shutdown, after clients hung up', () => {
  const { t } = withTestApp();
  it('is not held up by requests that were answered into closed connections', async () => {
    const port = await listening(t);
    // A sign-in checks a password hash: the handler is still running when the client is gone.
    const body = { email: 'nobody@example.com', password: 'not the password at all' };
    await Promise.all(
      Array.from({ length: 5 }, () => sendAndHangUp(port, { method: 'POST', path: '/api/auth/login', body })),
    );
    // The handlers finish and answer into closed connections.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await settlesWithin(t.app.drain(), 2000)).toBe(true);
  });
});

describe('draining at shutdown, while a handler still runs', () => {
  const { t } = withTestApp();
  // A row lock held by the test stands for a handler still at work. On the embedded database the test's
  // transaction holds the one connection the app's hooks wait for as well, so this runs on PostgreSQL.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'waits for the handler of a request whose client hung up, then ends',
    async () => {
      const { owner, player } = await ownedPlayer(t);
      const port = await listening(t);
      let drain: Promise<void> | undefined;
      let drainedWhileRunning = true;
      // The player's row is held, so the edit's handler waits inside the database.
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from players where id = ${player.id} for update`);
        // Hung up once the server has read the request (a reset could drop what it had not read yet).
        await sendAndHangUp(port, {
          method: 'PATCH',
          path: `/api/players/${player.id}`,
          body: { bio: 'Sent by a client that left.' },
          cookie: owner.cookie,
          hangUpAfterMs: 200,
        });
        drain = t.app.drain();
        drainedWhileRunning = await settlesWithin(drain, 300);
      });
      expect(drainedWhileRunning).toBe(false);
      expect(await settlesWithin(drain!, 3000)).toBe(true);
      // The edit was made: the handler ran to its end before the drain did.
      const [row] = await t.db.select({ bio: players.bio }).from(players).where(eq(players.id, player.id));
      expect(row!.bio).toBe('Sent by a client that left.');
    },
  );
});
