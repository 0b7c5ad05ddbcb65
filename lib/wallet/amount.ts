import { formatUnits, parseUnits } from 'viem';
import { formatAmount } from '@/lib/format/amount';

/**
 * Raw on-chain integers ↔ decimal strings, with the token's own decimals (18 for KinBo and BSC USDT,
 * 6 for Polygon USDT). Never a float: viem's parseUnits/formatUnits work on bigint and strings.
 */

const DECIMAL = /^\d+(\.\d+)?$/;

/** "12.5" with 6 decimals → 12500000n. Rejects signs, exponents and more decimals than the token has. */
export function toRawAmount(amount: string, decimals: number): bigint {
  const text = amount.trim();
  if (!DECIMAL.test(text)) throw new RangeError(`Not a decimal amount: "${amount}"`);
  const fraction = text.split('.')[1] ?? '';
  if (fraction.length > decimals) throw new RangeError(`More than ${decimals} decimals: "${amount}"`);
  return parseUnits(text, decimals);
}

/** 12500000n with 6 decimals → "12.5" (exact, no rounding). */
export function fromRawAmount(raw: bigint | string, decimals: number): string {
  return formatUnits(typeof raw === 'bigint' ? raw : BigInt(raw), decimals);
}

/** A raw balance for display: exact conversion, then the project's round-down formatter (6 decimals by spec §9). */
export function formatRawAmount(raw: bigint | string, decimals: number, displayDecimals = 6): string {
  return formatAmount(fromRawAmount(raw, decimals), displayDecimals);
}
