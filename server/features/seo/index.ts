// The search-engine area's public module: /robots.txt and the sitemap (docs/architecture.md).
export { seoRoutes } from './seo.routes.ts';
export { DEFAULT_SITEMAP_LIMITS, type SitemapLimits } from './seo.service.ts';
