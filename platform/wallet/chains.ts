/**
 * viem chain objects for the wallet code (platform/wallet/config.ts, loaded with WalletProvider): BNB
 * Smart Chain (56, BNB) and Polygon (137, POL) with RPC URLs from lib/config.ts. Browser-only
 * (relative RPC paths are resolved against the page).
 */
import type { Chain } from 'viem';
import { bsc, polygon } from 'viem/chains';
import { appConfig } from '@/shared/config';
import { resolveRpcUrl, type SupportedChainId } from '@/shared/chain/networks';

const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11';

function withRpc(chain: Chain, rpcUrl: string): Chain {
  return {
    ...chain,
    rpcUrls: { default: { http: [rpcUrl] } },
    // Same canonical Multicall3 address, without the mainnet creation block: on a local chain it
    // exists from block 0, and viem would refuse historical reads before the mainnet block.
    contracts: { ...chain.contracts, multicall3: { address: MULTICALL3_ADDRESS } },
  };
}

export function rpcUrl(chainId: SupportedChainId, origin: string = window.location.origin): string {
  return resolveRpcUrl(appConfig.rpc[chainId], origin);
}

/** [BSC, Polygon]: BSC first, so it is the default chain (spec §4). */
export function walletChains(origin: string = window.location.origin): readonly [Chain, Chain] {
  return [withRpc(bsc, rpcUrl(56, origin)), withRpc(polygon, rpcUrl(137, origin))] as const;
}
