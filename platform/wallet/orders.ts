import {
  API_CODES,
  CHAIN_CODES,
  type ChainId,
  type DepositConfirmRequest,
  type DepositOrder,
  type DepositRequest,
  type DepositSignature,
  type OrderCreateRequest,
  type OrderHashRequest,
  type PurchaseOrder,
} from '@/shared/contract';
import { api, ApiError, type RequestOptions } from '../http/client';

/**
 * On-chain deposit and KinBo purchase calls (server/README.md "Wallet"; paths and shapes assumed
 * where spec §7 gives none). The wallet side of each flow runs through useTxRunner.
 */
export const DEPOSIT_PATHS = {
  deposit: '/api/wallet/deposit',
  depositConfirm: '/api/wallet/depositConfirm',
  depositPending: '/api/wallet/depositPending',
  depositInfo: '/api/wallet/depositInfo',
  orderCreate: '/api/order/create',
  orderHash: '/api/order/hash',
} as const;

export type { DepositOrder, PurchaseOrder } from '@/shared/contract';

export const depositApi = {
  /** Creates the pending order and returns the operator's permit for deposit(…). */
  request: (body: DepositRequest, options?: RequestOptions) => api.post<DepositSignature>(DEPOSIT_PATHS.deposit, body, options),
  confirm: (body: DepositConfirmRequest, options?: RequestOptions) => api.post<DepositOrder>(DEPOSIT_PATHS.depositConfirm, body, options),
  /** The newest unfinished order before its deadline, or null. */
  pending: (options?: RequestOptions) => api.get<DepositOrder | null>(DEPOSIT_PATHS.depositPending, undefined, options),
  info: (id: number, options?: RequestOptions) => api.get<DepositOrder>(DEPOSIT_PATHS.depositInfo, { id }, options),
};

export const purchaseApi = {
  /** The screen names the chain by its id; the wire carries the spec's chain code. */
  create: ({ chain, ...body }: Omit<OrderCreateRequest, 'chain'> & { chain?: ChainId }, options?: RequestOptions) =>
    api.post<PurchaseOrder>(DEPOSIT_PATHS.orderCreate, { ...body, ...(chain && { chain: CHAIN_CODES[chain] }) } satisfies Partial<OrderCreateRequest>, options),
  submitHash: (body: OrderHashRequest, options?: RequestOptions) => api.post<PurchaseOrder>(DEPOSIT_PATHS.orderHash, body, options),
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
