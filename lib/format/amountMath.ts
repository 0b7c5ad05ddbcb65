import { aligned, plainText, toFixed, unitsAt, multiply, type AmountInput } from './amount';

/**
 * The second half of the decimal module (lib/format/amount.ts, which says why it is a file of its own):
 * sums and round-downs for fees and values, and the token raw units of the wallet forms. Bigint
 * fixed-point on amount.ts's representation; never a float, no decimal library.
 */

/** True when `value` is a decimal this module reads (what a malformed config or balance is not). */
export const isDecimal = (value: AmountInput) => toFixed(value) !== null;

export function add(a: AmountInput, b: AmountInput): string {
  const [x, y, scale] = aligned(a, b);
  return plainText({ units: x + y, scale });
}

export const subtract = (a: AmountInput, b: AmountInput) => add(a, multiply(b, -1));

/** `value` cut towards zero at `decimals` places, trailing zeros dropped ("12.3456789", 6 → "12.345678"). */
export function roundDown(value: AmountInput, decimals: number): string {
  const x = toFixed(value);
  return x ? plainText({ units: unitsAt(x, decimals), scale: decimals }) : '0';
}

/**
 * Decimal text → the token's raw integer (the one place the app makes on-chain units): "12.5" with 6
 * decimals → 12500000n. Null for signs, exponents, "12." or more decimals than the token has.
 */
export function toRawAmount(amount: string, decimals: number): bigint | null {
  const text = amount.trim();
  const x = /^\d+(\.\d+)?$/.test(text) ? toFixed(text) : null;
  return x && x.scale <= decimals ? unitsAt(x, decimals) : null;
}

/** A token's raw integer → exact decimal text (12500000n with 6 decimals → "12.5"), no rounding. */
export const fromRawAmount = (raw: bigint | string, decimals: number) => plainText({ units: BigInt(raw), scale: decimals });
