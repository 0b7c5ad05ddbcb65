import { getAddress, parseAbiItem, parseEventLogs, type Address, type Hex, type Log, type TransactionReceipt } from 'viem';
import { tokenAbi } from '../../shared/chain/abi';
import type { AppDatabase } from '../platform/db/client';
import { violatedUniqueConstraint } from '../platform/db/errors';
import { chainClaims } from '../platform/db/schema';
import { AppError, ErrorCode } from '../platform/errors';
import type { ChainAccess, WalletChainId } from './chain';

/**
 * Claims are rows: a credit of value from a chain inserts the logs
 * it rests on into `chain_claims` in the credit's own transaction. The primary key (chain, tx hash, log
 * index) decides, at the database, which of two credits racing for the same log wins; there is no lookup
 * before. Deposits and purchases both claim the token Transfer that paid them, so one payment is one credit.
 */

/** The log index a purchase claims for its whole transaction (a purchase is one plain transfer). */
export const WHOLE_TRANSACTION = -1;

export type ClaimKind = 'deposit' | 'purchase';

/**
 * Inserts one claim row per log index, all or none, inside the caller's transaction. False when any of
 * them is claimed already (by any kind of credit, in any process): then nothing was inserted and the
 * caller's transaction is still usable (the insert runs in a savepoint), so a watcher can go on.
 */
export async function claimChainLogs(
  tx: AppDatabase,
  claim: { chainId: number; txHash: Hex; logIndexes: readonly number[]; kind: ClaimKind; refId: number; block: CreditedBlock; at: Date },
): Promise<boolean> {
  const txHash = claim.txHash.toLowerCase();
  const block = { blockNumber: Number(claim.block.number), blockHash: claim.block.hash.toLowerCase() };
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint
        .insert(chainClaims)
        .values(claim.logIndexes.map((logIndex) => ({ chainId: claim.chainId, txHash, logIndex, kind: claim.kind, refId: claim.refId, ...block, createdAt: claim.at })));
    });
    return true;
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'chain_claims_pkey') return false;
    throw error;
  }
}

/** The block a credited transaction is in, kept with its claim so the reorg watcher can re-check it. */
export type CreditedBlock = { number: bigint; hash: Hex };

export type TokenTransfer = { token: Address; from: Address; to: Address; value: bigint; txHash: Hex; logIndex: number; block: CreditedBlock };

/** The Transfer events of `tokens` to `to` among the logs (of a receipt, or of a getLogs range). */
export function transfersTo(logs: readonly Log[], tokens: readonly Address[], to: Address): TokenTransfer[] {
  const ours = logs.filter((log) => tokens.includes(getAddress(log.address)));
  return parseEventLogs({ abi: tokenAbi, eventName: 'Transfer', logs: ours })
    .filter((log) => getAddress(log.args.to) === to)
    .map((log) => ({
      token: getAddress(log.address),
      from: getAddress(log.args.from),
      to: getAddress(log.args.to),
      value: log.args.value,
      txHash: log.transactionHash as Hex,
      logIndex: Number(log.logIndex),
      block: { number: log.blockNumber as bigint, hash: log.blockHash as Hex },
    }));
}

/** The ERC-20 Transfer event, for getLogs filtered by recipient. */
export const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/** A successful transaction's receipt: 31005 when the node does not know it (yet), 31006 when it reverted. */
export async function successfulReceipt(chains: ChainAccess, chainId: WalletChainId, hash: Hex): Promise<TransactionReceipt> {
  const client = chains.client(chainId);
  const receipt = await chains.rpc('receipt', async () => {
    try {
      return await client.getTransactionReceipt({ hash });
    } catch (error) {
      if (error instanceof Error && error.name === 'TransactionReceiptNotFoundError') return null;
      throw error;
    }
  });
  if (!receipt) throw new AppError(ErrorCode.TX_NOT_FOUND, 'tx_not_found');
  if (receipt.status !== 'success') throw new AppError(ErrorCode.TX_FAILED, 'tx_failed');
  return receipt;
}

/**
 * Confirmations of a transaction in block `inBlock` when the head is `latest` (its own block counts as
 * one), and whether that is enough on the chain: a credit waits for `config.wallet.confirmations`.
 */
export function confirmationsOf(latest: bigint, inBlock: bigint, required: number): { confirmations: number; confirmations_required: number; enough: boolean } {
  const confirmations = latest < inBlock ? 0 : Number(latest - inBlock + 1n);
  return { confirmations, confirmations_required: required, enough: confirmations >= required };
}
