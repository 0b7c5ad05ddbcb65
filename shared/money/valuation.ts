import { add, compare, isDecimal, multiply, roundDown } from '@/shared/format/amount';
import type { MainConfig, UserInfo } from '@/shared/contract';

/**
 * Approximate USDT value of each balance the user holds (spec §9: "Approximate USDT values use
 * ticket_amount, vp_amount, nft_voucher_amount from main config"; KinBo at the KinBo price of
 * coin/list). Decimal strings in, decimal strings out, bigint fixed-point in between (shared/format/amount): never a float. Every value is
 * rounded DOWN to VALUE_DECIMALS, so an estimate never overstates what the user owns.
 *
 * A value is `null` when it cannot be known yet (config or price not loaded, or malformed); a zero
 * balance is worth '0' whatever the rate. The total is `null` while any part is `null`.
 */
export const VALUE_DECIMALS = 6;

export const VALUED_ASSETS = ['usdt', 'kinbo', 'ticket', 'vp', 'nft'] as const;
export type ValuedAsset = (typeof VALUED_ASSETS)[number];

export type AssetAmounts = Partial<Record<ValuedAsset, string | number | null | undefined>>;

/** USDT per unit of each asset; null = not known yet. */
export interface ValuationRates {
  kinboPrice: string | null | undefined;
  ticket_amount: string | null | undefined;
  vp_amount: string | null | undefined;
  nft_voucher_amount: string | null | undefined;
}

export interface Valuation {
  values: Record<ValuedAsset, string | null>;
  total: string | null;
}

type Known = string | number;
const known = (value: string | number | null | undefined): value is Known => value !== null && value !== undefined && isDecimal(value);

function rateOf(asset: ValuedAsset, rates: ValuationRates): string | null | undefined {
  switch (asset) {
    case 'usdt':
      return '1';
    case 'kinbo':
      return rates.kinboPrice;
    case 'ticket':
      return rates.ticket_amount;
    case 'vp':
      return rates.vp_amount;
    case 'nft':
      return rates.nft_voucher_amount;
  }
}

/** Exact (unrounded) value, or null when unknown. Negative balances and rates are refused. */
function exactValue(asset: ValuedAsset, amount: string | number | null | undefined, rates: ValuationRates): string | null {
  const a = amount ?? '0';
  if (!known(a) || compare(a, 0) < 0) return null;
  if (compare(a, 0) === 0) return '0';
  const rate = rateOf(asset, rates);
  if (!known(rate) || compare(rate, 0) < 0) return null;
  return multiply(a, rate);
}

/** The ≈ USDT value of one balance, rounded down to 6 decimals (trailing zeros trimmed), or null. */
export function assetValue(asset: ValuedAsset, amount: string | number | null | undefined, rates: ValuationRates): string | null {
  const exact = exactValue(asset, amount, rates);
  return exact === null ? null : roundDown(exact, VALUE_DECIMALS);
}

/** The decimals a ≈ USDT value and a total are shown with (spec §5: 2 by default). */
export const SHOWN_VALUE_DECIMALS = 2;

/**
 * Every balance's value and the total of the `counted` assets. The total is the sum of the values AS
 * SHOWN (each rounded down to SHOWN_VALUE_DECIMALS), so it equals what the user adds up from the screen
 * (the exact sum can exceed the shown parts by a cent or more); a screen counts only the
 * assets it shows.
 */
export function valuate(amounts: AssetAmounts, rates: ValuationRates, counted: readonly ValuedAsset[] = VALUED_ASSETS): Valuation {
  const values = {} as Record<ValuedAsset, string | null>;
  let total: string | null = '0';
  for (const asset of VALUED_ASSETS) {
    const exact = exactValue(asset, amounts[asset], rates);
    values[asset] = exact === null ? null : roundDown(exact, VALUE_DECIMALS);
    if (!counted.includes(asset)) continue;
    total = exact !== null && total !== null ? add(total, roundDown(exact, SHOWN_VALUE_DECIMALS)) : null;
  }
  return { values, total: total === null ? null : roundDown(total, VALUE_DECIMALS) };
}

/** The balances of user info under the valuation's names (nft = the number of vouchers held). */
export function userAmounts(user: Pick<UserInfo, 'usdt_amount' | 'kinbo' | 'ticket' | 'vp' | 'nft_voucher'>): AssetAmounts {
  return { usdt: user.usdt_amount, kinbo: user.kinbo, ticket: user.ticket, vp: user.vp, nft: user.nft_voucher };
}

/** The rates from main config and the KinBo price (features/home/api.ts `kinboPrice`). */
export function valuationRates(config: Pick<MainConfig, 'ticket_amount' | 'vp_amount' | 'nft_voucher_amount'> | null | undefined, kinboPrice: string | null | undefined): ValuationRates {
  return {
    kinboPrice,
    ticket_amount: config?.ticket_amount,
    vp_amount: config?.vp_amount,
    nft_voucher_amount: config?.nft_voucher_amount,
  };
}

/** Shorthand for a balance card: user info + main config + KinBo price → values and total. */
export function valuateUser(
  user: Pick<UserInfo, 'usdt_amount' | 'kinbo' | 'ticket' | 'vp' | 'nft_voucher'> | null | undefined,
  config: Pick<MainConfig, 'ticket_amount' | 'vp_amount' | 'nft_voucher_amount'> | null | undefined,
  kinboPrice: string | null | undefined,
  counted: readonly ValuedAsset[] = VALUED_ASSETS,
): Valuation | null {
  return user ? valuate(userAmounts(user), valuationRates(config, kinboPrice), counted) : null;
}
