import { queryOptions } from '@tanstack/react-query';
import { call } from '@/platform/http/call';
import { queryKeys } from '@/platform/query/keys';
import type { CoinEntry } from '@/shared/contract';
import { MAIN } from '@/shared/contract/endpoints/main';

/** The token list (spec §7): every screen that values KinBo in USDT reads it. */
export const coinApi = { list: () => call(MAIN.coinList) };

export const coinListQuery = () => queryOptions({ queryKey: queryKeys.coinList, queryFn: () => coinApi.list(), staleTime: 60_000 });

/** Spec §3: the entry with chain 1 and name KinBo gives the KinBo price. */
export function kinboPrice(coins: readonly CoinEntry[] | undefined): string | null {
  const entry = coins?.find((c) => Number(c.chain) === 1 && c.name.toLowerCase() === 'kinbo');
  return entry ? entry.usdt_price : null;
}
