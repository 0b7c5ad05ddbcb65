import { CHAIN_CODES, type ChainId, type WithdrawRequest } from '@/shared/contract';
import type { WalletTokenType } from '@/shared/money/fees';
import { WALLET } from '@/shared/contract/endpoints/wallet';
import { call } from '../../../platform/http/call';
import type { MoneyDomain } from '../../../platform/query/keys';

/** Withdrawals (server/README.md "Wallet"): WALLET.withdraw and WALLET.withdrawInfo. */

export type { Withdrawal } from '@/shared/contract';

export interface WithdrawInput {
  chainId: ChainId;
  type: WalletTokenType;
  amount: string;
  address: string;
  /** The KinBo fee shown when the user confirmed (USDT): the server refuses if the price moved since. */
  feeKinbo?: string;
  /** Set instead when the fee is paid in USDT from the amount: the USDT fee shown when the user confirmed. */
  feeUsdt?: string;
}

/**
 * The wire body: the spec's chain code (1 for 56, 2 for 137), the amount as a decimal string, the PIN's MD5.
 * The address is typed as the server's parsed value (`0x…`, checksummed): the screen checked its format,
 * the server checks the checksum.
 */
export function withdrawBody(input: WithdrawInput, pinMd5: string): WithdrawRequest {
  return {
    chain: CHAIN_CODES[input.chainId],
    type: input.type,
    number: input.amount,
    address: input.address.trim() as WithdrawRequest['address'],
    password: pinMd5,
    ...(input.feeKinbo !== undefined ? { fee_kinbo: input.feeKinbo } : {}),
    ...(input.feeUsdt !== undefined ? { fee_usdt: input.feeUsdt } : {}),
  };
}

export const withdrawApi = {
  withdraw: (input: WithdrawInput, pinMd5: string) => call(WALLET.withdraw, withdrawBody(input, pinMd5)),
  info: (id: number) => call(WALLET.withdrawInfo, { id }),
};

/** A withdrawal debits the token (and the KinBo fee) and adds records. */
export const WITHDRAW_DOMAINS: readonly MoneyDomain[] = ['balances', 'reports'];
