import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { playerContactBlocks, playerContactPreferences } from '#server/db/schema/index.ts';
import { createPlayer, createUser } from '#server/db/seed/factories.ts';
import { createTestDatabase } from '#test/test-app.ts';
import { contactControlsOf } from './participants.ts';

/** contactControlsOf answers each player's own controls, for one player and for several at once (D364). */
describe('contactControlsOf', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("reads each player's opt-out and blocks, and the defaults for a player with neither", async () => {
    const { db } = database;
    const [optedOut, blocking, plain] = [
      await createPlayer(db),
      await createPlayer(db),
      await createPlayer(db),
    ];
    const recruiter = await createUser(db, { role: 'RECRUITER' });
    await db.insert(playerContactPreferences).values({ playerId: optedOut.id, allowRecruiterContact: false });
    await db.insert(playerContactBlocks).values({ playerId: blocking.id, blockedUserId: recruiter.id });
    const all = await contactControlsOf(db, [optedOut.id, blocking.id, plain.id]);
    expect(all.get(optedOut.id)).toEqual({ allowRecruiterContact: false, blocked: new Set() });
    expect(all.get(blocking.id)).toEqual({ allowRecruiterContact: true, blocked: new Set([recruiter.id]) });
    expect(all.get(plain.id)).toEqual({ allowRecruiterContact: true, blocked: new Set() });
    expect((await contactControlsOf(db, [blocking.id])).get(blocking.id)?.blocked).toEqual(
      new Set([recruiter.id]),
    );
    expect(await contactControlsOf(db, [])).toEqual(new Map());
  });
});
