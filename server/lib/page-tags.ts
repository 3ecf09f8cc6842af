import type { FastifyReply } from 'fastify';

/**
 * What an API answer shows, for the page cache (server/features/pages/page-cache.ts, D197): the routes that server-rendered
 * public pages read name the tags of their answer in this header, and migration 0024_page_cache_notify
 * NOTIFYs the same tags when the data changes. A page whose render read an answer without tags is not kept.
 * player:<id>: anything on that player's profile or card; org:<id>: an organization's page; slugs: which
 * player an address names; tiers: the plans and their features; user:<id>: what the answer shows of, or
 * decides by, the signed-in viewer (D200).
 */
export const PAGE_TAGS_HEADER = 'x-page-tags';
/** The channel the tags of a change are NOTIFYed on (migrations 0024, 0025, 0029). */
export const PAGE_CHANGED_CHANNEL = 'page_changed';
/** The player whose profile view this answer recorded: a page served from the cache records it again. */
export const PAGE_VIEW_HEADER = 'x-page-view';

export const pageTag = {
  player: (id: string) => `player:${id}`,
  org: (id: string) => `org:${id}`,
  slugs: 'slugs',
  tiers: 'tiers',
  user: (id: string) => `user:${id}`,
} as const;

/**
 * The viewer's tag, for an answer that may be kept in a signed-in visitor's page (D200): a route names it
 * once it has been audited for what its answer shows of, or depends on about, the viewer, and the triggers
 * of migration 0025_page_cache_viewer NOTIFY it when any of those rows change. Signed out: none.
 */
export function viewerTags(user: { id: string } | null | undefined): string[] {
  return user ? [pageTag.user(user.id)] : [];
}

/** Names the tags of this answer (space-separated; a tag holds no space). */
export function tagAnswer(reply: { header: FastifyReply['header'] }, tags: readonly string[]): void {
  reply.header(PAGE_TAGS_HEADER, tags.join(' '));
}
