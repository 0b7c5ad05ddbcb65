import { RECORD_STATUSES, type RecordStatus } from '@/lib/contract';
import { appConfig } from '@/lib/config';

/**
 * A record's status as the server sent it (issue 12). An unknown or missing value is no status at all:
 * the screens then show none rather than a guessed "Completed".
 */
export function recordStatusOf(record: { status?: unknown }): RecordStatus | null {
  const value = record.status;
  return typeof value === 'string' && (RECORD_STATUSES as readonly string[]).includes(value) ? (value as RecordStatus) : null;
}

/** Colour family of a status on screen: done, still moving, waiting on a person, did not happen. */
export const STATUS_TONE: Record<RecordStatus, 'success' | 'warning' | 'info' | 'danger'> = {
  completed: 'success',
  pending: 'warning',
  under_review: 'info',
  failed: 'danger',
};

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The block explorer page of a transaction or address on a chain, from the per-chain config value;
 * null when that chain has no explorer (the local chains) or the value is not a hash/address.
 */
export function explorerUrl(
  chain: number | null | undefined,
  target: { tx: string } | { address: string },
  explorers: Record<number, string> = appConfig.explorers,
): string | null {
  const base = chain ? explorers[chain] : '';
  if (!base) return null;
  const root = base.replace(/\/+$/, '');
  if ('tx' in target) return TX_HASH.test(target.tx) ? `${root}/tx/${target.tx}` : null;
  return ADDRESS.test(target.address) ? `${root}/address/${target.address}` : null;
}
