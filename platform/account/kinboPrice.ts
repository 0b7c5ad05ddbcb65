import { queryOptions } from '@tanstack/react-query';
import { api } from '@/platform/http/client';
import { queryKeys } from '@/platform/query/keys';
import type { CoinEntry } from '@/shared/contract';

/** The token list (spec §7 `/api/coin/list`): every screen that values KinBo in USDT reads it. */
export const COIN_LIST_PATH = '/api/coin/list';

export const coinApi = { list: () => api.get<CoinEntry[]>(COIN_LIST_PATH) };

export const coinListQuery = () =>
  queryOptions({ queryKey: queryKeys.coinList, queryFn: () => coinApi.list(), staleTime: 60_000 });

/** Spec §3: the entry with chain 1 and name KinBo gives the KinBo price. */
export function kinboPrice(coins: readonly CoinEntry[] | undefined): string | null {
  const entry = coins?.find((c) => Number(c.chain) === 1 && c.name.toLowerCase() === 'kinbo');
  return entry ? entry.usdt_price : null;
}
