import { useMutation } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** Forgot password: the same answer whether or not the address has an account. */
export function requestPasswordReset(input: { email: string }) {
  return callApi(api.auth.forgotPassword, { body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
