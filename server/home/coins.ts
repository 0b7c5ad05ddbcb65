import { asc, sql } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/client';
import { coinPrices } from '../platform/db/schema';
import { formatDecimal } from '../platform/decimal';
import type { ServiceContext } from '../platform/services-context';

import { CHAIN_CODES } from '../../shared/contract/chains';

/** Chain codes of spec §3 (the contract's CHAIN_CODES): 1 = BSC (chain id 56), 2 = Polygon (137). */
export const CHAIN_CODE = { bsc: CHAIN_CODES[56], polygon: CHAIN_CODES[137] } as const;

/**
 * Prices used until an operator sets others (the coin_prices table wins). The chain 1 KinBo entry
 * is the KinBo price the app reads (withdrawal fee, release details).
 */
export const DEFAULT_COIN_PRICES: ReadonlyArray<{ chain: number; name: string; usdt_price: string }> = [
  { chain: CHAIN_CODE.bsc, name: 'USDT', usdt_price: '1' },
  { chain: CHAIN_CODE.bsc, name: 'KinBo', usdt_price: '0.05' },
  { chain: CHAIN_CODE.polygon, name: 'USDT', usdt_price: '1' },
];

/** Sets a price (insert or replace), inside the caller's transaction. */
export async function setCoinPrice(executor: AppDatabase, chain: number, name: string, usdtPrice: string, at: Date): Promise<void> {
  await executor
    .insert(coinPrices)
    .values({ chain, name, usdtPrice, updatedAt: at })
    .onConflictDoUpdate({ target: [coinPrices.chain, coinPrices.name], set: { usdtPrice: sql`excluded.usdt_price`, updatedAt: at } });
}

export function createCoinService(ctx: ServiceContext) {
  const { db } = ctx;

  /** GET /api/coin/list: stored prices, completed by the defaults for any pair not stored. */
  async function list(executor: AppDatabase = db): Promise<Array<{ chain: number; name: string; usdt_price: string }>> {
    const rows = await executor.select().from(coinPrices).orderBy(asc(coinPrices.chain), asc(coinPrices.name));
    const stored = rows.map((row) => ({ chain: row.chain, name: row.name, usdt_price: formatDecimal(row.usdtPrice) }));
    const key = (c: { chain: number; name: string }) => `${c.chain}:${c.name.toLowerCase()}`;
    const have = new Set(stored.map(key));
    return [...stored, ...DEFAULT_COIN_PRICES.filter((d) => !have.has(key(d)))].sort((a, b) => a.chain - b.chain || a.name.localeCompare(b.name));
  }

  return {
    list,
    /** The KinBo price in USDT (chain 1 KinBo); inside a transaction, read through it (`executor`). */
    async kinboPrice(executor: AppDatabase = db): Promise<string> {
      const coins = await list(executor);
      return coins.find((c) => c.chain === CHAIN_CODE.bsc && c.name.toLowerCase() === 'kinbo')?.usdt_price ?? '0';
    },
  };
}

export type CoinService = ReturnType<typeof createCoinService>;
