import { formatAmount } from './amount';

const AMOUNTS = new Set(['amount', 'reward', 'prize', 'refund']);

/**
 * The values of an entry's sentence (messages `notifications.kinds.<kind>`), the same in the inbox, the
 * toast and the push: amounts formatted from their decimal strings (2 decimals, rounded down, zeros
 * trimmed), a count (whole tickets) as a number so the sentence picks its plural, anything else as
 * text (a sender's nickname is a value, never markup).
 */
export function noticeValues(payload: Record<string, string | number>): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(payload)) {
    values[name] = AMOUNTS.has(name) ? formatAmount(String(value), 2, { trimZeros: true }) : name === 'count' ? Number(value) : String(value);
  }
  return values;
}
