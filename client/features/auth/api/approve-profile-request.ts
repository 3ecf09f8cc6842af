import { apiRequest } from '#client/lib/api-client.ts';

/**
 * Approves a child's profile with the token of an approval e-mail (spec 1 §4). Only success or failure
 * matters to the caller.
 */
export async function approveProfileRequest(token: string): Promise<boolean> {
  try {
    await apiRequest('POST', `/api/approval-requests/approve/${encodeURIComponent(token)}`, {});
    return true;
  } catch {
    return false;
  }
}
