import type { PasswordChangeRequest as PasswordChangePayload } from '@/shared/contract';
import { md5Lower } from '@/shared/md5';
import { longerThanPin } from '@/shared/contract/limits-form';

/** Structural copies of the form values (the schemas' types), so this module never loads zod. */
type AccountPasswordValues = { oldPassword: string; password: string; confirmPassword: string };
type SecurityPasswordValues = { oldPin: string; pin: string; confirmPin: string };

/** True when any of the three fields is longer than a PIN: the submit then stops without a word. */
export function pinTooLong(values: SecurityPasswordValues) {
  return [values.oldPin, values.pin, values.confirmPin].some(longerThanPin);
}

/** The wire shape of /api/user/resetPassword and /api/user/resetPayPassword: every value MD5 hex, lower case. */
export function accountPasswordPayload(values: AccountPasswordValues): PasswordChangePayload {
  return {
    old_password: md5Lower(values.oldPassword),
    password: md5Lower(values.password),
    confirm_password: md5Lower(values.confirmPassword),
  };
}

/** The payload for a valid form, or null when the submit must stop silently (a value longer than 6). */
export function securityPasswordPayload(values: SecurityPasswordValues): PasswordChangePayload | null {
  if (pinTooLong(values)) return null;
  return {
    old_password: md5Lower(values.oldPin),
    password: md5Lower(values.pin),
    confirm_password: md5Lower(values.confirmPin),
  };
}
