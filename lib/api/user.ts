import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './keys';
import type { LoginResult, PasswordChangeRequest, PublicProfile, RegisterRequest, UpdateProfileRequest, UserInfo } from '@/lib/contract';

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
  login: (email: string, passwordMd5: string) => api.post<LoginResult>(USER_PATHS.login, { email, password: passwordMd5 }),
  register: (payload: RegisterRequest) => api.post<unknown>(USER_PATHS.register, payload),
  sendEmailCode: (email: string) => api.post<unknown>(USER_PATHS.sendEmail, { email, type: 1 }),
  info: () => api.get<UserInfo>(USER_PATHS.info),
  updateInfo: (patch: UpdateProfileRequest) => api.post<unknown>(USER_PATHS.info, patch),
  resetPassword: (payload: PasswordChangeRequest) => api.post<unknown>(USER_PATHS.resetPassword, payload),
  resetPayPassword: (payload: PasswordChangeRequest) => api.post<unknown>(USER_PATHS.resetPayPassword, payload),
  checkEmail: (email: string) =>
    api.get<PublicProfile>(USER_PATHS.checkEmail, { email }, { silent: true }),
};

export const userInfoQuery = () =>
  queryOptions({ queryKey: queryKeys.userInfo, queryFn: userApi.info, staleTime: 10_000 });
