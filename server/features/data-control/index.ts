// The data-control area's public module: other areas import from here only (docs/architecture.md).

export { dataControlRoutes } from './data-control.routes.ts';
export { dataControlPolicies } from './data-control-policies.ts';
export { retentionJob } from './retention.ts';
