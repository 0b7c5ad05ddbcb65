import { compare } from '@/shared/format/amount';

/** The most digits before the point, and after it, that the API takes in an amount. */
const MAX_AMOUNT = /^\d{1,12}(\.\d{1,18})?$/;

/** Why an auto-bid maximum is refused (a message key under `games.autoBid.`), or null when it may be sent. */
export function autoBidMaxError(value: string, nextBid: string): 'maxRequired' | 'maxInvalid' | 'maxBelowNext' | null {
  const max = value.trim();
  if (max === '') return 'maxRequired';
  if (!MAX_AMOUNT.test(max) || compare(max, 0) <= 0) return 'maxInvalid';
  if (compare(max, nextBid) < 0) return 'maxBelowNext';
  return null;
}
