import { alias } from 'drizzle-orm/pg-core';
import type { Pm } from '../../shared/contract/enums';
import type { ReleaseExpand, ReleaseRecord, ReportRecord } from '../../shared/contract/shapes';
import { ledgerEntries, users } from '../platform/db/schema';
import { formatDecimal } from '../platform/decimal';
import { ledgerTitle } from '../platform/ledger-titles';
import type { Lang } from '../platform/messages';

/**
 * How a ledger entry reads on the wire: the columns a record query selects (with the other user of a
 * transfer) and the record and release shapes made of them; times in UTC, others' e-mails masked.
 */

/** 'YYYY-MM-DD HH:mm:ss' in UTC (spec §3 created_at). */
export function formatUtc(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** Others' e-mails in the public ranking keep only a hint: 'de***@kinbo.local'. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length))}***${email.slice(at)}`;
}

export const counterparty = alias(users, 'counterparty');

export const recordColumns = {
  id: ledgerEntries.id,
  type: ledgerEntries.type,
  titleKey: ledgerEntries.titleKey,
  titleParams: ledgerEntries.titleParams,
  amount: ledgerEntries.amount,
  displayAmount: ledgerEntries.displayAmount,
  pm: ledgerEntries.pm,
  getWay: ledgerEntries.getWay,
  isLost: ledgerEntries.isLost,
  isWinner: ledgerEntries.isWinner,
  chatId: ledgerEntries.chatId,
  expand: ledgerEntries.expand,
  createdAt: ledgerEntries.createdAt,
  refKind: ledgerEntries.refKind,
  refId: ledgerEntries.refId,
  nickname: counterparty.nickname,
  avatar: counterparty.avatar,
  email: counterparty.email,
};

export type RecordRow = {
  id: number;
  type: string;
  titleKey: string;
  titleParams: Record<string, string | number>;
  amount: string;
  displayAmount: string | null;
  pm: number;
  getWay: number;
  isLost: number;
  isWinner: number | null;
  chatId: number | null;
  expand: Record<string, string> | null;
  createdAt: Date;
  refKind: string | null;
  refId: number | null;
  nickname: string | null;
  avatar: string | null;
  email: string | null;
};

/** The fields of a release entry's breakdown (ReleaseExpand), each a decimal. */
const RELEASE_EXPAND_FIELDS = ['pool_usdt', 'accelerated_release_usdt', 'wallet_kinbo', 'usdt_price', 'kinbo_number', 'pool_number'] as const satisfies ReadonlyArray<keyof ReleaseExpand>;

/** The ledger stores pm as a smallint; the wire carries 1 (credit) or 0 (debit). */
const toPm = (value: number): Pm => (value === 1 ? 1 : 0);

export function toRecord(row: RecordRow, lang: Lang): ReportRecord {
  return {
    id: row.id,
    type: row.type,
    title: ledgerTitle(row.titleKey, lang, row.titleParams),
    amount: formatDecimal(row.displayAmount ?? row.amount),
    pm: toPm(row.pm),
    get_way: row.getWay,
    is_lost: row.isLost,
    is_winner: row.isWinner ?? 0,
    chat_id: row.chatId,
    created_at: formatUtc(row.createdAt),
    create_time: Math.floor(row.createdAt.getTime() / 1000),
    nickname: row.nickname,
    avatar: row.avatar,
    email: row.email,
  };
}

export function toRelease(row: RecordRow, lang: Lang): ReleaseRecord {
  const source = row.expand;
  const expand: ReleaseExpand | null = source
    ? (Object.fromEntries(RELEASE_EXPAND_FIELDS.map((field) => [field, formatDecimal(String(source[field] ?? '0'))])) as Record<(typeof RELEASE_EXPAND_FIELDS)[number], string>)
    : null;
  return {
    id: row.id,
    title: ledgerTitle(row.titleKey, lang, row.titleParams),
    created_at: formatUtc(row.createdAt),
    create_time: Math.floor(row.createdAt.getTime() / 1000),
    pm: toPm(row.pm),
    amount: formatDecimal(row.displayAmount ?? row.amount),
    expand,
  };
}
