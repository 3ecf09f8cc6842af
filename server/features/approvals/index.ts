// The approvals area's public module: other areas import from here only (docs/architecture.md).
export { approvalPolicies } from './approval-policies.ts';
export { approvalRoutes } from './approvals.routes.ts';
