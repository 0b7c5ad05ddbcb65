import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordChangeRequest, RegisterRequest, UpdateProfileRequest } from '@/lib/contract';
import { useSession } from '@/lib/session/store';
import { queryKeys } from './keys';
import { mainConfigQuery } from './main';
import { userApi, userInfoQuery } from './user';

// ---- Mutations (one per write call; forms use these instead of hand-rolled busy flags) ----
// They call the API `silent`: the form puts the error under its field or in a scoped toast (serverErrors.ts).

const silent = { silent: true } as const;

/** Logs in, stores the session, then loads user info and main config (spec §4). */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, passwordMd5 }: { email: string; passwordMd5: string }) => {
      const result = await userApi.login(email, passwordMd5, silent);
      useSession.getState().setSession(result.Token, result.ex_time);
      // A previous account's cached data must never show for this one.
      queryClient.removeQueries({ queryKey: queryKeys.balances });
      await Promise.all([queryClient.fetchQuery(userInfoQuery()), queryClient.fetchQuery(mainConfigQuery())]);
      return result;
    },
  });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: (payload: RegisterRequest) => userApi.register(payload, silent) });
}

export function useSendEmailCodeMutation() {
  return useMutation({ mutationFn: (email: string) => userApi.sendEmailCode(email, silent) });
}

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
