import { useMutation } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** Signed in: `{}` (the server uses the session's e-mail). Signed out: `{email}`. Same answer either way. */
export function resendVerification(input: { email?: string } = {}) {
  return callApi(api.auth.resendVerification, { body: input });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
