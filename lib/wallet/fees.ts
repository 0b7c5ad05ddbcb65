import Big from 'big.js';

/**
 * Withdrawal and exchange maths (spec §5, §9), shared by the app (shown live before submitting) and
 * the server (what it debits and pays). Pure decimal-string work with big.js: money never becomes a
 * float, and every result is rounded DOWN to FEE_DECIMALS.
 */
export const FEE_DECIMALS = 6;

/** 0 USDT, 1 KinBo: the `type` of the deposit and withdrawal calls (the contract's TOKEN_TYPE). */
import { TOKEN_TYPES as WALLET_TOKEN_TYPES, type TokenType as WalletTokenType } from '@/lib/contract/enums';
export { WALLET_TOKEN_TYPES, type WalletTokenType };

const down = (value: Big, decimals = FEE_DECIMALS) => value.round(decimals, Big.roundDown).toFixed(decimals).replace(/\.?0+$/, '') || '0';

function big(value: string): Big | null {
  try {
    return new Big(value);
  } catch {
    return null;
  }
}

/**
 * The KinBo fee of a USDT withdrawal: amount / KinBo price × rate %, 6 decimals rounded down.
 * Null when the price is not positive (no fee can be computed: the withdrawal must be refused).
 */
export function usdtWithdrawFeeKinbo(amount: string, kinboPrice: string, ratePercent: string): string | null {
  const a = big(amount);
  const p = big(kinboPrice);
  const r = big(ratePercent);
  if (!a || !p || !r || p.lte(0) || r.lt(0) || a.lt(0)) return null;
  return down(a.div(p).times(r).div(100));
}

/**
 * The USDT value of a USDT withdrawal's fee, shown beside the KinBo figure (issue 24): amount × rate %,
 * 6 decimals rounded down. It is the KinBo fee at the KinBo price, without the KinBo rounding.
 */
export function usdtWithdrawFeeUsdt(amount: string, ratePercent: string): string | null {
  const a = big(amount);
  const r = big(ratePercent);
  if (!a || !r || r.lt(0) || a.lt(0)) return null;
  return down(a.times(r).div(100));
}

/** KinBo still missing to pay a fee (fee − balance, 6 decimals rounded down), or null when the balance covers it. */
export function kinboShortfall(feeKinbo: string, kinboBalance: string): string | null {
  const fee = big(feeKinbo);
  const held = big(kinboBalance);
  if (!fee || !held || fee.lte(held)) return null;
  return down(fee.minus(held));
}

/** What a KinBo withdrawal pays out: amount − rate %, 6 decimals rounded down. */
export function kinboWithdrawReceive(amount: string, ratePercent: string): string | null {
  const a = big(amount);
  const r = big(ratePercent);
  if (!a || !r || r.lt(0) || r.gt(100) || a.lt(0)) return null;
  return down(a.minus(a.times(r).div(100)));
}

export type WithdrawalQuote = {
  /** Debited from the withdrawn asset's balance. */
  amount: string;
  /** KinBo debited as the fee ('0' for KinBo withdrawals: their fee is taken from the amount). */
  feeKinbo: string;
  /** What the address receives on-chain. */
  receive: string;
};

export function withdrawalQuote(params: {
  type: WalletTokenType;
  amount: string;
  kinboPrice: string;
  withdrawUsdtRate: string;
  withdrawKinboRate: string;
}): WithdrawalQuote | null {
  if (params.type === 0) {
    const fee = usdtWithdrawFeeKinbo(params.amount, params.kinboPrice, params.withdrawUsdtRate);
    return fee === null ? null : { amount: params.amount, feeKinbo: fee, receive: params.amount };
  }
  const receive = kinboWithdrawReceive(params.amount, params.withdrawKinboRate);
  return receive === null ? null : { amount: params.amount, feeKinbo: '0', receive };
}

/** KinBo for a USDT value at the KinBo price, 6 decimals rounded down (VP and voucher exchanges, purchases). */
export function usdtToKinbo(usdt: string, kinboPrice: string): string | null {
  const u = big(usdt);
  const p = big(kinboPrice);
  if (!u || !p || p.lte(0) || u.lt(0)) return null;
  return down(u.div(p));
}

/** a × b, 6 decimals rounded down (VP × vp_amount). */
export function multiplyDown(a: string, b: string): string | null {
  const x = big(a);
  const y = big(b);
  return x && y ? down(x.times(y)) : null;
}
