// The co-parents area's public module: other areas import from here only (docs/architecture.md).
export { coParentRoutes } from './co-parents.routes.ts';
