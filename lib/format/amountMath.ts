import { formatAmount, multiply, toFixed, type AmountInput } from './amount';

/**
 * The second half of the decimal module (lib/format/amount.ts, which says why it is a file of its own):
 * sums and round-downs for fees and values, and the token raw units of the wallet forms. Bigint
 * fixed-point on amount.ts's reading of decimals (toFixed); never a float, no decimal library.
 */

/** The integer units of a read decimal at `decimals` ≥ its own scale places (exact). */
const unitsAt = (x: { units: bigint; scale: number }, decimals: number) => x.units * 10n ** BigInt(decimals - x.scale);

/** True when `value` is a decimal this module reads (what a malformed config or balance is not). */
export const isDecimal = (value: AmountInput) => toFixed(value) !== null;

/** `value` cut towards zero at `decimals` places, trailing zeros dropped ("12.3456789", 6 → "12.345678"). */
export const roundDown = (value: AmountInput, decimals: number) => formatAmount(value, decimals, { grouping: false, trimZeros: true });

/** units / 10^scale as plain decimal text: exact, as the exponent form is read exactly. */
const fromUnits = (units: bigint, scale: number) => roundDown(`${units}e-${scale}`, scale);

/** a + b; an unreadable value counts as zero (as compare does). */
export function add(a: AmountInput, b: AmountInput): string {
  const x = toFixed(a) ?? { units: 0n, scale: 0 };
  const y = toFixed(b) ?? { units: 0n, scale: 0 };
  const scale = Math.max(x.scale, y.scale);
  return fromUnits(unitsAt(x, scale) + unitsAt(y, scale), scale);
}

export const subtract = (a: AmountInput, b: AmountInput) => add(a, multiply(b, -1));

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
export const fromRawAmount = (raw: bigint | string, decimals: number) => fromUnits(BigInt(raw), decimals);
