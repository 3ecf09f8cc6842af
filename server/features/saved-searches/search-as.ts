import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SearchResponse, SearchResultPlayer } from '#common/contracts/search.ts';
import { sessions } from '#server/db/schema/index.ts';
import { generateToken, hashToken } from '#server/lib/tokens.ts';
import { sessionCookieName } from '#server/plugins/auth.ts';

/** D307: an alert reads at most this many players of a search (pages of the search's largest size). */
export const ALERT_PAGE_SIZE = 100;
export const ALERT_MAX_PAGES = 5;
const SESSION_MS = 5 * 60_000;

/**
 * Runs the recruiter search (GET /api/players/search) as one recruiter, through the route itself: the
 * route's access, minors' rules and entitlements are those of that recruiter now (D307), whatever the
 * search learns later. A session of a few minutes is made for it and ended afterwards. Answers the
 * players (up to ALERT_MAX_PAGES pages), or null when the recruiter may not search (suspended, a role
 * changed) or the saved query is no longer accepted.
 */
export async function searchAs(
  app: FastifyInstance,
  userId: string,
  query: string,
): Promise<SearchResultPlayer[] | null> {
  const token = generateToken();
  const idHash = hashToken(token);
  await app.ctx.db.insert(sessions).values({
    idHash,
    userId,
    expiresAt: new Date(Date.now() + SESSION_MS),
    userAgent: 'Rinkside saved-search alerts',
  });
  const cookie = `${sessionCookieName(app.sessionCookieSecure)}=${token}`;
  const found: SearchResultPlayer[] = [];
  try {
    for (let page = 1; page <= ALERT_MAX_PAGES; page++) {
      const params = new URLSearchParams(query);
      params.set('page', String(page));
      params.set('pageSize', String(ALERT_PAGE_SIZE));
      const res = await app.inject({
        method: 'GET',
        url: `/api/players/search?${params}`,
        headers: { cookie },
      });
      if (res.statusCode !== 200) return null;
      const body = res.json() as SearchResponse;
      found.push(...body.players);
      if (body.players.length < ALERT_PAGE_SIZE) break;
    }
    return found;
  } finally {
    await app.ctx.db.delete(sessions).where(eq(sessions.idHash, idHash));
  }
}
