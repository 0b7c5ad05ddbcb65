import * as amount from '../../shared/format/amount';

/**
 * The server's decimal maths: one way to do decimals. The arithmetic is the app's bigint
 * fixed-point module (shared/format/amount.ts), so the server and the app cut amounts the same way and
 * money never becomes a float. What this module adds is strictness: the app's module reads an
 * unreadable value as zero (a display must not crash), but on the server an unreadable amount is a bug
 * that must stop the operation, never quietly become 0 in a balance change. Every function here
 * throws on a value that is not a decimal.
 */
type Decimal = string | number | bigint;

function readable(...values: Decimal[]) {
  for (const value of values) if (!amount.isDecimal(value)) throw new Error(`Not a decimal: ${String(value)}`);
}

/** a + b, exact. */
export function add(a: Decimal, b: Decimal): string {
  readable(a, b);
  return amount.add(a, b);
}

/** a − b, exact. */
export function subtract(a: Decimal, b: Decimal): string {
  readable(a, b);
  return amount.subtract(a, b);
}

/** a × b, exact. */
export function multiply(a: Decimal, b: Decimal): string {
  readable(a, b);
  return amount.multiply(a, b);
}

/** a / b cut towards zero at `decimals` places (never pays out more than due); b must not be zero. */
export function divideDown(a: Decimal, b: Decimal, decimals: number): string {
  readable(a, b);
  if (amount.compare(b, 0) === 0) throw new Error('Division by zero');
  return amount.divide(a, b, decimals);
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  readable(a, b);
  return amount.compare(a, b);
}

export const isPositive = (value: Decimal) => compare(value, 0) > 0;

/** `value` cut towards zero at `decimals` places, trailing zeros dropped ("12.3456789", 6 → "12.345678"; "12.5", 6 → "12.5"). */
export function roundDown(value: Decimal, decimals: number): string {
  readable(value);
  return amount.roundDown(value, decimals);
}

/** `value` cut towards zero at `decimals` places with exactly that many decimals ("12.5", 6 → "12.500000"), no grouping. */
export function fixedDown(value: Decimal, decimals: number): string {
  readable(value);
  return amount.formatAmount(value, decimals, { grouping: false });
}

/**
 * Decimal strings as PostgreSQL numeric returns them ("12.500000000000000000") turned into the
 * short form the API sends ("12.5"). Pure string work: money never becomes a float.
 */
export function formatDecimal(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0';
  const trimmed = value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) throw new Error(`Not a decimal string: ${value}`);
  const negative = trimmed.startsWith('-');
  const unsigned = negative ? trimmed.slice(1) : trimmed;
  const [intPartRaw, fracRaw = ''] = unsigned.split('.') as [string, string?];
  const intPart = intPartRaw.replace(/^0+(?=\d)/, '');
  const frac = fracRaw.replace(/0+$/, '');
  const body = frac ? `${intPart}.${frac}` : intPart;
  return negative && body !== '0' ? `-${body}` : body;
}
