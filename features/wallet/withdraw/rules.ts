import { compare } from '@/shared/format/amount';
import { addressProblem, type AddressProblem } from '@/shared/chain/addressRules';
import { WITHDRAW_DECIMALS } from '@/shared/contract/limits';
// From limits-form, not platform/forms/rules: that module builds zod schemas at load; these screens load without zod.
import { EMAIL_PATTERN } from '@/shared/contract/limits-form';

/**
 * Field rules of the withdrawal and ticket-transfer screens (spec §5, §9), and the one amount-input
 * sanitiser of every wallet form. Plain functions, free of zod, so the screens import the sanitisers
 * with the page; the forms' zod schemas (walletForms.ts, loaded on first validation) are built
 * from these rules. Each returns the first failing rule as a message key (under `withdraw.errors.` or
 * `tickets.errors.`) with its values, or null when the value is fine. The en-US texts are the spec's words.
 */
export interface FieldMessage {
  key: string;
  values?: Record<string, string>;
}

/** Digits with an optional fraction; a trailing point ("12.") is what a user types on the way to "12.5". */
const DECIMAL_PATTERN = /^\d+(\.\d*)?$/;

/**
 * THE amount input sanitiser (withdraw, deposit, purchase): what an amount field keeps of typed or
 * pasted text: digits and one decimal point, at most `decimals` decimals ("1,000.1234567" →
 * "1000.123456"). A comma is read as the decimal point only when there is no dot (keyboards of vi-VN
 * and id type "1,5"). A deposit passes its token's decimals (18 or 6).
 */
export function sanitizeAmountInput(text: string, decimals = WITHDRAW_DECIMALS): string {
  let value = text.trim();
  if (!value.includes('.') && /^\d*,\d*$/.test(value)) value = value.replace(',', '.');
  value = value.replace(/[^\d.]/g, '');
  const dot = value.indexOf('.');
  if (dot < 0) return value;
  const whole = value.slice(0, dot) || '0';
  const fraction = value
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, decimals);
  return decimals === 0 ? whole : `${whole}.${fraction}`;
}

/**
 * What a quantity input keeps: digits, no leading zeros ("007" → "7"), and a decimal point if one was
 * typed (a comma reads as one), so "2.5" stays "2.5" and the rule refuses it with a message instead of
 * the input silently making it 25.
 */
export function sanitizeQuantityInput(text: string): string {
  const value = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = value.indexOf('.');
  const whole = (dot < 0 ? value : value.slice(0, dot)).replace(/^0+(?=\d)/, '').slice(0, 10);
  return dot < 0
    ? whole
    : `${whole || '0'}.${value
        .slice(dot + 1)
        .replace(/\./g, '')
        .slice(0, 6)}`;
}

/** What the address rule knows beyond the format (addresses that burn or strand the funds). */
export interface WithdrawAddressCheck {
  /** KinBo's own token and deposit contracts (shared/chain/ownAddresses.ts), any case. */
  ownAddresses?: readonly string[];
  /**
   * The EIP-55 check (platform/wallet/checksum.ts, loaded late: it needs keccak). Until it has loaded a
   * mixed-case address passes here; the screen waits for it before asking the PIN, and the server checks too.
   */
  checksumMatches?: (address: string) => boolean;
}

const ADDRESS_MESSAGES: Record<AddressProblem, string> = {
  required: 'withdraw.errors.addressRequired',
  invalid: 'withdraw.errors.addressInvalid',
  zero: 'withdraw.errors.addressZero',
  checksum: 'withdraw.errors.addressChecksum',
  own: 'withdraw.errors.addressOwn',
};

/** The address rules (shared/chain/addressRules), as the screen's message. */
export function withdrawAddressError(address: string, check: WithdrawAddressCheck = {}): FieldMessage | null {
  const problem = addressProblem(address, { checksumMatches: check.checksumMatches, own: check.ownAddresses });
  return problem ? { key: ADDRESS_MESSAGES[problem] } : null;
}

export interface WithdrawAmountLimits {
  /** withdraw_min_usdt or withdraw_min_kinbo of main config. */
  min: string;
  /** The user's balance of the withdrawn token. */
  balance: string;
  /** 'USDT' or 'KinBo', as the minimum's message names it. */
  token: string;
  /** A USDT withdrawal's fee in KinBo and the user's KinBo balance: the fee must be covered too. */
  feeKinbo?: string | null;
  kinboBalance?: string;
}

/**
 * The values the amount messages name ("Min. Withdrawal = {number} {token}", "the fee is {fee} KinBo"):
 * the screen translates a schema's message key with these (a schema issue carries only the key).
 */
export function withdrawAmountValues(limits: WithdrawAmountLimits): Record<string, string> {
  return { number: trimZeros(limits.min), token: limits.token, fee: limits.feeKinbo ?? '' };
}

/** Required → a number → at least the minimum ("Min. Withdrawal = {number} {token}") → not above the balance (fee included). */
export function withdrawAmountError(amount: string, limits: WithdrawAmountLimits): FieldMessage | null {
  const value = amount.trim();
  if (!value) return { key: 'withdraw.errors.amountRequired' };
  if (!DECIMAL_PATTERN.test(value) || compare(value, 0) <= 0) return { key: 'withdraw.errors.amountInvalid' };
  const { number, token, fee } = withdrawAmountValues(limits);
  if (compare(value, limits.min) < 0) return { key: 'withdraw.errors.min', values: { number, token } };
  if (compare(value, limits.balance) > 0) return { key: 'withdraw.errors.insufficient' };
  if (limits.feeKinbo && limits.kinboBalance !== undefined && compare(limits.feeKinbo, limits.kinboBalance) > 0) {
    return { key: 'withdraw.errors.feeInsufficient', values: { fee } };
  }
  return null;
}

/** The receiver's e-mail of a ticket transfer: required and well formed (one message for both, as the spec has). */
export function transferEmailError(email: string): FieldMessage | null {
  const value = email.trim();
  if (!value || !EMAIL_PATTERN.test(value)) return { key: 'tickets.errors.emailInvalid' };
  return null;
}

/**
 * The e-mail must have been checked (user/checkEmail) before sending: `checked` is the e-mail that
 * was found, null when none was; `notFound` when the last check answered "no such user".
 */
export function transferCheckError(email: string, checked: string | null, notFound: boolean): FieldMessage | null {
  const format = transferEmailError(email);
  if (format) return format;
  if (notFound) return { key: 'tickets.errors.userNotFound' };
  if (!checked || checked.toLowerCase() !== email.trim().toLowerCase()) return { key: 'tickets.errors.checkFirst' };
  return null;
}

/** A whole number of tickets greater than 0, not above the user's tickets. */
export function transferQuantityError(quantity: string, ticketBalance?: number): FieldMessage | null {
  const value = quantity.trim();
  if (/^\d*[.,]\d*$/.test(value) && /\d/.test(value)) return { key: 'tickets.errors.quantityWhole' };
  if (!/^\d+$/.test(value) || compare(value, 0) <= 0) return { key: 'tickets.errors.quantityRequired' };
  if (ticketBalance !== undefined && compare(value, ticketBalance) > 0) return { key: 'tickets.errors.insufficient' };
  return null;
}

function trimZeros(value: string) {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** The `type` query of /wallet/withdrawal and /wallet/deposit (spec §2): '0' USDT, '1' KinBo; anything else is refused. The one parser of it. */
export function parseAssetTypeParam(raw: string | null): 0 | 1 | null {
  return raw === '0' ? 0 : raw === '1' ? 1 : null;
}
