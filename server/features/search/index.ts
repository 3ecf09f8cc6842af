// The search area's public module: other areas import from here only (docs/architecture.md).

export { searchRoutes } from './search.routes.ts';
export { type SearchCacheOptions, startSearchCache } from './search-cache.ts';
export { listenSearchIndex, SearchIndex } from './search-index.ts';
