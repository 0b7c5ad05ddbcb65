import type { ReportDetail, ReportRecord, ReportTabType } from '@/lib/contract';
import { isReportTabType } from './tabs';

/**
 * "Navigation state" for the reports screens. Next's router carries no state, so the tapped record
 * and an initial tab travel through sessionStorage: they survive a reload of the details screen,
 * are per tab, and are gone when the tab closes.
 */
const RECORD_KEY = 'reports.record';
const TAB_KEY = 'reports.initialTab';

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    const s = session();
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    /* storage full or blocked: the details screen falls back to ?id= */
  }
}

export type StoredRecord = ReportDetail & { id: number };

export function rememberRecord(record: ReportRecord | StoredRecord) {
  write(RECORD_KEY, JSON.stringify(record));
}

/** The record handed over by the list; when an id is asked for, only that record counts. */
export function recallRecord(id?: number | null): StoredRecord | null {
  let raw: string | null = null;
  try {
    raw = session()?.getItem(RECORD_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as StoredRecord;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.title !== 'string') return null;
    if (id !== undefined && id !== null && Number(parsed.id) !== id) return null;
    return parsed;
  } catch {
    return null;
  }
}

/** Opens the reports screen on a tab (navigation state); read once by the reports screen. */
export function setInitialReportTab(type: ReportTabType) {
  write(TAB_KEY, type);
}

/** Reads the initial tab without consuming it (safe in a render-time initializer). */
export function peekInitialReportTab(): ReportTabType | null {
  let value: string | null = null;
  try {
    value = session()?.getItem(TAB_KEY) ?? null;
  } catch {
    return null;
  }
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
