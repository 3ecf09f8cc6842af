import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidateUserReads } from './user-details.ts';

/** Spec 3 §2: suspension ends the user's sessions on the server (decisions §3). */
export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) =>
      callApi(api.admin.suspend, {
        params: { id: userId },
        body: reason.trim() ? { reason: reason.trim() } : {},
      }),
    onSuccess: (_data, { userId }) => invalidateUserReads(queryClient, userId),
  });
}

export function useUnsuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string }) =>
      callApi(api.admin.unsuspend, { params: { id: userId }, body: {} }),
    onSuccess: (_data, { userId }) => invalidateUserReads(queryClient, userId),
  });
}

/** Manually assigns a tier, replacing the user's plan (the server refuses a Stripe payer with 409). */
export function useAssignTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, tierId }: { userId: string; tierId: string }) =>
      callApi(api.admin.assignTier, { params: { id: userId }, body: { tierId } }),
    onSuccess: (_data, { userId }) => invalidateUserReads(queryClient, userId),
  });
}

export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string }) =>
      callApi(api.admin.resendVerification, { params: { id: userId }, body: {} }),
    onSuccess: (_data, { userId }) => invalidateUserReads(queryClient, userId),
  });
}
