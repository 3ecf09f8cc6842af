// The health area's public module: other areas import from here only (docs/architecture.md).
export { healthRoutes } from './health.routes.ts';
