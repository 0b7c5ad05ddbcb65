import { createPublicClient, createWalletClient, defineChain, http, type Hex, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainDeployment } from '../scripts/chain.mjs';

/**
 * A viem public and wallet client for one local account on one local chain (scripts/chain.mjs): the
 * contract tests and the server's wallet tests act as a user's wallet with it.
 */
export function walletFor(record: ChainDeployment, privateKey: Hex) {
  const chain = defineChain({
    id: record.chainId,
    name: record.name,
    nativeCurrency: { name: record.nativeCurrency, symbol: record.nativeCurrency, decimals: 18 },
    rpcUrls: { default: { http: [record.rpc] } },
  });
  // No retries: Hardhat reports reverts as -32603, which viem would otherwise retry with back-off.
  const transport = http(record.rpc, { retryCount: 0 });
  const account = privateKeyToAccount(privateKey);
  return {
    account,
    publicClient: createPublicClient({ chain, transport, pollingInterval: 20 }) as PublicClient,
    walletClient: createWalletClient({ chain, transport, account }),
  };
}
