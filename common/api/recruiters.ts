import {
  AdminRecruiterParamsSchema,
  AdminRecruiterResponseSchema,
  AdminRecruitersQuerySchema,
  AdminRecruitersResponseSchema,
  NcaaProgramInputSchema,
  NcaaProgramParamsSchema,
  NcaaProgramResponseSchema,
  NcaaProgramsResponseSchema,
  RejectRecruiterInputSchema,
  UpdateNcaaProgramInputSchema,
  VerifyRecruiterInputSchema,
} from '#common/contracts/recruiters.ts';
import { defineEndpoint } from './define.ts';

/**
 * The NCAA directory (read by the sign-up wizard and /account; edited by admins) and
 * the administrators' queue of recruiters to verify.
 */
export const recruiters = {
  /** The active directory, for the program choice (public: the wizard asks before the account exists). */
  ncaaPrograms: defineEndpoint({
    method: 'GET',
    path: '/api/ncaa-programs',
    summary: 'List the NCAA programs',
    responses: { 200: NcaaProgramsResponseSchema },
  }),
  admin: {
    queue: defineEndpoint({
      method: 'GET',
      path: '/api/admin/recruiters',
      summary: 'List recruiters waiting for verification',
      query: AdminRecruitersQuerySchema,
      responses: { 200: AdminRecruitersResponseSchema },
    }),
    verify: defineEndpoint({
      method: 'POST',
      path: '/api/admin/recruiters/:userId/verify',
      summary: 'Verify a recruiter',
      params: AdminRecruiterParamsSchema,
      body: VerifyRecruiterInputSchema,
      responses: { 200: AdminRecruiterResponseSchema },
    }),
    reject: defineEndpoint({
      method: 'POST',
      path: '/api/admin/recruiters/:userId/reject',
      summary: 'Reject a recruiter',
      params: AdminRecruiterParamsSchema,
      body: RejectRecruiterInputSchema,
      responses: { 200: AdminRecruiterResponseSchema },
    }),
    /** Every directory row, inactive ones included. */
    ncaaPrograms: defineEndpoint({
      method: 'GET',
      path: '/api/admin/ncaa-programs',
      summary: 'List every NCAA program',
      responses: { 200: NcaaProgramsResponseSchema },
    }),
    createNcaaProgram: defineEndpoint({
      method: 'POST',
      path: '/api/admin/ncaa-programs',
      summary: 'Add an NCAA program',
      body: NcaaProgramInputSchema,
      responses: { 201: NcaaProgramResponseSchema },
    }),
    updateNcaaProgram: defineEndpoint({
      method: 'PATCH',
      path: '/api/admin/ncaa-programs/:id',
      summary: 'Update an NCAA program',
      params: NcaaProgramParamsSchema,
      body: UpdateNcaaProgramInputSchema,
      responses: { 200: NcaaProgramResponseSchema },
    }),
  },
};
