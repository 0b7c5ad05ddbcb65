// The chain side of `npm run soak`: the players' wallets (a pool of the funded local accounts, one
// transaction at a time per wallet and chain) and the reorganisation the chaos loop makes.
import type { Hex } from 'viem';
import { kinboDepositAbi, tokenAbi } from '../../shared/chain/abi';
import { localAccount } from '../../shared/chain/localAccounts';
import { walletFor } from '../../contracts/localWallet';
import type { ChainDeployment, Deployment } from '../chain.d.mts';
import { SOAK_BLOCK_TIME_S } from './soak-stack';

/** Funded accounts 0-8 pay deposits; account 9 sends the chaos loop's own transactions. */
export const PLAYER_WALLETS = 9;
const CHAOS_WALLET = 9;
/** A reorganisation gives up (and says so) after this many tries that found another transaction in its blocks. */
const REORG_ATTEMPTS = 5;

type Wallet = ReturnType<typeof walletFor>;
export type ChainKey = '56' | '137';

/** A lock that many holders share and one holder takes alone (a reorg waits for the chain to be quiet). */
function gate() {
  let shared = 0;
  let exclusive: Promise<void> | null = null;
  let drained: (() => void) | null = null;
  return {
    async shared<T>(work: () => Promise<T>): Promise<T> {
      while (exclusive) await exclusive;
      shared += 1;
      try {
        return await work();
      } finally {
        shared -= 1;
        if (shared === 0) drained?.();
      }
    },
    async exclusive<T>(work: () => Promise<T>): Promise<T> {
      while (exclusive) await exclusive;
      let release!: () => void;
      exclusive = new Promise((resolve) => (release = resolve));
      try {
        if (shared > 0) await new Promise<void>((resolve) => (drained = resolve));
        drained = null;
        return await work();
      } finally {
        exclusive = null;
        release();
      }
    },
  };
}

async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

