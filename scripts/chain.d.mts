// Types for scripts/chain.mjs, so TypeScript callers (tests, the lead's orchestration) get them.
export type LocalChainId = 56 | 137;

export interface TokenRecord {
  address: `0x${string}`;
  symbol: string;
  decimals: number;
}

export interface ChainDeployment {
  chainId: LocalChainId;
  /** The API's chain code: 1 for 56, 2 for 137. */
  chainCode: 1 | 2;
  name: string;
  nativeCurrency: 'BNB' | 'POL';
  rpc: string;
  usdt: `0x${string}`;
  /** Only on chain 56. */
  kinbo?: `0x${string}`;
  deposit: `0x${string}`;
  owner: `0x${string}`;
  operator: `0x${string}`;
  receivedAddress: `0x${string}`;
  multicall3: `0x${string}`;
  tokens: { usdt: TokenRecord; kinbo?: TokenRecord };
}

export type Deployment = Record<'56' | '137', ChainDeployment>;

export interface StartChainsOptions {
  /** Default CHAIN_PORT_56 / CHAIN_PORT_137, else 8545 / 8546; 0 picks a free port. */
  ports?: { 56?: number; 137?: number };
  /** Default 127.0.0.1. */
  host?: string;
  /** Default .chain/deployment.json; false writes nothing. */
  deploymentFile?: string | false;
  /** Receives the nodes' output lines (quiet when absent). */
  log?: (line: string) => void;
  /** Keeps both chains' state there (chain-<id>.json, written on stop and every 10 s) across restarts. */
  stateDir?: string;
  /** Seconds between interval blocks besides a block per transaction (Anvil's mixed mining); 0 or unset: a block per transaction only. */
  blockTime?: number;
}

export interface RunningChains {
  rpc: Record<LocalChainId, string>;
  /** Process ids of the chain nodes (tests read their memory). */
  pids: Record<LocalChainId, number>;
  deployment: Deployment;
  stop(): Promise<void>;
}

export declare const DEFAULT_DEPLOYMENT_FILE: string;
export declare const CHAIN_IDS: readonly [56, 137];
/** Data memory (MB) each chain node may map unless CHAIN_MEMORY_MB says otherwise. */
export declare const DEFAULT_CHAIN_MEMORY_MB: number;
export declare function startChains(options?: StartChainsOptions): Promise<RunningChains>;
export declare function formatSummary(deployment: Deployment): string;
