// The one-pager area's public module: other areas import from here only (docs/architecture.md).
export { onePagerRoutes } from './one-pager.routes.ts';
