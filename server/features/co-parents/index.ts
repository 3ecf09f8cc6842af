// The co-parents area's public module: other areas import from here only (docs/architecture.md).
export { coParentPolicies } from './co-parent-policies.ts';
export { coParentRoutes } from './co-parents.routes.ts';
