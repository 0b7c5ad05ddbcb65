import { compare, divide, isDecimal, multiply, roundDown, subtract } from '@/shared/format/amount';

/**
 * Withdrawal and exchange maths (spec §5, §9), shared by the app (shown live before submitting) and
 * the server (what it debits and pays). Pure decimal-string work with the app's bigint decimal module (shared/format/amount):
 * money never becomes a float, and every result is rounded DOWN to FEE_DECIMALS.
 */
export const FEE_DECIMALS = 6;

/** 0 USDT, 1 KinBo: the `type` of the deposit and withdrawal calls (the contract's TOKEN_TYPE). */
import { TOKEN_TYPES as WALLET_TOKEN_TYPES, type TokenType as WalletTokenType } from '@/shared/contract/enums';
export { WALLET_TOKEN_TYPES, type WalletTokenType };

const down = (value: string) => roundDown(value, FEE_DECIMALS);
/** Every input is a decimal string from config, a price or a form: a malformed one refuses the quote. */
const allDecimal = (...values: string[]) => values.every(isDecimal);
const negative = (value: string) => compare(value, 0) < 0;
/** amount × rate %, exact (× 0.01 adds two places; nothing is cut before the final round-down). */
const percentOf = (amount: string, ratePercent: string) => multiply(multiply(amount, ratePercent), '0.01');

/**
 * The KinBo fee of a USDT withdrawal: amount / KinBo price × rate %, 6 decimals rounded down.
 * Null when the price is not positive (no fee can be computed: the withdrawal must be refused).
 */
export function usdtWithdrawFeeKinbo(amount: string, kinboPrice: string, ratePercent: string): string | null {
  if (!allDecimal(amount, kinboPrice, ratePercent) || compare(kinboPrice, 0) <= 0 || negative(ratePercent) || negative(amount)) return null;
  // One exact division (amount × rate) / (price × 100), cut at 6 places: no intermediate rounding.
  return down(divide(multiply(amount, ratePercent), multiply(kinboPrice, 100), FEE_DECIMALS));
}

/**
 * The USDT value of a USDT withdrawal's fee, shown beside the KinBo figure: amount × rate %,
 * 6 decimals rounded down. It is the KinBo fee at the KinBo price, without the KinBo rounding.
 */
export function usdtWithdrawFeeUsdt(amount: string, ratePercent: string): string | null {
  if (!allDecimal(amount, ratePercent) || negative(ratePercent) || negative(amount)) return null;
  return down(percentOf(amount, ratePercent));
}

/** KinBo still missing to pay a fee (fee − balance, 6 decimals rounded down), or null when the balance covers it. */
export function kinboShortfall(feeKinbo: string, kinboBalance: string): string | null {
  if (!allDecimal(feeKinbo, kinboBalance) || compare(feeKinbo, kinboBalance) <= 0) return null;
  return down(subtract(feeKinbo, kinboBalance));
}

/** What a KinBo withdrawal pays out: amount − rate %, 6 decimals rounded down. */
export function kinboWithdrawReceive(amount: string, ratePercent: string): string | null {
  if (!allDecimal(amount, ratePercent) || negative(ratePercent) || compare(ratePercent, 100) > 0 || negative(amount)) return null;
  // amount − amount × rate % exactly, then cut: the fee part is never rounded on its own.
  return down(subtract(amount, percentOf(amount, ratePercent)));
}

export type WithdrawalQuote = {
  /** Debited from the withdrawn asset's balance. */
  amount: string;
  /** KinBo debited as the fee ('0' for KinBo withdrawals, and for USDT ones whose fee is paid in USDT). */
  feeKinbo: string;
  /** USDT fee taken from the amount itself ('0' unless a USDT withdrawal pays its fee in USDT). */
  feeUsdt: string;
  /** What the address receives on-chain. */
  receive: string;
};

/**
 * A USDT withdrawal whose fee is paid in USDT: amount × rate % (6 decimals rounded down) comes off the
 * amount. Null for a malformed input or when nothing would be left to receive (the amount must exceed the fee).
 */
export function usdtFeeFromAmount(amount: string, ratePercent: string): { feeUsdt: string; receive: string } | null {
  if (!allDecimal(amount, ratePercent) || negative(ratePercent) || compare(ratePercent, 100) >= 0 || negative(amount)) return null;
  const feeUsdt = down(percentOf(amount, ratePercent));
  const receive = subtract(amount, feeUsdt);
  return compare(receive, 0) > 0 ? { feeUsdt, receive } : null;
}

export function withdrawalQuote(params: {
  type: WalletTokenType;
  amount: string;
  kinboPrice: string;
  withdrawUsdtRate: string;
  withdrawKinboRate: string;
  /** Set when a USDT withdrawal pays its fee in USDT: the config's rate for that (withdraw_fee_usdt_rate). */
  feeUsdtRate?: string;
}): WithdrawalQuote | null {
  if (params.type === 0 && params.feeUsdtRate !== undefined) {
    const split = usdtFeeFromAmount(params.amount, params.feeUsdtRate);
    return split === null ? null : { amount: params.amount, feeKinbo: '0', ...split };
  }
  if (params.type === 0) {
    const fee = usdtWithdrawFeeKinbo(params.amount, params.kinboPrice, params.withdrawUsdtRate);
    return fee === null ? null : { amount: params.amount, feeKinbo: fee, feeUsdt: '0', receive: params.amount };
  }
  const receive = kinboWithdrawReceive(params.amount, params.withdrawKinboRate);
  return receive === null ? null : { amount: params.amount, feeKinbo: '0', feeUsdt: '0', receive };
}

/** KinBo for a USDT value at the KinBo price, 6 decimals rounded down (VP and voucher exchanges, purchases). */
export function usdtToKinbo(usdt: string, kinboPrice: string): string | null {
  if (!allDecimal(usdt, kinboPrice) || compare(kinboPrice, 0) <= 0 || negative(usdt)) return null;
  return down(divide(usdt, kinboPrice, FEE_DECIMALS));
}

/** a × b, 6 decimals rounded down (VP × vp_amount). */
export function multiplyDown(a: string, b: string): string | null {
  return allDecimal(a, b) ? down(multiply(a, b)) : null;
}
