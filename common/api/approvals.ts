import {
  ApprovalValidationSchema,
  ApproveProfileResponseSchema,
  EmptyBodySchema,
  RequestApprovalInputSchema,
  RequestApprovalResponseSchema,
  TokenParamsSchema,
} from '#common/contracts/parents.ts';
import { PlayerRefParamsSchema } from '#common/contracts/players.ts';
import { defineEndpoint } from './define.ts';

/** Parental approval of a minor's profile, by the e-mailed token. */
export const approvals = {
  request: defineEndpoint({
    method: 'POST',
    path: '/api/players/:id/request-approval',
    summary: "Ask a parent to approve a minor's profile",
    errors: [409],
    params: PlayerRefParamsSchema,
    body: RequestApprovalInputSchema,
    responses: { 200: RequestApprovalResponseSchema },
  }),
  validate: defineEndpoint({
    method: 'GET',
    path: '/api/approval-requests/validate/:token',
    summary: 'Read an approval request by its e-mailed token',
    errors: [410],
    params: TokenParamsSchema,
    responses: { 200: ApprovalValidationSchema },
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/approval-requests/approve/:token',
    summary: "Approve a minor's profile by the e-mailed token",
    errors: [410],
    params: TokenParamsSchema,
    body: EmptyBodySchema,
    responses: { 200: ApproveProfileResponseSchema },
  }),
  /** The same call as `approve` under its second path. */
  approveAlias: defineEndpoint({
    method: 'POST',
    path: '/api/approval/:token/approve',
    summary: "Approve a minor's profile by the e-mailed token (second path)",
    errors: [410],
    params: TokenParamsSchema,
    body: EmptyBodySchema,
    responses: { 200: ApproveProfileResponseSchema },
  }),
};