export function createSoakChains(deployment: Deployment) {
  const wallets = new Map<string, Wallet>();
  const queues = new Map<string, Promise<unknown>>();
  const approved = new Map<string, Promise<void>>();
  const gates = { '56': gate(), '137': gate() } as const;
  const walletOf = (index: number, chain: ChainKey) => {
    const key = `${index}:${chain}`;
    let wallet = wallets.get(key);
    if (!wallet) wallets.set(key, (wallet = walletFor(deployment[chain] as ChainDeployment, localAccount(index).privateKey as Hex)));
    return wallet;
  };
  /** Runs `work` after the wallet's earlier transactions on that chain (one nonce at a time). */
  const inTurn = <T>(index: number, chain: ChainKey, work: () => Promise<T>): Promise<T> => {
    const key = `${index}:${chain}`;
    const next = (queues.get(key) ?? Promise.resolve()).catch(() => undefined).then(() => gates[chain].shared(work));
    queues.set(key, next);
    return next;
  };

  const sessions = new Map<string, Promise<unknown>>();
  return {
    addressOf: (index: number) => localAccount(index).address as Hex,

    /**
     * Runs `work` with the wallet to itself on that chain: a deposit permit carries the wallet's current
     * contract nonce, so one permit at a time per wallet is asked for and used, as one person would.
     */
    withWallet<T>(index: number, chain: ChainKey, work: () => Promise<T>): Promise<T> {
      const key = `${index}:${chain}`;
      const next = (sessions.get(key) ?? Promise.resolve()).catch(() => undefined).then(work);
      sessions.set(key, next);
      return next;
    },

    /** approve (once per wallet, chain and token) and deposit(…) with the permit the API signed, as the app does. */
    async deposit(
      index: number,
      chain: ChainKey,
      signing: { coin_token: string; bsc_amount: string; type: number; id: number; sign_out_time: number; v: number; r: string; s: string },
    ): Promise<Hex> {
      const record = deployment[chain] as ChainDeployment;
      const wallet = walletOf(index, chain);
      const token = signing.coin_token as Hex;
      const approveKey = `${index}:${chain}:${token.toLowerCase()}`;
      if (!approved.has(approveKey)) {
        approved.set(
          approveKey,
          inTurn(index, chain, async () => {
            const hash = await wallet.walletClient.writeContract({ address: token, abi: tokenAbi, functionName: 'approve', args: [record.deposit, 2n ** 256n - 1n] });
            await wallet.publicClient.waitForTransactionReceipt({ hash });
          }),
        );
      }
      await approved.get(approveKey);
      return inTurn(index, chain, async () => {
        const hash = await wallet.walletClient.writeContract({
          address: record.deposit,
          abi: kinboDepositAbi,
          functionName: 'deposit',
          args: [token, BigInt(signing.bsc_amount), BigInt(signing.type), BigInt(signing.id), BigInt(signing.sign_out_time), signing.v, signing.r as Hex, signing.s as Hex],
        });
        const receipt = await wallet.publicClient.waitForTransactionReceipt({ hash });
        if (receipt.status !== 'success') throw new Error(`deposit ${signing.id} reverted on chain ${chain}`);
        return hash;
      });
    },

    /**
     * A reorganisation of `depth` blocks: with the players' chain moves paused and automining off, mines
     * `depth` blocks of the chaos wallet's own transfers and — if no other transaction (a payout) went
     * into them — replaces them with `depth` other blocks (anvil_reorg), so the chain forgets them.
     * Blocks holding a credit are never the target. Returns what happened.
     */
    async reorg(chain: ChainKey, depth: number): Promise<string> {
      const url = (deployment[chain] as ChainDeployment).rpc;
      const chaos = walletOf(CHAOS_WALLET, chain);
      const own = chaos.account.address.toLowerCase();
      return gates[chain].exclusive(async () => {
        for (let attempt = 1; attempt <= REORG_ATTEMPTS; attempt++) {
          // Automining and interval blocks off first: each block below holds what the pool holds when it is mined.
          await rpc(url, 'evm_setAutomine', [false]);
          await rpc(url, 'evm_setIntervalMining', [0]);
          try {
            const blocks: Array<{ number: number; hash: string }> = [];
            let foreign = false;
            for (let i = 0; i < depth; i++) {
              await chaos.walletClient.sendTransaction({ to: chaos.account.address, value: 0n });
              await rpc(url, 'evm_mine');
              const block = await rpc<{ number: string; hash: string; transactions: Array<{ from: string }> }>(url, 'eth_getBlockByNumber', ['latest', true]);
              foreign ||= block.transactions.some((tx) => tx.from.toLowerCase() !== own);
              blocks.push({ number: Number.parseInt(block.number, 16), hash: block.hash });
            }
            const [first, last] = [blocks[0]!, blocks.at(-1)!];
            if (foreign) continue; // a payout went into one of them: leave those blocks be, try again
            await rpc(url, 'anvil_reorg', [depth, []]);
            const after = await rpc<{ hash: string }>(url, 'eth_getBlockByNumber', [`0x${last.number.toString(16)}`, false]);
            if (after.hash === last.hash) throw new Error(`anvil_reorg left block ${last.number} of chain ${chain} unchanged`);
            return `chain ${chain}: blocks ${first.number}-${last.number} replaced (block ${last.number}: ${last.hash.slice(0, 10)}… → ${after.hash.slice(0, 10)}…)${attempt > 1 ? ` at attempt ${attempt}` : ''}`;
          } finally {
            await rpc(url, 'evm_setAutomine', [true]);
            await rpc(url, 'evm_setIntervalMining', [SOAK_BLOCK_TIME_S]);
            await rpc(url, 'evm_mine');
          }
        }
        return `skipped on chain ${chain}: another transaction went into the chaos blocks ${REORG_ATTEMPTS} times`;
      });
    },
  };
}

export type SoakChains = ReturnType<typeof createSoakChains>;
