/**
 * What a request schema says when input is bad: a key of the server's message catalogue
 * (server/platform/messages.ts), optionally with parameters, encoded as the zod issue message
 * (`nickname_too_long?max=42`). The server translates it into the answer's `msg`; a key missing from
 * the catalogue breaks `tsc` there (server/platform/validation.ts). The app's forms pass their own
 * next-intl keys to the same field rules (shared/contract/requests/fields.ts) instead.
 */
export type InputIssueKey =
  | 'field_invalid'
  | 'email_required'
  | 'email_invalid'
  | 'code_required'
  | 'code_invalid'
  | 'code_type_invalid'
  | 'nickname_required'
  | 'nickname_charset'
  | 'nickname_too_short'
  | 'nickname_too_long'
  | 'password_required'
  | 'password_format'
  | 'old_password_required'
  | 'new_password_required'
  | 'confirm_password_required'
  | 'passwords_differ'
  | 'pay_password_required'
  | 'pay_password_format'
  | 'pay_passwords_differ'
  | 'invite_required'
  | 'invite_invalid'
  | 'avatar_invalid'
  | 'nothing_to_update'
  | 'chain_invalid'
  | 'token_type_invalid'
  | 'amount_required'
  | 'amount_invalid'
  | 'amount_too_large'
  | 'quantity_invalid'
  | 'address_required'
  | 'address_invalid'
  | 'address_checksum'
  | 'address_zero'
  | 'hash_invalid'
  | 'push_endpoint_invalid'
  | 'push_keys_invalid';

export type IssueParams = Record<string, string | number>;

/** Encodes a catalogue key and its params as a zod issue message. */
export function issue(key: InputIssueKey, params: IssueParams = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${key}?${query}` : key;
}
