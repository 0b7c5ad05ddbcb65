import { chainContracts, SUPPORTED_CHAIN_IDS } from './networks';

/**
 * KinBo's token and deposit contracts on every chain: tokens sent to them are lost, so no withdrawal
 * goes there. Its own module, not networks.ts: networks is in every page's first load, and growing it
 * moved webpack's chunk split (+0.3 KiB on / and /home, over their 170 KiB budget); only the withdrawal screen needs this.
 */
export function ownContractAddresses(): string[] {
  return SUPPORTED_CHAIN_IDS.flatMap((chainId) => {
    const { usdt, kinbo, deposit } = chainContracts(chainId);
    return kinbo ? [usdt, kinbo, deposit] : [usdt, deposit];
  });
}
