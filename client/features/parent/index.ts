/** The parent feature's public module: what the signup wizard and the e-mail verification page use. */
export { useValidateApprovalToken } from './api/validate-approval-token.ts';
export { readPendingApproval } from './lib/pending-approval.ts';
