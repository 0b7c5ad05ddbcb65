import type { ReportDetail, ReportRecord, ReportTabType } from '@/shared/contract';
import { sessionStore } from '@/platform/session/safeStorage';
import { isReportTabType } from './tabs';

/**
 * "Navigation state" for the reports screens. Next's router carries no state, so the tapped record
 * and an initial tab travel through sessionStorage: they survive a reload of the details screen,
 * are per tab, and are gone when the tab closes.
 */
const RECORD_KEY = 'reports.record';
const TAB_KEY = 'reports.initialTab';

// Storage full or blocked: the details screen falls back to ?id=.
const write = (key: string, value: string | null) => sessionStore.set(key, value);

export type StoredRecord = ReportDetail & { id: number };

export function rememberRecord(record: ReportRecord | StoredRecord) {
  write(RECORD_KEY, JSON.stringify(record));
}

/** The record handed over by the list; when an id is asked for, only that record counts. */
export function recallRecord(id?: number | null): StoredRecord | null {
  const parsed = sessionStore.getJson<StoredRecord>(RECORD_KEY);
  if (typeof parsed !== 'object' || parsed === null || typeof parsed.title !== 'string') return null;
  if (id !== undefined && id !== null && Number(parsed.id) !== id) return null;
  return parsed;
}

/** Opens the reports screen on a tab (navigation state); read once by the reports screen. */
export function setInitialReportTab(type: ReportTabType) {
  write(TAB_KEY, type);
}

/** Reads the initial tab without consuming it (safe in a render-time initializer). */
export function peekInitialReportTab(): ReportTabType | null {
  const value = sessionStore.get(TAB_KEY);
  return isReportTabType(value) ? value : null;
}

export function clearInitialReportTab() {
  write(TAB_KEY, null);
}

export function takeInitialReportTab(): ReportTabType | null {
  const value = peekInitialReportTab();
  clearInitialReportTab();
  return value;
}
