/**
 * The two networks the app supports, as plain data: safe to import from the top bar and any screen
 * without pulling in wagmi, viem or RainbowKit (those live in platform/wallet/chains.ts and config.ts,
 * which only lazily loaded wallet code imports).
 */
import { appConfig } from '@/shared/config';
import type { CHAIN_IDS, ChainCode, ChainId } from '@/shared/contract/chains';

/**
 * The contract's chains (shared/contract/chains.ts), checked by type only: a runtime import made the top
 * bar's network module a chunk of its own in every first load (+0.3 KiB on /home, over its budget).
 */
export const SUPPORTED_CHAIN_IDS = [56, 137] as const satisfies typeof CHAIN_IDS;
export type SupportedChainId = ChainId;

/** Spec §4: a wallet on any other chain is switched to BNB Smart Chain. */
export const DEFAULT_CHAIN_ID: SupportedChainId = 56;

export interface NetworkInfo {
  chainId: SupportedChainId;
  /** The API's chain code (spec §3: 1 for chain 56, 2 for chain 137). */
  chainCode: ChainCode;
  nativeSymbol: 'BNB' | 'POL';
  /** Message key under `wallet` for the network's display name. */
  nameKey: 'networkBsc' | 'networkPolygon';
  icon: string;
}

export const NETWORKS = {
  56: { chainId: 56, chainCode: 1, nativeSymbol: 'BNB', nameKey: 'networkBsc', icon: '/images/chains/bsc.svg' },
  137: { chainId: 137, chainCode: 2, nativeSymbol: 'POL', nameKey: 'networkPolygon', icon: '/images/chains/polygon.svg' },
} as const satisfies { [C in SupportedChainId]: NetworkInfo & { chainId: C; chainCode: (typeof import('@/shared/contract/chains').CHAIN_CODES)[C] } };

/** Shown next to the address while the wallet sits on a chain we do not support. */
export const UNSUPPORTED_NETWORK_ICON = '/images/chains/unsupported.svg';

export function isSupportedChainId(chainId: number | null | undefined): chainId is SupportedChainId {
  return chainId === 56 || chainId === 137;
}

export function networkInfo(chainId: number | null | undefined): NetworkInfo | null {
  return isSupportedChainId(chainId) ? NETWORKS[chainId] : null;
}

export interface ChainContracts {
  usdt: `0x${string}`;
  /** KinBo exists on BNB Smart Chain only. */
  kinbo: `0x${string}` | null;
  deposit: `0x${string}`;
}

/** Token and deposit contract addresses for a chain, from shared/config.ts. */
export function chainContracts(chainId: SupportedChainId): ChainContracts {
  const c = appConfig.contracts[chainId];
  return {
    usdt: c.usdt as `0x${string}`,
    kinbo: (c.kinbo ?? null) as `0x${string}` | null,
    deposit: c.deposit as `0x${string}`,
  };
}

/**
 * An RPC value from config may be a path on this site (`/rpc/56`, proxied by the server); wallets and
 * viem need an absolute URL.
 */
export function resolveRpcUrl(value: string, origin: string): string {
  return new URL(value, origin).toString();
}

/** The explorer page of a transaction, or null when the chain has no explorer configured (local chains). */
export function explorerTxUrl(chainId: number, hash: string, explorers: Record<SupportedChainId, string> = appConfig.explorer): string | null {
  if (!isSupportedChainId(chainId) || !/^0x[0-9a-fA-F]{64}$/.test(hash)) return null;
  const base = explorers[chainId];
  return base ? `${base.replace(/\/+$/, '')}/tx/${hash}` : null;
}

/** The token of a wallet asset type (spec §2: 0 USDT, 1 KinBo), as shown beside amounts. */
export const ASSET_SYMBOL: Readonly<Record<number, 'USDT' | 'KinBo'>> = { 0: 'USDT', 1: 'KinBo' };
