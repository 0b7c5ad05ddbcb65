import { queryOptions } from '@tanstack/react-query';
import type { RequestOptions } from '../../platform/http/client';
import { call } from '../../platform/http/call';
import { queryKeys, type MoneyDomain } from '../../platform/query/keys';
import { pagedListOptions } from '@/platform/query/paging';
import { PAGE_SIZE, type MarketVoucher, type NftVoucher, type VoucherExchangeRequest, type VoucherOperationRequest } from '@/shared/contract';
import { ASSETS } from '@/shared/contract/endpoints/wallet';
import type { MarketFilter } from '@/features/vouchers/market';

/** NFT vouchers (server/README.md "Wallet"; spec §7). */

export type { MarketVoucher, VoucherExchangeResult } from '@/shared/contract';
/** 0 KinBo, 1 BRP (VOUCHER_EXCHANGE_TYPE). */
export type VoucherExchangeType = VoucherExchangeRequest['type'];

export const voucherApi = {
  list: (page: number, limit = PAGE_SIZE, options?: RequestOptions) => call(ASSETS.voucherList, { page, limit }, options),
  buyRecommend: () => call(ASSETS.voucherBuyRecommend),
  buyList: (filter: MarketFilter, page: number, limit = PAGE_SIZE, options?: RequestOptions) => call(ASSETS.voucherBuyList, { ...filterParams(filter), page, limit }, options),
  buy: (id: number, password: string) => call(ASSETS.voucherBuy, { id, type: 0, password }),
  /** List (state becomes 1) or delist (0). */
  operation: (id: number, type: VoucherOperationRequest['type'], password: string) => call(ASSETS.voucherOperation, { id, type, password }),
  /** `kinbo`: the KinBo the user confirmed (type 0); the server refuses it if the price moved since. */
  exchange: (id: number, type: VoucherExchangeType, password: string, kinbo?: string) =>
    call(ASSETS.voucherExchange, { id, type, password, ...(kinbo !== undefined ? { amount: kinbo } : {}) }),
};

function filterParams(filter: MarketFilter): { user_id?: number; email?: string } {
  if (filter.kind === 'seller') return { user_id: filter.userId };
  if (filter.kind === 'email') return { email: filter.email };
  return {};
}

/** What a voucher action changes: balances (USDT, KinBo, BRP, voucher counts), records, voucher lists. */
export const VOUCHER_ACTION_DOMAINS: readonly MoneyDomain[] = ['balances', 'reports', 'vouchers'];

/** My vouchers, 20 a page (spec §7). */
export const myVoucherListQuery = (pageSize = PAGE_SIZE) =>
  pagedListOptions<NftVoucher>([...queryKeys.vouchers, 'mine'], (page, signal) => voucherApi.list(page, pageSize, { signal }), pageSize);

/** The market, all sellers or one (user_id or e-mail), 20 a page. */
export const marketListQuery = (filter: MarketFilter, pageSize = PAGE_SIZE) =>
  pagedListOptions<MarketVoucher>([...queryKeys.vouchers, 'market', filter], (page, signal) => voucherApi.buyList(filter, page, pageSize, { signal }), pageSize);

export const marketSellersQuery = () => queryOptions({ queryKey: [...queryKeys.vouchers, 'sellers'] as const, queryFn: voucherApi.buyRecommend, staleTime: 30_000 });
