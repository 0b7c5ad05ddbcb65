import { queryOptions } from '@tanstack/react-query';
import type {
  LoginResult,
  PasswordChangeRequest,
  PublicProfile,
  RegisterRequest,
  UpdateProfileRequest,
  UserInfo,
} from '@/lib/contract';
// Write calls' mutation hooks sit beside this file in user.mutations.ts, so screens that only read
// user info (the app shell) do not load React Query's mutation code.
import { EMAIL_CODE_TYPE, EMAIL_CODE_TYPE_REGISTER } from '@/lib/contract';
import { readJson, STORAGE_KEYS, writeItem } from '@/lib/storage/safeStorage';
import { api, type RequestOptions } from './client';
import { queryKeys } from './keys';

/** Recovery bodies (assumed calls): the code, then the new secret twice, MD5 hex. */
export type ForgetPayPasswordRequest = { code: string; password: string; confirm_password: string };
export type ForgetPasswordRequest = ForgetPayPasswordRequest & { email: string };

export const USER_PATHS = {
  register: '/api/user/register',
  login: '/api/user/login',
  sendEmail: '/api/user/sendEmail',
  info: '/api/user/info',
  checkEmail: '/api/user/checkEmail',
  resetPassword: '/api/user/resetPassword',
  resetPayPassword: '/api/user/resetPayPassword',
  /** Assumed paths (issue 12, server/README.md): recovery with an e-mail code. */
  forgetPassword: '/api/user/forgetPassword',
  forgetPayPassword: '/api/user/forgetPayPassword',
  /** Assumed path (the spec gives none): revokes the session on the server. */
  logout: '/api/user/logout',
} as const;

export const userApi = {
  login: (email: string, passwordMd5: string, options?: RequestOptions) =>
    api.post<LoginResult>(USER_PATHS.login, { email, password: passwordMd5 }, options),
  register: (payload: RegisterRequest, options?: RequestOptions) => api.post<unknown>(USER_PATHS.register, payload, options),
  sendEmailCode: (email: string, options?: RequestOptions) =>
    api.post<unknown>(USER_PATHS.sendEmail, { email, type: EMAIL_CODE_TYPE_REGISTER }, options),
  /** Forgot password (logged out): a code to the e-mail, if an account uses it. */
  sendResetPasswordCode: (email: string, options?: RequestOptions) =>
    api.post<unknown>(USER_PATHS.sendEmail, { email, type: EMAIL_CODE_TYPE.resetPassword }, options),
  /** Forgot security password (Token): a code to the account's own e-mail. */
  sendResetPinCode: (options?: RequestOptions) => api.post<unknown>(USER_PATHS.sendEmail, { type: EMAIL_CODE_TYPE.resetPayPassword }, options),
  forgetPassword: (payload: ForgetPasswordRequest, options?: RequestOptions) => api.post<unknown>(USER_PATHS.forgetPassword, payload, options),
  forgetPayPassword: (payload: ForgetPayPasswordRequest, options?: RequestOptions) =>
    api.post<unknown>(USER_PATHS.forgetPayPassword, payload, options),
  info: () => api.get<UserInfo>(USER_PATHS.info),
  updateInfo: (patch: UpdateProfileRequest, options?: RequestOptions) => api.post<unknown>(USER_PATHS.info, patch, options),
  resetPassword: (payload: PasswordChangeRequest, options?: RequestOptions) =>
    api.post<unknown>(USER_PATHS.resetPassword, payload, options),
  resetPayPassword: (payload: PasswordChangeRequest, options?: RequestOptions) =>
    api.post<unknown>(USER_PATHS.resetPayPassword, payload, options),
  checkEmail: (email: string) => api.get<PublicProfile>(USER_PATHS.checkEmail, { email }, { silent: true }),
  /** Silent: logging out locally goes ahead whatever the server answers (an expired token included). */
  logout: () => api.post<unknown>(USER_PATHS.logout, {}, { silent: true }),
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
