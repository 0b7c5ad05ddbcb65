import Big from 'big.js';

/**
 * The one amount formatter. Amounts arrive as decimal strings and are never turned into floats.
 * Display rounds DOWN (spec §5): 2 decimals by default, 4 or 6 in places. Trailing zeros are kept
 * to the given precision so columns line up ("12.50"); thousands are grouped.
 */
export type AmountInput = string | number | bigint | null | undefined;

function toBig(value: AmountInput): Big | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    return new Big(typeof value === 'bigint' ? value.toString() : value);
  } catch {
    return null;
  }
}

function group(integer: string) {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatAmount(value: AmountInput, decimals = 2, { grouping = true, trimZeros = false } = {}): string {
  const big = toBig(value);
  if (!big) return '0' + (decimals > 0 && !trimZeros ? '.' + '0'.repeat(decimals) : '');
  // Big.roundDown = 0: towards zero, so -1.239 shows as -1.23 (never overstates a balance).
  let fixed = big.round(decimals, Big.roundDown).toFixed(decimals);
  if (fixed.startsWith('-') && /^-0(\.0*)?$/.test(fixed)) fixed = fixed.slice(1);
  if (trimZeros && fixed.includes('.')) fixed = fixed.replace(/\.?0+$/, '');
  const negative = fixed.startsWith('-');
  const [int, frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const body = (grouping ? group(int) : int) + (frac !== undefined ? `.${frac}` : '');
  return negative ? `-${body}` : body;
}

/** A signed amount for records: pm 1 is a credit (+), 0 a debit (-); hideSign drops the sign. */
export function formatSigned(value: AmountInput, pm: 0 | 1, decimals = 2, hideSign = false) {
  const text = formatAmount(toBig(value)?.abs().toString() ?? '0', decimals);
  if (hideSign) return text;
  return `${pm === 1 ? '+' : '-'}${text}`;
}

/** Exact decimal arithmetic for the few places the client computes (fees, estimates). */
export function multiply(a: AmountInput, b: AmountInput): string {
  const x = toBig(a);
  const y = toBig(b);
  return x && y ? x.times(y).toString() : '0';
}

export function divide(a: AmountInput, b: AmountInput, decimals = 18): string {
  const x = toBig(a);
  const y = toBig(b);
  if (!x || !y || y.eq(0)) return '0';
  return x.div(y).round(decimals, Big.roundDown).toString();
}

export function compare(a: AmountInput, b: AmountInput): -1 | 0 | 1 {
  return (toBig(a) ?? new Big(0)).cmp(toBig(b) ?? new Big(0)) as -1 | 0 | 1;
}

export function isPositiveAmount(value: AmountInput) {
  const big = toBig(value);
  return !!big && big.gt(0);
}
