import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './keys';
import type { LoginResult, UserInfo } from './types';

export const USER_PATHS = {
  register: '/api/user/register',
  login: '/api/user/login',
  sendEmail: '/api/user/sendEmail',
  info: '/api/user/info',
  checkEmail: '/api/user/checkEmail',
  resetPassword: '/api/user/resetPassword',
  resetPayPassword: '/api/user/resetPayPassword',
  /** Assumed path (the spec gives none): revokes the session on the server. */
  logout: '/api/user/logout',
} as const;

export interface RegisterPayload {
  email: string;
  nickname: string;
  invite: string;
  /** Upper-case hex MD5. */
  password: string;
  code: string;
  /** Hex MD5 of the 6-digit PIN. */
  pay_password: string;
}

/** resetPassword / resetPayPassword body: every value is an MD5 hex digest (spec §7). */
export interface PasswordChangePayload {
  old_password: string;
  password: string;
  confirm_password: string;
}

export const userApi = {
  login: (email: string, passwordMd5: string) => api.post<LoginResult>(USER_PATHS.login, { email, password: passwordMd5 }),
  register: (payload: RegisterPayload) => api.post<unknown>(USER_PATHS.register, payload),
  sendEmailCode: (email: string) => api.post<unknown>(USER_PATHS.sendEmail, { email, type: 1 }),
  info: () => api.get<UserInfo>(USER_PATHS.info),
  updateInfo: (patch: { avatar?: string; nickname?: string }) => api.post<unknown>(USER_PATHS.info, patch),
  resetPassword: (payload: PasswordChangePayload) => api.post<unknown>(USER_PATHS.resetPassword, payload),
  resetPayPassword: (payload: PasswordChangePayload) => api.post<unknown>(USER_PATHS.resetPayPassword, payload),
  /** Silent: logging out locally goes ahead whatever the server answers (an expired token included). */
  logout: () => api.post<unknown>(USER_PATHS.logout, {}, { silent: true }),
  checkEmail: (email: string) =>
    api.get<{ avatar: string; email: string; nickname?: string }>(USER_PATHS.checkEmail, { email }, { silent: true }),
};

export const userInfoQuery = () =>
  queryOptions({ queryKey: queryKeys.userInfo, queryFn: userApi.info, staleTime: 10_000 });
