import { encodeFunctionData, keccak256, type Address, type Hex, type LocalAccount, type PublicClient } from 'viem';
import { tokenAbi } from '../../shared/chain/abi';
import type { withdrawals } from '../platform/db/schema';
import type { WalletChainId } from './chain';

/**
 * Signing a payout and reading the hot wallet's nonces. The nonce always comes from the chain (its
 * pending count), never from a counter kept in the database: a counter outlives a chain that forgot
 * its blocks and leaves every later payout behind a gap the chain never fills.
 */

/** An ERC-20 transfer needs about 35-52k gas; a fixed limit keeps signing free of an RPC estimate. */
const TRANSFER_GAS = 120_000n;

type WithdrawalRow = typeof withdrawals.$inferSelect;

export type SignedPayout = { nonce: number; rawTx: Hex; txHash: Hex };

export async function signPayout(client: PublicClient, hotWallet: LocalAccount, chainId: WalletChainId, row: WithdrawalRow, nonce: number): Promise<SignedPayout> {
  const gasPrice = await client.getGasPrice();
  if (!hotWallet.signTransaction) throw new Error('the hot wallet account cannot sign transactions');
  const rawTx = await hotWallet.signTransaction({
    chainId,
    type: 'legacy',
    to: row.token as Address,
    data: encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [row.address as Address, BigInt(row.receiveUnits)] }),
    nonce,
    gas: TRANSFER_GAS,
    gasPrice,
    value: 0n,
  });
  return { nonce, rawTx, txHash: keccak256(rawTx) };
}

/** The hot wallet's mined and pending transaction counts on a chain. */
export async function hotWalletNonces(client: PublicClient, address: Address): Promise<{ mined: number; pending: number }> {
  const [mined, pending] = await Promise.all([client.getTransactionCount({ address, blockTag: 'latest' }), client.getTransactionCount({ address, blockTag: 'pending' })]);
  return { mined, pending };
}

/** Whether the node knows a transaction at all (mined or waiting in its pool). */
export async function nodeKnows(client: PublicClient, hash: Hex): Promise<boolean> {
  try {
    await client.getTransaction({ hash });
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionNotFoundError') return false;
    throw error;
  }
}

/** Broadcasts a stored signed payout; a refusal (already known, nonce taken) is only logged: settle decides. */
export async function broadcast(client: PublicClient, rawTx: Hex, onRefused: (reason: string) => void): Promise<void> {
  await client.sendRawTransaction({ serializedTransaction: rawTx }).catch((error: unknown) => {
    onRefused(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
  });
}
