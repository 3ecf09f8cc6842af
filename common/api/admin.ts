import {
  AdminMessageResponseSchema,
  AdminMetricsResponseSchema,
  AdminParentDetailsResponseSchema,
  AdminResetPasswordInputSchema,
  AdminUserDetailsResponseSchema,
  AdminUserParamsSchema,
  AdminUserResponseSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  AssignTierInputSchema,
  AssignTierResponseSchema,
  AuditLogsQuerySchema,
  AuditLogsResponseSchema,
  ChangeRoleInputSchema,
  ImportExecuteInputSchema,
  ImportExecuteResponseSchema,
  ImportValidateInputSchema,
  ImportValidateResponseSchema,
  SuspendUserInputSchema,
} from '#common/contracts/admin.ts';
import { JobNameParamsSchema, JobRunResponseSchema, JobsResponseSchema } from '#common/contracts/jobs.ts';
import { EmptyBodySchema } from '#common/contracts/parents.ts';
import { RetentionRunResponseSchema } from '#common/contracts/retention.ts';
import { defineEndpoint } from './define.ts';

/** The admin area (spec 3 §7 Admin): ADMIN only. Seeding the tiers is api.subscriptions.seed. */
export const admin = {
  metrics: defineEndpoint({
    method: 'GET',
    path: '/api/admin/metrics',
    summary: 'Platform metrics for the admin dashboard',
    responses: { 200: AdminMetricsResponseSchema },
  }),
  /** Paginated on the server; search matches part of the name or e-mail. */
  users: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    summary: 'List users, paginated, with search',
    query: AdminUsersQuerySchema,
    responses: { 200: AdminUsersResponseSchema },
  }),
  auditLogs: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit-logs',
    summary: 'List the audit log',
    query: AuditLogsQuerySchema,
    responses: { 200: AuditLogsResponseSchema },
  }),
  parentDetails: defineEndpoint({
    method: 'GET',
    path: '/api/admin/parents/:id/details',
    summary: "Show a parent's account, children and consents",
    params: AdminUserParamsSchema,
    responses: { 200: AdminParentDetailsResponseSchema },
  }),
  userDetails: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/:id/details',
    summary: "Show a user's account details",
    params: AdminUserParamsSchema,
    responses: { 200: AdminUserDetailsResponseSchema },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/reset-password',
    summary: "Reset a user's password and end their sessions",
    params: AdminUserParamsSchema,
    body: AdminResetPasswordInputSchema,
    responses: { 200: AdminMessageResponseSchema },
  }),
  changeRole: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/users/:id/role',
    summary: "Change a user's role",
    params: AdminUserParamsSchema,
    body: ChangeRoleInputSchema,
    responses: { 200: AdminUserResponseSchema },
  }),
  suspend: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/suspend',
    summary: 'Suspend a user',
    params: AdminUserParamsSchema,
    body: SuspendUserInputSchema,
    responses: { 200: AdminUserResponseSchema },
  }),
  unsuspend: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/unsuspend',
    summary: "Lift a user's suspension",
    params: AdminUserParamsSchema,
    body: EmptyBodySchema,
    responses: { 200: AdminUserResponseSchema },
  }),
  /** Manually assigns a tier, replacing the user's plan (spec 3 §2). */
  assignTier: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/subscription',
    summary: 'Assign a tier to a user by hand',
    params: AdminUserParamsSchema,
    body: AssignTierInputSchema,
    responses: { 200: AssignTierResponseSchema },
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:id/resend-verification',
    summary: "Resend a user's verification e-mail",
    params: AdminUserParamsSchema,
    body: EmptyBodySchema,
    responses: { 200: AdminMessageResponseSchema },
  }),
  import: {
    validate: defineEndpoint({
      method: 'POST',
      path: '/api/admin/import/validate',
      summary: 'Check a CSV import without writing it',
      body: ImportValidateInputSchema,
      fileText: ['csvContent'],
      responses: { 200: ImportValidateResponseSchema },
    }),
    /** One transaction: every row or none. */
    execute: defineEndpoint({
      method: 'POST',
      path: '/api/admin/import/execute',
      summary: 'Import a CSV file, every row or none',
      body: ImportExecuteInputSchema,
      fileText: ['csvContent'],
      responses: { 201: ImportExecuteResponseSchema },
    }),
  },
  /** Runs the data-retention job at once (common/retention.ts); rows deleted per rule. */
  runRetention: defineEndpoint({
    method: 'POST',
    path: '/api/admin/retention/run',
    summary: 'Run the data-retention job now',
    body: EmptyBodySchema,
    responses: { 200: RetentionRunResponseSchema },
  }),
  /** The scheduled jobs (D301) with their last run. */
  jobs: defineEndpoint({
    method: 'GET',
    path: '/api/admin/jobs',
    summary: 'List the scheduled jobs',
    responses: { 200: JobsResponseSchema },
  }),
  /** Runs one job at once (D303); a period's e-mails still go out once per recipient. */
  runJob: defineEndpoint({
    method: 'POST',
    path: '/api/admin/jobs/:job/run',
    summary: 'Run a scheduled job now',
    params: JobNameParamsSchema,
    body: EmptyBodySchema,
    errors: [404],
    responses: { 200: JobRunResponseSchema },
  }),
};
