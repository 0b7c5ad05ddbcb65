import { API_CODES, CHAIN_CODES, type ChainId, type DepositConfirmRequest, type DepositRequest, type OrderCreateRequest, type OrderHashRequest } from '@/shared/contract';
import { ASSETS, WALLET } from '@/shared/contract/endpoints/wallet';
import { ApiError, type RequestOptions } from '../http/client';
import { call } from '../http/call';

/**
 * On-chain deposit and KinBo purchase calls (server/README.md "Wallet"; paths and shapes assumed
 * where spec §7 gives none). The wallet side of each flow runs through useTxRunner.
 */

export type { DepositOrder, PurchaseOrder } from '@/shared/contract';

export const depositApi = {
  /** Creates the pending order and returns the operator's permit for deposit(…). */
  request: (body: DepositRequest, options?: RequestOptions) => call(WALLET.deposit, body, options),
  confirm: (body: DepositConfirmRequest, options?: RequestOptions) => call(WALLET.depositConfirm, body, options),
  /** The newest unfinished order before its deadline, or null. */
  pending: (options?: RequestOptions) => call(WALLET.depositPending, undefined, options),
  info: (id: number, options?: RequestOptions) => call(WALLET.depositInfo, { id }, options),
};

export const purchaseApi = {
  /** The screen names the chain by its id; the wire carries the spec's chain code. */
  create: ({ chain, ...body }: Omit<OrderCreateRequest, 'chain'> & { chain: ChainId }, options?: RequestOptions) =>
    call(ASSETS.orderCreate, { ...body, chain: CHAIN_CODES[chain] }, options),
  submitHash: (body: OrderHashRequest, options?: RequestOptions) => call(ASSETS.orderHash, body, options),
};

/** Query key of the caller's pending deposit: under `balances`, so every money action refreshes it. */
export const depositPendingKey = ['balances', 'depositPending'] as const;

/**
 * A follow-up call (deposit confirm, order/hash) whose "already credited" answer means the money
 * arrived first by another way (the watcher, a second tab, a resume): done, not an error.
 */
export async function creditedOnce(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError && error.code === API_CODES.TX_ALREADY_CREDITED) return;
    throw error;
  }
}
