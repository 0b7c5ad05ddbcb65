import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { INTERNAL_ERROR_CODE, SESSION_INVALID_CODES } from '@/shared/contract/envelope';
import { toast } from '@/ui/toast';
import { ApiError } from './clientSetup';

/** `type` of a field error that carries the server's (already translated) text, not a message key. */
export const SERVER_ERROR_TYPE = 'server';

/** Which form field each error code is about, for one form. */
export type FieldErrorMap<F extends FieldValues> = Partial<Record<number, Path<F>>>;

/**
 * Puts a failed call's error where it belongs: under its field when the code is about one field
 * (e-mail taken, wrong code, old password incorrect…), like the validators' messages; otherwise in a
 * toast scoped to the action, so the next success replaces it. Call it with API calls made `silent`.
 * Returns the field that got the error, or null.
 */
export function showServerError<F extends FieldValues>(error: unknown, options: { fields?: FieldErrorMap<F>; setError?: UseFormSetError<F>; scope: string }): Path<F> | null {
  if (!(error instanceof ApiError)) return null; // aborted, or not from the API
  if (SESSION_INVALID_CODES.includes(error.code as (typeof SESSION_INVALID_CODES)[number])) return null; // the page reloads
  const field = options.fields?.[error.code];
  if (field && options.setError) {
    options.setError(field, { type: SERVER_ERROR_TYPE, message: error.message }, { shouldFocus: true });
    return field;
  }
  toast.error(error.message, options.scope);
  return null;
}

/** The text under a field: a validator's message key is translated, the server's text shown as is. */
export function fieldErrorText(t: (key: string) => string, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === SERVER_ERROR_TYPE ? error.message : t(error.message);
}

/**
 * True when the server answered and said no (a business code in its envelope: "this room does not
 * exist", "not a member"…). False when it could not be asked or failed on its side: no network, a
 * timeout (code -1), an HTTP error without an envelope (its status), the internal error. A screen
 * says "does not exist" only for the first kind; for the second it offers to try again.
 */
export function isRefusedByServer(error: unknown): boolean {
  return error instanceof ApiError && error.code >= 1000 && error.code !== INTERNAL_ERROR_CODE;
}
