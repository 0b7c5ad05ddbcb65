'use client';
import { useMemo } from 'react';
import { getWagmiConfig } from '@/platform/wallet/config';
import { wagmiTxClient, type ContractCall } from '@/platform/wallet/txClient';
import { useTxRunnerWith, type TxRunnerOptions } from './useTxRunnerWith';

export type { TxLabels, TxStage } from './useTxRunnerWith';

/**
 * THE hook for an on-chain write on a screen (approve, deposit, a USDT transfer): runs
 * platform/wallet/txRunner.ts over the app's wagmi config with a toast per stage, an explorer link where
 * the chain has one, and a calm "Cancelled" when the user rejects in the wallet.
 * Inside <WalletScope/> only (the wallet code is loaded there).
 *
 *   const tx = useTxRunner();
 *   const result = await tx.run({ chainId, purpose: 'approve', call }, { success, failure });
 *   <Button loading={tx.busy}>…</Button>
 */
export function useTxRunner(options?: TxRunnerOptions) {
  const client = useMemo(() => wagmiTxClient(getWagmiConfig()), []);
  return useTxRunnerWith<ContractCall>(client, options);
}
