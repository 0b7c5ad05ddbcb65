import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordChangeRequest, UpdateProfileRequest } from '@/shared/contract';
import { queryKeys } from '../query/keys';
import { userApi } from './user';

// ---- Mutations (one per write call; forms use these instead of hand-rolled busy flags) ----
// The public screens (login, register, recovery) have none: they call the API through useAction.
// They call the API `silent`: the form puts the error under its field or in a scoped toast (serverErrors.ts).

const silent = { silent: true } as const;

/** Saves nickname/avatar; every screen showing the user reads user info, which is refetched. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateProfileRequest) => userApi.updateInfo(patch, silent),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userInfo }),
  });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: (payload: PasswordChangeRequest) => userApi.resetPassword(payload, silent) });
}

export function useResetPayPasswordMutation() {
  return useMutation({ mutationFn: (payload: PasswordChangeRequest) => userApi.resetPayPassword(payload, silent) });
}
