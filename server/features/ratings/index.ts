// The ratings area's public module: other areas import from here only (docs/architecture.md).
export { ratingRoutes } from './ratings.routes.ts';
