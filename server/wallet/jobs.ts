import type { Services } from '../platform/services';
import { WALLET_CHAIN_IDS } from './chain';
import type { Logger } from '../platform/services-context';
import { startJobLoop } from '../platform/jobs/loop';

/**
 * The wallet's background jobs: the deposit watcher (one loop over both chains), the purchase watcher
 * (BSC USDT paid for a KinBo order whose order/hash never came), the reorg watcher (credits whose
 * transaction left the chain are reversed: credit-reversals.ts) and the payout job.
 * A chain that is down only logs a line per run; the loops keep going.
 */
export function startWalletJobs(services: Services, options: { intervalMs: number; log: Logger }): { stop(): Promise<void> } {
  let lastProblem = '';
  const quiet = async (what: string, run: () => Promise<unknown>) => {
    try {
      await run();
      lastProblem = '';
    } catch (error) {
      const problem = `${what}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
      if (problem !== lastProblem) options.log.warn(`[wallet jobs] ${problem}`);
      lastProblem = problem;
    }
  };
  const loops = [
    startJobLoop({
      name: 'deposit-watcher',
      intervalMs: options.intervalMs,
      log: options.log,
      runOnce: async () => {
        for (const chainId of WALLET_CHAIN_IDS) await quiet(`deposit watcher on chain ${chainId}`, () => services.deposits.watchOnce(chainId));
      },
    }),
    startJobLoop({
      name: 'purchase-watcher',
      intervalMs: options.intervalMs,
      log: options.log,
      runOnce: () => quiet('purchase watcher on chain 56', () => services.purchases.watchOnce()),
    }),
    startJobLoop({
      name: 'reorg-watcher',
      intervalMs: options.intervalMs,
      log: options.log,
      runOnce: async () => {
        for (const chainId of WALLET_CHAIN_IDS) await quiet(`reorg watcher on chain ${chainId}`, () => services.reorgs.checkOnce(chainId));
      },
    }),
    startJobLoop({
      name: 'payout',
      intervalMs: options.intervalMs,
      log: options.log,
      runOnce: () => quiet('payout', () => services.withdrawals.payoutOnce()),
    }),
  ];
  return {
    async stop() {
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}
