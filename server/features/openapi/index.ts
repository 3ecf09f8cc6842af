// The openapi area's public module: other areas import from here only (docs/architecture.md).

export { openapiOptions } from './document.ts';
export { openapiRoutes } from './openapi.routes.ts';
