import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';

/** Signed in: `{}` (the server uses the session's e-mail). Signed out: `{email}`. Same answer either way. */
export function resendVerification(input: { email?: string } = {}) {
  return apiRequest<{ message: string }>('POST', '/api/auth/resend-verification', input);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
