// The notes area's public module: other areas import from here only (docs/architecture.md).
export { noteRoutes } from './notes.routes.ts';
