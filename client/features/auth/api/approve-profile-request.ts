import { apiRequest } from '#client/lib/api-client.ts';
import { errorToastDetail } from '#client/lib/error-toast.tsx';

export type ApprovalOutcome = { approved: true } | { approved: false; reason?: string };

/**
 * Approves a child's profile with the token of an approval e-mail (spec 1 §4). On failure the server's
 * reason, when it explains the refusal (another e-mail address, an expired link), goes with the outcome so
 * the toast can say which account to use.
 */
export async function approveProfileRequest(token: string): Promise<ApprovalOutcome> {
  try {
    await apiRequest('POST', `/api/approval-requests/approve/${encodeURIComponent(token)}`, {});
    return { approved: true };
  } catch (error) {
    return { approved: false, reason: errorToastDetail('', error) };
  }
}
