/** The auth feature's public module: what the signup wizard, the approval page and the layout use. */
export {
  approveProfileRequest,
  VERIFY_TO_APPROVE,
} from './api/approve-profile-request.ts';
export { useResendVerification } from './api/resend-verification.ts';
