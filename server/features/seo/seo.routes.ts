import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from 'fastify';
import { notFound } from '#server/lib/errors.ts';
import {
  countSitemapSections,
  DEFAULT_SITEMAP_LIMITS,
  type SitemapEntry,
  type SitemapLimits,
  type SitemapSection,
  STATIC_PAGES,
  sectionEntries,
} from './seo.service.ts';

/**
 * GET /sitemap.xml (and its files) and GET /robots.txt, outside /api: files for crawlers, not API
 * endpoints, so no contract in common/api (D101 "Sitemap and robots.txt").
 */

const PUBLIC_FILE: RouteShorthandOptions = { config: { access: 'public' }, schema: { hide: true } };
const CACHE_CONTROL = 'public, max-age=3600';
const SECTIONS: readonly SitemapSection[] = ['orgs', 'players'];

/**
 * The signed-in and token areas of client/app/routes.tsx, which crawlers have no business in. `$` ends a
 * rule where a prefix would also cover public pages (/org/roster would cover the club /org/roster-kings).
 */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/account',
  '/billing',
  '/parent',
  '/recruiter',
  '/admin',
  '/search',
  '/profile-setup',
  '/create-player-profile',
  '/player/profile$',
  '/player/*/edit$',
  '/org/dashboard$',
  '/org/roster$',
  '/org/roster/',
  '/org/settings$',
  '/org/verification$',
  '/checkout/',
  '/verify-email',
  '/reset-password',
  '/approve-profile/',
  '/co-parent-invite/',
  '/org-invite/',
  '/sponsorship-invite/',
  '/dev/',
] as const;

export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const URLSET_CLOSE = '</urlset>\n';

function urlXml(appUrl: string, entry: SitemapEntry): string {
  const loc = `<loc>${escapeXml(appUrl + entry.path)}</loc>`;
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
  return `<url>${loc}${lastmod}</url>\n`;
}

/** A <urlset> written out as its batches arrive: one batch of rows in memory at a time. */
async function* urlset(appUrl: string, batches: AsyncIterable<SitemapEntry[]>): AsyncGenerator<string> {
  yield URLSET_OPEN;
  for await (const batch of batches) yield batch.map((entry) => urlXml(appUrl, entry)).join('');
  yield URLSET_CLOSE;
}

async function* listOf(...sources: (readonly SitemapEntry[] | AsyncIterable<SitemapEntry[]>)[]) {
  for (const source of sources) {
    if (Symbol.asyncIterator in source) yield* source;
    else yield [...source];
  }
}

function sendXml(reply: FastifyReply, body: string | AsyncIterable<string>) {
  reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8');
  // Bytes, not objects: the stream reads one batch ahead of the socket at most.
  return reply.send(typeof body === 'string' ? body : Readable.from(body, { objectMode: false }));
}

export async function seoRoutes(app: FastifyInstance, opts: { limits?: Partial<SitemapLimits> }) {
  const { urlsPerFile, rowsPerQuery } = { ...DEFAULT_SITEMAP_LIMITS, ...opts.limits };
  const { db } = app.ctx;
  const appUrl = app.ctx.env.APP_URL.replace(/\/+$/, '');
  const robots = robotsTxt(appUrl);

  app.get('/robots.txt', PUBLIC_FILE, async (_request, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robots),
  );

  // Everything in one file while it fits the protocol's 50,000 URLs; beyond, an index of files.
  app.get('/sitemap.xml', PUBLIC_FILE, async (_request, reply) => {
    const now = new Date();
    const counts = await countSitemapSections(db, now);
    if (STATIC_PAGES.length + counts.orgs + counts.players <= urlsPerFile) {
      const all = (section: SitemapSection) =>
        sectionEntries(db, section, { skip: 0, take: counts[section], rowsPerQuery, now });
      return sendXml(reply, urlset(appUrl, listOf(STATIC_PAGES, all('orgs'), all('players'))));
    }
    const files = ['/sitemap-pages.xml'];
    for (const section of SECTIONS) {
      for (let n = 1; n <= Math.ceil(counts[section] / urlsPerFile); n++)
        files.push(`/sitemap-${section}-${n}.xml`);
    }
    const sitemaps = files.map((file) => `<sitemap><loc>${escapeXml(appUrl + file)}</loc></sitemap>\n`);
    return sendXml(
      reply,
      `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('')}</sitemapindex>\n`,
    );
  });

  app.get('/sitemap-pages.xml', PUBLIC_FILE, async (_request, reply) =>
    sendXml(
      reply,
      STATIC_PAGES.reduce((xml, entry) => xml + urlXml(appUrl, entry), URLSET_OPEN) + URLSET_CLOSE,
    ),
  );

  for (const section of SECTIONS) {
    app.get<{ Params: { file: string } }>(
      `/sitemap-${section}-:file(^\\d{1,6}).xml`,
      PUBLIC_FILE,
      async (request, reply) => {
        const file = Number(request.params.file);
        if (file < 1) throw notFound('No such sitemap.');
        const batches = sectionEntries(db, section, {
          skip: (file - 1) * urlsPerFile,
          take: urlsPerFile,
          rowsPerQuery,
        });
        // The first batch is read before answering: a file past the end is a 404 (the first file of an
        // empty section is an empty list), and a database error is a 500 rather than a cut-off file.
        const first = await batches.next();
        if (first.done && file > 1) throw notFound('No such sitemap.');
        return sendXml(reply, urlset(appUrl, listOf(first.done ? [] : first.value, batches)));
      },
    );
  }
}
