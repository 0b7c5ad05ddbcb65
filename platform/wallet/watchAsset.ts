/**
 * "Add KinBo to wallet" (EIP-747 wallet_watchAsset) through the app's wagmi config. Heavy (wagmi):
 * screens call it through useWallet.ts's addKinboToWallet, which loads it on the first tap.
 */
import { getAccount, reconnect, switchChain, watchAsset } from 'wagmi/actions';
import { getWagmiConfig } from './config';
import { chainContracts } from '@/shared/chain/networks';

/** The KinBo token as deployed (contracts/deploy.mjs: symbol KinBo, 18 decimals, BNB Smart Chain only). */
export const KINBO_TOKEN = { symbol: 'KinBo', decimals: 18, chainId: 56 } as const;

export type WatchAssetOutcome = 'added' | 'declined' | 'not-connected';

/** True when a wallet error is the user saying no (EIP-1193 4001, or viem's UserRejectedRequestError). */
function isRejection(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: number; name?: string; cause?: unknown };
    if (e.code === 4001 || e.name === 'UserRejectedRequestError') return true;
    current = e.cause;
  }
  return false;
}

export async function addKinboToWallet(origin: string = window.location.origin): Promise<WatchAssetOutcome> {
  const config = getWagmiConfig();
  if (getAccount(config).status !== 'connected') await reconnect(config).catch(() => []);
  const account = getAccount(config);
  if (account.status !== 'connected') return 'not-connected';
  const address = chainContracts(KINBO_TOKEN.chainId).kinbo;
  if (!address) throw new Error('No KinBo contract configured for BNB Smart Chain');
  try {
    // The token lives on BSC: a wallet on another chain would add an address that means nothing there.
    if (account.chainId !== KINBO_TOKEN.chainId) await switchChain(config, { chainId: KINBO_TOKEN.chainId });
    const added = await watchAsset(config, {
      type: 'ERC20',
      options: { address, symbol: KINBO_TOKEN.symbol, decimals: KINBO_TOKEN.decimals, image: `${origin}/icons/icon-192.png` },
    });
    return added ? 'added' : 'declined';
  } catch (error) {
    if (isRejection(error)) return 'declined';
    throw error;
  }
}
