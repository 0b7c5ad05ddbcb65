import { queryOptions } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../platform/http/client';
import { queryKeys, type MoneyDomain } from '../../platform/query/keys';
import { pagedListOptions } from '@/platform/query/paging';
import {
  PAGE_SIZE,
  type MarketSeller,
  type MarketVoucher,
  type NftVoucher,
  type Page,
  type VoucherBuyRequest,
  type VoucherExchangeRequest,
  type VoucherExchangeResult,
  type VoucherOperationRequest,
} from '@/shared/contract';
import type { MarketFilter } from '@/features/vouchers/market';

/** NFT vouchers (server/README.md "Wallet"; spec §7). Paths given by the spec. */
export const VOUCHER_PATHS = {
  list: '/api/voucher/list',
  buyRecommend: '/api/voucher/buyRecommend',
  buyList: '/api/voucher/buyList',
  buy: '/api/voucher/buy',
  operation: '/api/voucher/operation',
  exchange: '/api/voucher/exchange',
} as const;

export type { MarketVoucher, VoucherExchangeResult } from '@/shared/contract';
/** 0 KinBo, 1 BRP (VOUCHER_EXCHANGE_TYPE). */
export type VoucherExchangeType = VoucherExchangeRequest['type'];

export const voucherApi = {
  list: (page: number, limit = PAGE_SIZE, options?: RequestOptions) => api.get<Page<NftVoucher>>(VOUCHER_PATHS.list, { page, limit }, options),
  buyRecommend: () => api.get<MarketSeller[]>(VOUCHER_PATHS.buyRecommend),
  buyList: (filter: MarketFilter, page: number, limit = PAGE_SIZE, options?: RequestOptions) =>
    api.get<Page<MarketVoucher>>(VOUCHER_PATHS.buyList, { ...filterParams(filter), page, limit }, options),
  buy: (id: number, password: string) => api.post<NftVoucher>(VOUCHER_PATHS.buy, { id, type: 0, password } satisfies VoucherBuyRequest),
  /** List (state becomes 1) or delist (0). */
  operation: (id: number, type: VoucherOperationRequest['type'], password: string) =>
    api.post<NftVoucher>(VOUCHER_PATHS.operation, { id, type, password } satisfies VoucherOperationRequest),
  exchange: (id: number, type: VoucherExchangeType, password: string) =>
    api.post<VoucherExchangeResult>(VOUCHER_PATHS.exchange, { id, type, password } satisfies VoucherExchangeRequest),
};

function filterParams(filter: MarketFilter): Record<string, string | number> {
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
  pagedListOptions<MarketVoucher>(
    [...queryKeys.vouchers, 'market', filter],
    (page, signal) => voucherApi.buyList(filter, page, pageSize, { signal }),
    pageSize,
  );

export const marketSellersQuery = () =>
  queryOptions({ queryKey: [...queryKeys.vouchers, 'sellers'] as const, queryFn: voucherApi.buyRecommend, staleTime: 30_000 });
