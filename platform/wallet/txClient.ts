import type { Config } from 'wagmi';
import { getAccount, simulateContract, switchChain, waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import type { Abi } from 'viem';
import type { TxClient } from './txRunner';

/** A contract write as the runner takes it (the chain comes from the request). */
export interface ContractCall {
  address: `0x${string}`;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
  value?: bigint;
}

type Prepared = Awaited<ReturnType<typeof simulateContract>>['request'];
type ChainId = Config['chains'][number]['id'];

/**
 * The runner's TxClient over wagmi (only lazily loaded wallet code imports this file).
 * The receipt wait has no timeout of its own here: the runner's timeout decides "unknown".
 */
export function wagmiTxClient(config: Config): TxClient<ContractCall, Prepared> {
  return {
    account() {
      const account = getAccount(config);
      return { address: account.address ?? null, chainId: account.chainId ?? null };
    },
    async switchChain(chainId) {
      await switchChain(config, { chainId: chainId as ChainId });
    },
    async simulate(call, chainId) {
      const { request } = await simulateContract(config, { ...call, chainId: chainId as ChainId } as Parameters<typeof simulateContract>[1]);
      return request;
    },
    write: (prepared) => writeContract(config, prepared as Parameters<typeof writeContract>[1]),
    async waitForReceipt(hash, chainId) {
      const receipt = await waitForTransactionReceipt(config, { hash, chainId: chainId as ChainId, timeout: 0 });
      return { status: receipt.status };
    },
  };
}
