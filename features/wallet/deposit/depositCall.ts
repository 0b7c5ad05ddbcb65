import type { Address } from 'viem';
import type { DepositOrder } from '@/platform/wallet/orders';
import { kinboDepositAbi } from '@/shared/chain/abi';
import { chainContracts, type SupportedChainId } from '@/shared/chain/networks';

/** What the API signed for a deposit (its order without the display fields). */
export type SignedOrder = Omit<DepositOrder, 'chain' | 'address' | 'number' | 'status' | 'tx_hash' | 'created_at'>;

/** deposit(token, amount, type, orderId, deadline, v, r, s) on KinBo's deposit contract, from a signed order. */
export function depositCall(signing: SignedOrder, chainId: SupportedChainId) {
  return {
    address: chainContracts(chainId).deposit,
    abi: kinboDepositAbi,
    functionName: 'deposit',
    args: [
      signing.coin_token as Address,
      BigInt(signing.bsc_amount),
      BigInt(signing.type),
      BigInt(signing.id),
      BigInt(signing.sign_out_time),
      signing.v,
      signing.r as `0x${string}`,
      signing.s as `0x${string}`,
    ],
  } as const;
}
