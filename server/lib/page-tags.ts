import type { FastifyReply } from 'fastify';

/**
 * What an API answer shows, for the page cache (server/features/pages/page-cache.ts, D197): the routes that server-rendered
 * public pages read name the tags of their answer in this header, and migration 0024_page_cache_notify
 * NOTIFYs the same tags when the data changes. A page whose render read an answer without tags is not kept.
 * player:<id>: anything on that player's profile or card; org:<id>: an organization's page; slugs: which
 * player an address names; tiers: the plans and their features.
 */
export const PAGE_TAGS_HEADER = 'x-page-tags';
/** The player whose profile view this answer recorded: a page served from the cache records it again. */
export const PAGE_VIEW_HEADER = 'x-page-view';

export const pageTag = {
  player: (id: string) => `player:${id}`,
  org: (id: string) => `org:${id}`,
  slugs: 'slugs',
  tiers: 'tiers',
} as const;

/** Names the tags of this answer (space-separated; a tag holds no space). */
export function tagAnswer(reply: { header: FastifyReply['header'] }, tags: readonly string[]): void {
  reply.header(PAGE_TAGS_HEADER, tags.join(' '));
}
