import { callApi } from '#client/lib/api.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { errorToastDetail } from '#client/lib/error-toast.tsx';
import { api } from '#common/api/index.ts';

/** needsVerification: the account must verify its e-mail first; the approval page then finishes it. */
export type ApprovalOutcome =
  | { approved: true; needsVerification?: undefined; reason?: undefined }
  | { approved: false; needsVerification?: boolean; reason?: string };

/**
 * Approves a child's profile with the token of an approval e-mail (spec 1 §4). On failure the server's
 * reason, when it explains the refusal (another e-mail address, an expired link), goes with the outcome so
 * the toast can say which account to use.
 */
export const VERIFY_TO_APPROVE = {
  title: 'Verify your email to approve',
  description: 'Open the verification link we emailed you; the player profile will then be approved.',
};

export async function approveProfileRequest(token: string): Promise<ApprovalOutcome> {
  try {
    await callApi(api.approvals.approve, { params: { token }, body: {} });
    return { approved: true };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
      return { approved: false, needsVerification: true };
    }
    return { approved: false, reason: errorToastDetail('', error) };
  }
}
