// The messaging area's public module: other areas import from here only (docs/architecture.md).

export { postAdultNotices, startAdultNotices } from './adult-notices.ts';
export { playerMessagingExport } from './messaging.export.ts';
export { messagingRoutes } from './messaging.routes.ts';
export { DEFAULT_MESSAGING_LIMITS, type MessagingLimits } from './messaging-limits.ts';
export { messagingPolicies } from './messaging-policies.ts';
