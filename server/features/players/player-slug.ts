import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { playerSlugHistory, players } from '#server/db/schema/index.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';

/** Lower-case ASCII words joined by hyphens, accents stripped: "Côté-Bélanger" becomes "cote-belanger". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function randomSuffix(length = 4): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

/** "first-last"; a name with no Latin letters at all falls back to "player". */
export function baseSlug(firstName: string, lastName: string): string {
  return slugify(`${firstName} ${lastName}`) || 'player';
}

/**
 * A free slug: the plain "first-last" when nobody has it (and it has a hyphen, so it cannot shadow a
 * fixed path such as /api/players/setup), otherwise with a short random suffix. The insert still
 * guards against a race through the unique constraint (the caller retries).
 */
export async function findFreeSlug(db: DbOrTx, firstName: string, lastName: string): Promise<string> {
  const base = baseSlug(firstName, lastName);
  const candidates = [
    ...(base.includes('-') ? [base] : []),
    ...Array.from({ length: 5 }, () => `${base}-${randomSuffix()}`),
  ];
  const [current, old] = await Promise.all([
    db.select({ slug: players.slug }).from(players).where(inArray(players.slug, candidates)),
    db
      .select({ slug: playerSlugHistory.oldSlug })
      .from(playerSlugHistory)
      .where(inArray(playerSlugHistory.oldSlug, candidates)),
  ]);
  const taken = new Set([...current, ...old].map((r) => r.slug));
  return candidates.find((c) => !taken.has(c)) ?? `${base}-${randomSuffix(8)}`;
}

/**
 * Free slugs for many new players at once (the admin CSV import): the same rule as findFreeSlug, with
 * one query per round for the whole batch instead of one per player. The slugs are unique against the
 * table and within the batch; the first player of a name gets the plain "first-last" when it is free.
 */
export async function findFreeSlugs(
  db: DbOrTx,
  names: readonly { firstName: string; lastName: string }[],
): Promise<string[]> {
  const bases = names.map((n) => baseSlug(n.firstName, n.lastName));
  const chosen = new Set<string>();
  const slugs: (string | undefined)[] = names.map(() => undefined);
  // Round 0 offers the plain base to the first player of each name, later rounds random suffixes.
  for (let round = 0; round < 6; round++) {
    const pending = new Map<string, number>();
    for (let i = 0; i < bases.length; i++) {
      if (slugs[i] !== undefined) continue;
      const base = bases[i]!;
      const candidate =
        round === 0 && base.includes('-') ? base : `${base}-${randomSuffix(round < 5 ? 4 : 8)}`;
      if (chosen.has(candidate) || pending.has(candidate)) continue;
      pending.set(candidate, i);
    }
    if (pending.size === 0) {
      if (slugs.every((s) => s !== undefined)) break;
      continue;
    }
    const taken = await takenSlugs(db, [...pending.keys()]);
    for (const [candidate, i] of pending) {
      if (taken.has(candidate)) continue;
      slugs[i] = candidate;
      chosen.add(candidate);
    }
    if (slugs.every((s) => s !== undefined)) break;
  }
  // Eight random characters after five misses: a clash is then beyond belief; the insert's unique
  // constraint still guards it (the caller retries).
  return slugs.map((s, i) => s ?? `${bases[i]}-${randomSuffix(8)}`);
}

/**
 * Which of these slugs are taken, in one query each (the list travels as one JSON parameter): a profile's
 * address, or an old address that still redirects to its profile (player_slug_history).
 */
async function takenSlugs(db: DbOrTx, candidates: string[]): Promise<Set<string>> {
  const list = sql`(select jsonb_array_elements_text(${JSON.stringify(candidates)}::jsonb))`;
  const [current, old] = await Promise.all([
    db.select({ slug: players.slug }).from(players).where(sql`${players.slug} in ${list}`),
    db
      .select({ slug: playerSlugHistory.oldSlug })
      .from(playerSlugHistory)
      .where(sql`${playerSlugHistory.oldSlug} in ${list}`),
  ]);
  return new Set([...current, ...old].map((r) => r.slug));
}

type NewPlayer = Omit<typeof players.$inferInsert, 'slug'> & { firstName: string; lastName: string };

/**
 * Creates a player under a free slug, in one transaction with the rows that belong to the creation
 * (`alongside`: the parent link, the audit row). Two creations can find the same free slug at once: the
 * loser's insert breaks players_slug_unique, and it tries again with a new slug, at most three times more.
 * Every other error is the caller's to read (a second profile of one account breaks players_user_id_unique).
 */
export async function insertPlayerUnderFreeSlug(
  db: Db,
  values: NewPlayer,
  alongside: (tx: Tx, created: typeof players.$inferSelect) => Promise<void>,
): Promise<typeof players.$inferSelect> {
  for (let attempt = 0; ; attempt++) {
    const slug = await findFreeSlug(db, values.firstName, values.lastName);
    try {
      return await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(players)
          .values({ ...values, slug })
          .returning();
        await alongside(tx, created!);
        return created!;
      });
    } catch (err) {
      if (isUniqueViolation(err, 'players_slug_unique') && attempt < 3) continue;
      throw err;
    }
  }
}
