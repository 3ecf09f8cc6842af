import { useMutation } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** Sets a new password with the e-mailed link's token; it signs nobody in. */
export function resetPassword(input: { token: string; password: string }) {
  return callApi(api.auth.resetPassword, { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
