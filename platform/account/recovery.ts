import { useMutation } from '@tanstack/react-query';
import { EMAIL_CODE_TYPE, type ForgetPasswordRequest, type ForgetPayPasswordRequest } from '@/shared/contract';
import { USER } from '@/shared/contract/endpoints/user';
import { call } from '../http/call';

/**
 * Account recovery (assumed calls, see server/README.md): sendEmail types 2 and 3, then
 * forgetPassword / forgetPayPassword. Its own module, so only the recovery forms load it.
 */
/** The code, then the new secret twice, MD5 hex (shared/contract/requests/user.ts). */
export type { ForgetPasswordRequest, ForgetPayPasswordRequest } from '@/shared/contract';

// Silent: the form puts the error under its field or in a scoped toast (serverErrors.ts).
const silent = { silent: true } as const;

export const recoveryApi = {
  /** Forgot password (logged out; the public screen calls these through useAction): a code to the e-mail, if an account uses it. */
  sendResetPasswordCode: (email: string) => call(USER.sendEmail, { email, type: EMAIL_CODE_TYPE.resetPassword }, silent),
  /** Forgot security password (Token): a code to the account's own e-mail. */
  sendResetPinCode: () => call(USER.sendEmail, { type: EMAIL_CODE_TYPE.resetPayPassword }, silent),
  /** Forgot password: every session of the user ends on the server. */
  forgetPassword: (payload: ForgetPasswordRequest) => call(USER.forgetPassword, payload, silent),
  forgetPayPassword: (payload: ForgetPayPasswordRequest) => call(USER.forgetPayPassword, payload, silent),
};

export function useSendResetPinCodeMutation() {
  return useMutation({ mutationFn: recoveryApi.sendResetPinCode });
}

export function useForgetPayPasswordMutation() {
  return useMutation({ mutationFn: recoveryApi.forgetPayPassword });
}
