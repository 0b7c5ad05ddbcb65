// Types for contracts/deploy.mjs.
import type { ChainDeployment, LocalChainId } from '../scripts/chain.d.mts';

export declare const MULTICALL3_ADDRESS: '0xcA11bde05977b3631167028862bE2a173976CA11';
export declare const MINT_PER_ACCOUNT: string;
export declare const localChain: {
  mnemonic: string;
  accountCount: number;
  fundedUserCount: number;
  roles: Record<'treasury' | 'operator' | 'deployer137' | 'deployer56', number>;
};
export declare function localAccount(index: number): { address: `0x${string}`; privateKey: `0x${string}` };
export declare function roleAccount(role: keyof (typeof localChain)['roles']): {
  address: `0x${string}`;
  privateKey: `0x${string}`;
};
export declare function fundedUserAddresses(): `0x${string}`[];
/** The addresses a fresh chain gets (deployer + nonce), without touching a chain. */
export declare function expectedAddresses(chainId: LocalChainId): {
  usdt: `0x${string}`;
  kinbo?: `0x${string}`;
  deposit: `0x${string}`;
};
export declare function deployLocalContracts(options: { rpcUrl: string; chainId: LocalChainId; contracts?: unknown }): Promise<ChainDeployment>;
