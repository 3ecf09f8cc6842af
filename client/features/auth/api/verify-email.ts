import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';

export function verifyEmail(token: string) {
  return apiRequest<{ message: string }>('POST', '/api/auth/verify-email', { token });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
