import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';

/** Forgot password: the same answer whether or not the address has an account. */
export function requestPasswordReset(input: { email: string }) {
  return apiRequest<{ message: string }>('POST', '/api/auth/forgot-password', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
