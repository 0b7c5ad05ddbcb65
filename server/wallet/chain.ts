import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createPublicClient, defineChain, getAddress, http, isAddress, type Address, type Hex, type LocalAccount, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { localOperator, localRoleAccount } from '../../shared/chain/localAccounts';
import type { WalletTokenType } from '../../shared/money/fees';
import type { ChainDeployment, Deployment } from '../../scripts/chain.mjs';
import { AppError, ErrorCode } from '../platform/errors';
import type { ServiceContext } from '../platform/services-context';
import { createOwnChainFetch } from './chain-transport';

/**
 * The server's access to the chains: JSON-RPC clients for RPC_UPSTREAM_* (never through /rpc), the
 * deployment record (tokens, deposit contract, treasury per chain) and the two server keys: the
 * operator that signs deposit permits and the hot wallet that pays withdrawals.
 */

import { CHAIN_IDS as WALLET_CHAIN_IDS, type ChainId as WalletChainId } from '../../shared/contract/chains';

/** The contract's chains under the names the wallet services use. */
export { WALLET_CHAIN_IDS, type WalletChainId };

export type TokenInfo = { address: Address; decimals: number; symbol: string };

export type ChainInfo = {
  chainId: WalletChainId;
  deposit: Address;
  /** Where deposits and purchases are paid (the deposit contract's receivedAddress). */
  treasury: Address;
  usdt: TokenInfo;
  kinbo: TokenInfo | null;
};

export const chainUnavailable = () => new AppError(ErrorCode.CHAIN_UNAVAILABLE, 'chain_unavailable');

function tokenOf(record: ChainDeployment, key: 'usdt' | 'kinbo'): TokenInfo | null {
  const token = record.tokens?.[key];
  if (!token || !isAddress(token.address)) return null;
  return { address: getAddress(token.address), decimals: token.decimals, symbol: token.symbol };
}

export function createChainAccess(ctx: ServiceContext) {
  const { config } = ctx;
  const clients = new Map<WalletChainId, PublicClient>();
  // A connection of the server's own, never the /rpc proxy's: a client's slow call cannot queue these reads.
  const transport = createOwnChainFetch();
  let deployment: Deployment | null = null;

  /** Read lazily (the chains may start after the API) and kept once valid. */
  function readDeployment(): Deployment {
    if (deployment) return deployment;
    try {
      const parsed = JSON.parse(readFileSync(path.resolve(config.wallet.deploymentFile), 'utf8')) as Deployment;
      if (!parsed['56']?.deposit || !parsed['137']?.deposit) throw new Error('incomplete deployment record');
      deployment = parsed;
      return parsed;
    } catch (error) {
      ctx.log.warn(`[chain] cannot read ${config.wallet.deploymentFile}: ${error instanceof Error ? error.message : String(error)}`);
      throw chainUnavailable();
    }
  }

  function chain(chainId: WalletChainId): ChainInfo {
    const record = readDeployment()[String(chainId) as '56' | '137'];
    const usdt = tokenOf(record, 'usdt');
    if (!usdt) throw chainUnavailable();
    return {
      chainId,
      deposit: getAddress(record.deposit),
      treasury: getAddress(record.receivedAddress),
      usdt,
      kinbo: tokenOf(record, 'kinbo'),
    };
  }

  function client(chainId: WalletChainId): PublicClient {
    let existing = clients.get(chainId);
    if (!existing) {
      const url = config.rpcUpstreams[String(chainId) as '56' | '137'];
      const definition = defineChain({
        id: chainId,
        name: `chain ${chainId}`,
        nativeCurrency: { name: 'native', symbol: chainId === 56 ? 'BNB' : 'POL', decimals: 18 },
        rpcUrls: { default: { http: [url] } },
      });
      existing = createPublicClient({ chain: definition, transport: http(url, { retryCount: 1, timeout: 10_000, fetchFn: transport.fetch }), pollingInterval: 50 }) as PublicClient;
      clients.set(chainId, existing);
    }
    return existing;
  }

  // Unset keys fall back to the local chains' public test keys (contracts/local-chain.json), derived
  // on first use: the mnemonic derivation is slow and most requests never need a key.
  let operator: LocalAccount | null = null;
  let hotWallet: LocalAccount | null = null;

  return {
    chain,
    client,
    /** The agents of the server's own chain reads (the tests look at their sockets). */
    transport,
    get operator(): LocalAccount {
      operator ??= privateKeyToAccount((config.wallet.operatorKey ?? localOperator().privateKey) as Hex);
      return operator;
    },
    get hotWallet(): LocalAccount {
      hotWallet ??= privateKeyToAccount((config.wallet.hotWalletKey ?? localRoleAccount('treasury').privateKey) as Hex);
      return hotWallet;
    },
    /**
     * Every address of KinBo itself, on both chains, in lower case: the tokens, the deposit contracts,
     * the treasuries, the hot wallet and the operator. A withdrawal to one of them would burn the
     * tokens or strand them with us, so none may receive one. (Both chains: a contract address of one
     * chain is nobody's wallet on the other either.)
     */
    ownAddresses(): ReadonlySet<string> {
      const addresses = new Set<string>([this.hotWallet.address, this.operator.address].map((a) => a.toLowerCase()));
      for (const chainId of WALLET_CHAIN_IDS) {
        const info = chain(chainId);
        for (const address of [info.deposit, info.treasury, info.usdt.address, info.kinbo?.address]) if (address) addresses.add(address.toLowerCase());
      }
      return addresses;
    },
    /** Confirmations a deposit or purchase on this chain needs before it is credited (its own block counts). */
    confirmationsRequired(chainId: WalletChainId): number {
      return config.wallet.confirmations[String(chainId) as '56' | '137'];
    },
    /** The token of a deposit/withdrawal type on a chain; KinBo exists only on BSC. */
    token(chainId: WalletChainId, type: WalletTokenType): TokenInfo {
      if (type === 1 && chainId !== 56) throw new AppError(ErrorCode.KINBO_BSC_ONLY, 'kinbo_bsc_only');
      const info = chain(chainId);
      const token = type === 0 ? info.usdt : info.kinbo;
      if (!token) throw chainUnavailable();
      return token;
    },
    /** Runs a chain read; a node that is down becomes a clear "chain unavailable" instead of a 500. */
    async rpc<T>(what: string, call: () => Promise<T>): Promise<T> {
      try {
        return await call();
      } catch (error) {
        if (error instanceof AppError) throw error;
        ctx.log.warn(`[chain] ${what} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        throw chainUnavailable();
      }
    },
  };
}

export type ChainAccess = ReturnType<typeof createChainAccess>;
