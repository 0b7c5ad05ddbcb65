import { queryOptions } from '@tanstack/react-query';
import type {
  LoginRequest,
  LoginResult,
  PasswordChangeRequest,
  PublicProfile,
  RegisterRequest,
  SendEmailRequest,
  UpdateProfileRequest,
  UserInfo,
} from '@/shared/contract';
// Write calls' mutation hooks sit beside this file in user.mutations.ts, so screens that only read
// user info (the app shell) do not load React Query's mutation code.
import { EMAIL_CODE_TYPE_REGISTER } from '@/shared/contract/enums';
import { api, type RequestOptions } from '../http/client';
import { queryKeys } from '../query/keys';
import { USER_PATHS } from './userPaths';

export { USER_PATHS };


export const userApi = {
  login: (email: string, passwordMd5: string, options?: RequestOptions) =>
    api.post<LoginResult>(USER_PATHS.login, { email, password: passwordMd5 } satisfies LoginRequest, options),
  register: (payload: RegisterRequest, options?: RequestOptions) => api.post<unknown>(USER_PATHS.register, payload, options),
  sendEmailCode: (email: string, options?: RequestOptions) =>
    api.post<unknown>(USER_PATHS.sendEmail, { email, type: EMAIL_CODE_TYPE_REGISTER } satisfies SendEmailRequest, options),
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

/**
 * User info lives in the query cache, and only there. The stored copy seeds the cache once the page
 * has hydrated (QueryProvider, lib/api/storedUserInfo.ts), and SessionData mirrors every fresh answer
 * back to storage. Not as `initialData`: read during the hydrating render, the stored balances made
 * /wallet's first render differ from its exported HTML (React error #418, and the whole page rendered
 * again from scratch).
 */
export const userInfoQuery = () => queryOptions({ queryKey: queryKeys.userInfo, queryFn: userApi.info, staleTime: 10_000 });
