// The search area's public module: other areas import from here only (docs/architecture.md).

export { searchRoutes } from './search.routes.ts';
export { type SearchCacheOptions, startSearchCache } from './search-cache.ts';
export { listenSearchIndex, SEARCH_INDEX_START_WAIT_MS, SearchIndex } from './search-index.ts';
