// Server rendering of the public pages (issue 15): the one module other parts import.
export { createPageSender, type PageSender, WARM_UP_PAGES, warmPages } from './pages.service.ts';
