/**
 * The app's one decimal module: formatting, the little arithmetic the client does (fees,
 * values, estimates) and on-chain raw units. Amounts arrive as decimal strings and are never turned
 * into floats. Display rounds DOWN (spec §5): 2 decimals by default, 4 or 6 in places. Trailing zeros
 * are kept to the given precision so columns line up ("12.50"); thousands are grouped.
 * Arithmetic is bigint fixed-point: no decimal library (big.js), so nothing of the sort weighs on the
 * first load of Home and the lists, which all format amounts, and one set of rules everywhere.
 * Also the sums and cuts of fees and values and the token raw units of the wallet forms. Kept small:
 * webpack keeps every export any page uses in this shared chunk.
 */
export type AmountInput = string | number | bigint | null | undefined;

/** A decimal as an integer and a scale: value = units / 10^scale. */
type Fixed = { units: bigint; scale: number };

const TEN = 10n;
const ZERO = 0n;
const pow10 = (n: number) => TEN ** BigInt(n);
/** Decimal text as the server and config send it: optional minus, digits with an optional fraction, optional exponent. */
const DECIMAL = /^(-?)(\d+)?(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

function toFixed(value: AmountInput): { units: bigint; scale: number } | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'bigint') return { units: value, scale: 0 };
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const match = DECIMAL.exec(String(value));
  if (!match || (match[2] === undefined && !match[3])) return null;
  const [, sign, int = '', frac = '', exp = '0'] = match;
  let units = BigInt(`${int}${frac}` || '0');
  let scale = frac.length - Number(exp);
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  return { units: sign ? -units : units, scale };
}

/** The integer `units` of `x` at `decimals` places, cut towards zero (never overstates a balance). */
function unitsAt(x: Fixed, decimals: number): bigint {
  return x.scale > decimals ? x.units / pow10(x.scale - decimals) : x.units * pow10(decimals - x.scale);
}

/** Plain decimal text with exactly `decimals` places. */
function fixedText(units: bigint, decimals: number): string {
  const negative = units < ZERO;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const text = decimals > 0 ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
  return negative ? `-${text}` : text;
}

/** The shortest decimal text of a value (trailing zeros dropped). */
function plainText({ units, scale }: Fixed): string {
  const text = fixedText(units, scale);
  return scale > 0 ? text.replace(/\.?0+$/, '') : text;
}

function group(integer: string) {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatAmount(value: AmountInput, decimals = 2, { grouping = true, trimZeros = false } = {}): string {
  const x = toFixed(value);
  if (!x) return '0' + (decimals > 0 && !trimZeros ? '.' + '0'.repeat(decimals) : '');
  // Towards zero, so -1.239 shows as -1.23 and -0.001 as 0.00.
  let fixed = fixedText(unitsAt(x, decimals), decimals);
  if (trimZeros && fixed.includes('.')) fixed = fixed.replace(/\.?0+$/, '');
  const negative = fixed.startsWith('-');
  const [int, frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const body = (grouping ? group(int) : int) + (frac !== undefined ? `.${frac}` : '');
  return negative ? `-${body}` : body;
}

/** A signed amount for records: pm 1 is a credit (+), 0 a debit (-); hideSign drops the sign. */
export function formatSigned(value: AmountInput, pm: 0 | 1, decimals = 2, hideSign = false) {
  // The magnitude: the sign comes from pm, whatever sign the value carries.
  const text = formatAmount(compare(value, 0) < 0 ? multiply(value, -1) : value, decimals);
  if (hideSign) return text;
  return `${pm === 1 ? '+' : '-'}${text}`;
}

/** Exact decimal arithmetic for the few places the client computes (fees, estimates). */
export function multiply(a: AmountInput, b: AmountInput): string {
  const x = toFixed(a);
  const y = toFixed(b);
  return x && y ? plainText({ units: x.units * y.units, scale: x.scale + y.scale }) : '0';
}

export function divide(a: AmountInput, b: AmountInput, decimals = 18): string {
  const x = toFixed(a);
  const y = toFixed(b);
  if (!x || !y || y.units === ZERO) return '0';
  // x/y at `decimals` places, cut towards zero: (x.units · 10^(decimals + y.scale)) / (y.units · 10^x.scale).
  const units = (x.units * pow10(decimals + y.scale)) / (y.units * pow10(x.scale));
  return plainText({ units, scale: decimals });
}

export function compare(a: AmountInput, b: AmountInput): -1 | 0 | 1 {
  const x = toFixed(a) ?? { units: ZERO, scale: 0 };
  const y = toFixed(b) ?? { units: ZERO, scale: 0 };
  const scale = Math.max(x.scale, y.scale);
  const d = unitsAt(x, scale) - unitsAt(y, scale);
  return d > ZERO ? 1 : d < ZERO ? -1 : 0;
}

/** Above zero (an unreadable value is not). */
export const isPositiveAmount = (value: AmountInput) => compare(value, 0) > 0;

/** The integer units of a read decimal at `decimals` ≥ its own scale places (exact). */
const unitsUp = (x: Fixed, decimals: number) => x.units * 10n ** BigInt(decimals - x.scale);

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
  return fromUnits(unitsUp(x, scale) + unitsUp(y, scale), scale);
}

export const subtract = (a: AmountInput, b: AmountInput) => add(a, multiply(b, -1));

/**
 * Decimal text → the token's raw integer (the one place the app makes on-chain units): "12.5" with 6
 * decimals → 12500000n. Null for signs, exponents, "12." or more decimals than the token has.
 */
export function toRawAmount(amount: string, decimals: number): bigint | null {
  const text = amount.trim();
  const x = /^\d+(\.\d+)?$/.test(text) ? toFixed(text) : null;
  return x && x.scale <= decimals ? unitsUp(x, decimals) : null;
}

/** A token's raw integer → exact decimal text (12500000n with 6 decimals → "12.5"), no rounding. */
export const fromRawAmount = (raw: bigint | string, decimals: number) => fromUnits(BigInt(raw), decimals);

/**
 * An amount as the API carries it, the one normaliser of typed amounts: exact, without leading or
 * trailing zeros ("007.50" → "7.5"). Null where toRawAmount is (a sign, an exponent, too many decimals).
 */
export function normalizeAmount(amount: string, decimals: number): string | null {
  const raw = toRawAmount(amount, decimals);
  return raw === null ? null : fromRawAmount(raw, decimals);
}
