// The approvals area's public module: other areas import from here only (docs/architecture.md).
export { approvalRoutes } from './approvals.routes.ts';
