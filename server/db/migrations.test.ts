import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';

describe('migrations', () => {
  it('apply cleanly to the database under test, and a second run is a no-op', async () => {
    const database = await createTestDatabase();
    try {
      const count = async () => {
        const res = await database.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
      };
      const before = await count();
      expect(before).toBeGreaterThan(0);
      await database.migrate();
      await database.migrate();
      expect(await count()).toBe(before);
      const tables = await database.db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      );
      expect((tables as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThanOrEqual(35);
    } finally {
      await database.close();
    }
  });
});
