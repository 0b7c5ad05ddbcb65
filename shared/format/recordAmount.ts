import { lightFormat } from 'date-fns';
import { formatAmount, formatSigned } from '@/shared/format/amount';
import type { ReportRecord } from '@/shared/contract';
import type { ValuedAsset } from '@/shared/money/valuation';

/** An asset an amount is counted in (the valuation's five); decides its unit and decimals. */
export type RecordAsset = ValuedAsset;

/** Spec §5: amounts round down, 2 decimals by default; KinBo 4; counted items are whole. */
export const ASSET_DECIMALS: Record<RecordAsset, number> = { usdt: 2, kinbo: 4, ticket: 0, nft: 0, vp: 2 };

/** Spec §3: is_lost 2 hides the sign for usdt, kinbo and vp records. */
const SIGN_HIDEABLE = new Set(['usdt', 'kinbo', 'vp']);
export const IS_LOST_HIDE_SIGN = 2;

type AmountFields = Pick<ReportRecord, 'type' | 'amount' | 'pm'> & Partial<Pick<ReportRecord, 'is_lost' | 'is_winner'>>;

export function recordAsset(record: Pick<ReportRecord, 'type'> & Partial<Pick<ReportRecord, 'is_winner'>>): RecordAsset {
  switch (record.type) {
    case 'kinbo':
      return 'kinbo';
    case 'ticket':
      return 'ticket';
    case 'voucher':
      return 'nft';
    case 'vp':
      return 'vp';
    case 'room':
      // Spec §3: a room win pays a voucher; a non-win pays a 3% reward in USDT.
      return Number(record.is_winner) === 1 ? 'nft' : 'usdt';
    default:
      // usdt and the reward categories (chat_not_winning_usdt, chat_team_usdt), release.
      return 'usdt';
  }
}

export function hidesSign(record: Pick<ReportRecord, 'type'> & Partial<Pick<ReportRecord, 'is_lost'>>) {
  return Number(record.is_lost) === IS_LOST_HIDE_SIGN && SIGN_HIDEABLE.has(String(record.type));
}

export interface RecordAmount {
  /** "+12.50", "-3" or "12.50" when the sign is hidden. */
  text: string;
  asset: RecordAsset;
  /** 'credit' | 'debit' for colour; 'neutral' when the sign is hidden. */
  tone: 'credit' | 'debit' | 'neutral';
}

/** The signed, rounded-down amount of a record (spec §3-5). */
export function recordAmount(record: AmountFields): RecordAmount {
  const asset = recordAsset(record);
  const hide = hidesSign(record);
  const pm: 0 | 1 = Number(record.pm) === 1 ? 1 : 0;
  return {
    text: formatSigned(record.amount, pm, ASSET_DECIMALS[asset], hide),
    asset,
    tone: hide ? 'neutral' : pm === 1 ? 'credit' : 'debit',
  };
}

/** Release details: six decimals, rounded down (spec §9). */
export const RELEASE_DECIMALS = 6;
export const formatRelease = (value: string | null | undefined) => formatAmount(value, RELEASE_DECIMALS);

/**
 * A record's moment as a Date: create_time (unix seconds) when present, else created_at read as
 * UTC ('YYYY-MM-DD HH:mm:ss'). Null when neither is usable.
 */
export function recordDate(record: Partial<Pick<ReportRecord, 'create_time' | 'created_at'>>): Date | null {
  const seconds = Number(record.create_time);
  if (Number.isFinite(seconds) && seconds > 0) return new Date(seconds * 1000);
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(record.created_at ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}

/**
 * Local date and time parts for display. Fixed numeric patterns need no locale: date-fns's `lightFormat`
 * (0.6 KiB gzip) rather than `format` and its locale machinery (5.4 KiB on /reports' first load).
 */
export function recordDateParts(record: Partial<Pick<ReportRecord, 'create_time' | 'created_at'>>) {
  const date = recordDate(record);
  if (!date) return { date: '', time: '', dateTime: '' };
  return { date: lightFormat(date, 'yyyy-MM-dd'), time: lightFormat(date, 'HH:mm:ss'), dateTime: lightFormat(date, 'yyyy-MM-dd HH:mm:ss') };
}
