import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '#test/test-app.ts';
import { builtOnce } from './built-once.ts';
import type { Database, DbOrTx } from './client.ts';

/** D364: a statement built once runs with each call's values, on the pool and inside a transaction. */
describe('builtOnce', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(
      sql`create table built_once_t (id int primary key, note text not null, at timestamptz not null default now())`,
    );
  });
  afterAll(() => database.close());

  const notesTable = pgTable('built_once_t', {
    id: integer('id').primaryKey(),
    note: text('note').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  });
  const builds = vi.fn();
  const insertNote = builtOnce((db: DbOrTx) => {
    builds();
    return db
      .insert(notesTable)
      .values({ id: sql.placeholder('id'), note: sql.placeholder('note') })
      .prepare('');
  });
  // A select with its answer's mapping (a column read back as the schema's type).
  const noteById = builtOnce((db: DbOrTx) => {
    builds();
    return db
      .select({ note: notesTable.note, at: notesTable.at })
      .from(notesTable)
      .where(eq(notesTable.id, sql.placeholder('id')))
      .prepare('');
  });
  const notes = async () =>
    (await database.db.execute(sql`select id, note from built_once_t order by id`)) as unknown as {
      rows: { id: number; note: string }[];
    };

  it('builds once and answers each call with its own values, mapped as the schema says', async () => {
    await database.db.execute(sql`insert into built_once_t (id, note) values (10, 'ten'), (11, 'eleven')`);
    builds.mockClear();
    const [ten] = await noteById(database.db, { id: 10 });
    const [eleven] = await noteById(database.db, { id: 11 });
    const none = await noteById(database.db, { id: 12 });
    expect(ten?.note).toBe('ten');
    expect(ten?.at).toBeInstanceOf(Date);
    expect(eleven?.note).toBe('eleven');
    expect(none).toEqual([]);
    expect(builds).toHaveBeenCalledTimes(1);
    await database.db.execute(sql`delete from built_once_t`);
  });

  it('runs inside a transaction on its connection: rolled back with it, committed with it', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await insertNote(tx, { id: 1, note: 'rolled back' });
        // The transaction's own connection sees its row before the commit.
        const inside = (await tx.execute(sql`select count(*)::int as n from built_once_t`)) as unknown as {
          rows: { n: number }[];
        };
        expect(inside.rows[0]?.n).toBe(1);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await notes()).rows).toEqual([]);
    await database.db.transaction(async (tx) => {
      await insertNote(tx, { id: 2, note: 'kept' });
      await insertNote(tx, { id: 3, note: 'also kept' });
    });
    await insertNote(database.db, { id: 4, note: 'on the pool' });
    expect((await notes()).rows).toEqual([
      { id: 2, note: 'kept' },
      { id: 3, note: 'also kept' },
      { id: 4, note: 'on the pool' },
    ]);
  });
});
