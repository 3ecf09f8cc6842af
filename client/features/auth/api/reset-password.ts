import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';

/** Sets a new password with the e-mailed link's token; it signs nobody in. */
export function resetPassword(input: { token: string; password: string }) {
  return apiRequest<{ message: string }>('POST', '/api/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
