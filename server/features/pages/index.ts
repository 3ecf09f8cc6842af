// Server rendering of the public pages (issue 15): the one module other parts import.
export {
  createPageCache,
  type PageCache,
  type PageCacheOptions,
  startPageCache,
} from './page-cache.ts';
export {
  createPageSender,
  PAGE_CACHE_HEADER,
  type PageSender,
  WARM_UP_PAGES,
  warmPages,
} from './pages.service.ts';
