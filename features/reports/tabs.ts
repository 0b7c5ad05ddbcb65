import { REPORT_TYPES, type ReportTabType } from '@/shared/contract';

/**
 * The report tabs in screen order (spec §2): Overview, USDT, NFT, Ticket, VP, Flash Deal, KinBo.
 * `labelKey` is a key of the `reports.tabs` messages.
 */
export const REPORT_TABS: ReadonlyArray<{ type: ReportTabType; labelKey: string }> = [
  { type: 'chat_not_winning_usdt', labelKey: 'overview' },
  { type: 'usdt', labelKey: 'usdt' },
  { type: 'voucher', labelKey: 'nft' },
  { type: 'ticket', labelKey: 'ticket' },
  { type: 'vp', labelKey: 'vp' },
  { type: 'room', labelKey: 'room' },
  { type: 'kinbo', labelKey: 'kinbo' },
];

export const OVERVIEW_TYPE: ReportTabType = 'chat_not_winning_usdt';
export const DEFAULT_REPORT_TAB: ReportTabType = OVERVIEW_TYPE;

/** Spec §9: an initial tab handed to the reports screen is applied after 500 ms. */
export const INITIAL_TAB_DELAY_MS = 500;

export function isReportTabType(value: unknown): value is ReportTabType {
  return typeof value === 'string' && (REPORT_TYPES as readonly string[]).includes(value);
}

/**
 * Reads a tab from the address (`?type=`), never trusting it: a known type name, or a tab index
 * 0..6 (the confirmation screens send "reports with type 1 or 2"). Anything else is ignored.
 */
export function parseReportTab(value: string | null | undefined): ReportTabType | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (isReportTabType(text)) return text;
  if (/^\d$/.test(text)) return REPORT_TABS[Number(text)]?.type ?? null;
  return null;
}
