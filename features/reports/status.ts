import { RECORD_STATUSES, type RecordStatus } from '@/shared/contract';

/**
 * A record's status as the server sent it. An unknown or missing value is no status at all:
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
