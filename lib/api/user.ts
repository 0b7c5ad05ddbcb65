import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  LoginResult,
  PasswordChangeRequest,
  PublicProfile,
  RegisterRequest,
  UpdateProfileRequest,
  UserInfo,
} from '@/lib/contract';
import { EMAIL_CODE_TYPE_REGISTER } from '@/lib/contract';
import { useSession } from '@/lib/session/store';
import { readJson, STORAGE_KEYS, writeItem } from '@/lib/storage/safeStorage';
import { api, type RequestOptions } from './client';
import { queryKeys } from './keys';
import { mainConfigQuery } from './main';

export const USER_PATHS = {
  register: '/api/user/register',
  login: '/api/user/login',
  sendEmail: '/api/user/sendEmail',
  info: '/api/user/info',
  checkEmail: '/api/user/checkEmail',
  resetPassword: '/api/user/resetPassword',
  resetPayPassword: '/api/user/resetPayPassword',
} as const;

export const userApi = {
  login: (email: string, passwordMd5: string, options?: RequestOptions) =>
    api.post<LoginResult>(USER_PATHS.login, { email, password: passwordMd5 }, options),
  register: (payload: RegisterRequest, options?: RequestOptions) => api.post<unknown>(USER_PATHS.register, payload, options),
  sendEmailCode: (email: string, options?: RequestOptions) =>
    api.post<unknown>(USER_PATHS.sendEmail, { email, type: EMAIL_CODE_TYPE_REGISTER }, options),
  info: () => api.get<UserInfo>(USER_PATHS.info),
  updateInfo: (patch: UpdateProfileRequest, options?: RequestOptions) => api.post<unknown>(USER_PATHS.info, patch, options),
  resetPassword: (payload: PasswordChangeRequest, options?: RequestOptions) =>
    api.post<unknown>(USER_PATHS.resetPassword, payload, options),
  resetPayPassword: (payload: PasswordChangeRequest, options?: RequestOptions) =>
    api.post<unknown>(USER_PATHS.resetPayPassword, payload, options),
  checkEmail: (email: string) => api.get<PublicProfile>(USER_PATHS.checkEmail, { email }, { silent: true }),
};

/** The copy of user info the spec keeps in local storage (client state `userInfo`). */
export const readStoredUserInfo = () => readJson<UserInfo>(STORAGE_KEYS.userInfo);
export const storeUserInfo = (info: UserInfo | null) => writeItem(STORAGE_KEYS.userInfo, info ? JSON.stringify(info) : null);

/**
 * User info lives in the query cache, and only there. The stored copy seeds the cache (marked as old,
 * so it is refetched at once) and SessionData mirrors every fresh answer back to storage.
 */
export const userInfoQuery = () =>
  queryOptions({
    queryKey: queryKeys.userInfo,
    queryFn: userApi.info,
    staleTime: 10_000,
    initialData: () => readStoredUserInfo() ?? undefined,
    initialDataUpdatedAt: 0,
  });

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
