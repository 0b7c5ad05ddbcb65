/**
 * Asks the connected wallet to move to another network, through the app's wagmi config. Heavy (wagmi):
 * screens call it through useWallet.ts's switchWalletNetwork, which loads it on the first tap.
 */
import { getAccount, reconnect, switchChain } from 'wagmi/actions';
import type { SupportedChainId } from '@/shared/chain/networks';
import { getWagmiConfig } from './config';

export type SwitchOutcome = 'switched' | 'not-switched' | 'not-connected';

/** The wallet's answer: switched, or not (declined, or a wallet that cannot switch by request). */
export async function switchWalletNetwork(chainId: SupportedChainId): Promise<SwitchOutcome> {
  const config = getWagmiConfig();
  if (getAccount(config).status !== 'connected') await reconnect(config).catch(() => []);
  if (getAccount(config).status !== 'connected') return 'not-connected';
  try {
    await switchChain(config, { chainId });
    return 'switched';
  } catch {
    return 'not-switched';
  }
}
