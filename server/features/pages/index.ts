// Server rendering of the public pages (D196-D201): the one module other parts import.
export {
  createPageCache,
  type PageCache,
  type PageCacheOptions,
  startPageCache,
} from './page-cache.ts';
export {
  builtPages,
  createPageSender,
  type EntryServer,
  PAGE_CACHE_HEADER,
  type PageSender,
  type PageSource,
  type TemplateFile,
  templateFile,
  WARM_UP_PAGES,
  warmPages,
} from './pages.service.ts';
