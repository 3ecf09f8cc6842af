// The lists area's public module: other areas import from here only (docs/architecture.md).
export { listRoutes } from './lists.routes.ts';
