import { queryOptions } from '@tanstack/react-query';
import type { PasswordChangeRequest, RegisterRequest, UpdateProfileRequest } from '@/shared/contract';
import { USER } from '@/shared/contract/endpoints/user';
// Write calls' mutation hooks sit beside this file in user.mutations.ts, so screens that only read
// user info (the app shell) do not load React Query's mutation code.
import { EMAIL_CODE_TYPE_REGISTER } from '@/shared/contract/enums';
import type { RequestOptions } from '../http/client';
import { call } from '../http/call';
import { readItem, STORAGE_KEYS } from '../session/safeStorage';
import { queryKeys } from '../query/keys';

export const userApi = {
  /** Sends the device token an earlier login answered, when there is one (an extra field the spec's API ignores). */
  /** `code`: the e-mail's code, when the server asked for one (20021: a new device past the e-mail's ceiling of wrong logins). */
  login: (email: string, passwordMd5: string, options?: RequestOptions, code?: string) => {
    const device = readItem(STORAGE_KEYS.loginDevice);
    return call(USER.login, { email, password: passwordMd5, ...(device ? { device } : {}), ...(code ? { code } : {}) }, options);
  },
  register: (payload: RegisterRequest, options?: RequestOptions) => call(USER.register, payload, options),
  sendEmailCode: (email: string, options?: RequestOptions) => call(USER.sendEmail, { email, type: EMAIL_CODE_TYPE_REGISTER }, options),
  info: () => call(USER.info),
  updateInfo: (patch: UpdateProfileRequest, options?: RequestOptions) => call(USER.updateInfo, patch, options),
  resetPassword: (payload: PasswordChangeRequest, options?: RequestOptions) => call(USER.resetPassword, payload, options),
  resetPayPassword: (payload: PasswordChangeRequest, options?: RequestOptions) => call(USER.resetPayPassword, payload, options),
  checkEmail: (email: string) => call(USER.checkEmail, { email }, { silent: true }),
  /** Silent: logging out locally goes ahead whatever the server answers (an expired token included). */
  logout: () => call(USER.logout, undefined, { silent: true }),
};

/**
 * User info lives in the query cache, and only there. The stored copy seeds the cache once the page
 * has hydrated (QueryProvider, platform/account/storedUserInfo.ts), and SessionData mirrors every fresh answer
 * back to storage. Not as `initialData`: read during the hydrating render, the stored balances made
 * /wallet's first render differ from its exported HTML (React error #418, and the whole page rendered
 * again from scratch).
 */
export const userInfoQuery = () => queryOptions({ queryKey: queryKeys.userInfo, queryFn: userApi.info, staleTime: 10_000 });
