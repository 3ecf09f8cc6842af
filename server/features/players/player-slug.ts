import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { players } from '#server/db/schema/index.ts';

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
  const taken = new Set(
    (await db.select({ slug: players.slug }).from(players).where(inArray(players.slug, candidates))).map(
      (r) => r.slug,
    ),
  );
  return candidates.find((c) => !taken.has(c)) ?? `${base}-${randomSuffix(8)}`;
}
