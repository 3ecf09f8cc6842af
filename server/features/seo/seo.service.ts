import { and, asc, count, gt, type SQL } from 'drizzle-orm';
import { ADULT_AGE } from '#common/age.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { organizations, players } from '#server/db/schema/index.ts';
import { bornByAge, IS_ACTIVE_PLAYER } from '#server/features/players/index.ts';

/**
 * What the sitemap lists (D101 "Sitemap and robots.txt"): the landing page, /pricing,
 * every organization's public page and every active profile of an adult. A minor's profile is never
 * listed, even an active one (it stays reachable by its link).
 */

export interface SitemapLimits {
  /** The most URLs one sitemap file lists: 50,000 by the sitemaps.org protocol. */
  urlsPerFile: number;
  /** Rows read per query while a file streams out, so no file is ever held in memory whole. */
  rowsPerQuery: number;
}

export const DEFAULT_SITEMAP_LIMITS: SitemapLimits = { urlsPerFile: 50_000, rowsPerQuery: 5_000 };

/** A sitemap <url>: a path of this site and when its page last changed (when known). */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** The pages everyone can read that are not records: the landing page and the plans. */
export const STATIC_PAGES: readonly SitemapEntry[] = [{ path: '/' }, { path: '/pricing' }];

/** The two record sections, each paged into files of at most urlsPerFile URLs. */
export type SitemapSection = 'orgs' | 'players';

function listedPlayers(now: Date): SQL {
  // Adults by the month and year of birth: a player is listed from the 18th birthday on.
  return and(IS_ACTIVE_PLAYER, bornByAge(ADULT_AGE, now))!;
}

/** How many URLs each section holds now. */
export async function countSitemapSections(
  db: DbOrTx,
  now = new Date(),
): Promise<Record<SitemapSection, number>> {
  const [[p], [o]] = await Promise.all([
    db.select({ n: count() }).from(players).where(listedPlayers(now)),
    db.select({ n: count() }).from(organizations),
  ]);
  return { players: Number(p?.n ?? 0), orgs: Number(o?.n ?? 0) };
}

/**
 * The entries of one section from its `skip`-th on (ordered by slug), at most `take` of them, read
 * `rowsPerQuery` rows at a time: the first query skips to the start, the next ones continue after the
 * last slug read (keyset), so a deep file costs one skip, not one per batch.
 */
export async function* sectionEntries(
  db: DbOrTx,
  section: SitemapSection,
  {
    skip,
    take,
    rowsPerQuery,
    now = new Date(),
  }: { skip: number; take: number; rowsPerQuery: number; now?: Date },
): AsyncGenerator<SitemapEntry[]> {
  let after: string | null = null;
  let left = take;
  while (left > 0) {
    const limit = Math.min(rowsPerQuery, left);
    const rows: { slug: string; updatedAt?: Date }[] =
      section === 'players'
        ? await db
            .select({ slug: players.slug, updatedAt: players.updatedAt })
            .from(players)
            .where(and(listedPlayers(now), after === null ? undefined : gt(players.slug, after)))
            .orderBy(asc(players.slug))
            .limit(limit)
            .offset(after === null ? skip : 0)
        : // Organizations keep no update time: their URLs go without lastmod.
          await db
            .select({ slug: organizations.slug })
            .from(organizations)
            .where(after === null ? undefined : gt(organizations.slug, after))
            .orderBy(asc(organizations.slug))
            .limit(limit)
            .offset(after === null ? skip : 0);
    if (rows.length === 0) return;
    const prefix = section === 'players' ? '/player/' : '/org/';
    yield rows.map((r) => ({ path: `${prefix}${encodeURIComponent(r.slug)}`, lastmod: r.updatedAt }));
    if (rows.length < limit) return;
    left -= rows.length;
    after = rows[rows.length - 1]!.slug;
  }
}
