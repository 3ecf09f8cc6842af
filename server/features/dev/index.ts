// The development outbox's public module: other areas import from here only (docs/architecture.md).
export { outboxEnabled, outboxRoutes, outboxVisibleTo } from './outbox.routes.ts';
