/**
 * The parent feature's public module: what the signup wizard and the e-mail verification page use, and the
 * parent's account (their children) for the family's first message to a recruiter (messaging).
 */
export { useParentAccount } from './api/get-parent-account.ts';
export { useValidateApprovalToken } from './api/validate-approval-token.ts';
export { readPendingApproval } from './lib/pending-approval.ts';
