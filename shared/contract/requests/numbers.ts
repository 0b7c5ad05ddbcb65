import * as z from 'zod/mini';

/**
 * The one rule for numbers in a request. A count or id is a JSON integer or a string of plain decimal
 * digits: no sign, exponent, hex prefix, decimal point, spaces or newlines ("1e0", "0x1", "1.0", "1\n"
 * are refused, not read as 1). An amount is a plain decimal string (or a JSON number that prints as one)
 * with at most `decimals` decimals and at most AMOUNT_MAX_DIGITS whole digits, so every accepted amount,
 * and any price times it, fits the money columns (numeric(38,18)) instead of overflowing in the database.
 */

/** Whole digits an amount may carry: up to 999,999,999,999. */
export const AMOUNT_MAX_DIGITS = 12;

/** Digits only, no leading zero (a count of 0 is "0"). */
export const PLAIN_INTEGER = /^(0|[1-9]\d{0,15})$/;

/** A plain count given as a JSON integer or a digits-only string, as a number; anything else stays as is for the check to refuse. */
export function readPlainInteger(value: unknown): unknown {
  if (typeof value === 'string') return PLAIN_INTEGER.test(value) ? Number(value) : value;
  return value;
}

/** A safe whole number in [min, max]. */
function integerInRange(min: number, max: number, invalid?: string) {
  const message = invalid === undefined ? {} : { error: invalid };
  return z.number(message).check(z.refine(Number.isSafeInteger, message), z.gte(min, message), z.lte(max, message));
}

/** A whole number in [min, max], given as a JSON integer or a plain digits string; `invalid` otherwise. */
export function plainCount(min: number, max: number, invalid?: string) {
  return z.pipe(z.transform(readPlainInteger), integerInRange(min, max, invalid));
}

/** A whole number in [min, max] given as a plain digits string (a query parameter). */
export function plainCountText(min: number, max: number) {
  return z.pipe(z.pipe(z.string().check(z.regex(PLAIN_INTEGER)), z.transform(Number)), integerInRange(min, max));
}

/** The pattern of an amount string with at most `decimals` decimals. */
export function plainAmountPattern(decimals: number): RegExp {
  return new RegExp(`^\\d{1,${AMOUNT_MAX_DIGITS + 8}}(\\.\\d{1,${decimals}})?$`);
}

/** Whether the whole part of a plain amount (leading zeros aside) has at most AMOUNT_MAX_DIGITS digits. */
export function amountWithinRange(value: string): boolean {
  const whole = (value.split('.')[0] ?? '').replace(/^0+/, '');
  return whole.length <= AMOUNT_MAX_DIGITS;
}
