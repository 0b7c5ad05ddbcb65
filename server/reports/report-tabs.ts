import { and, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { ledgerEntries } from '../platform/db/schema';
import type { RecordType } from '../platform/ledger';

/**
 * Which records a report tab lists. A tab lists the records of its own type and, so that its
 * book adds up, every other listed record that moved its asset: the USDT tab shows a Flash Deal's
 * price returned (type room) and its rewards beside the price held; the NFT tab shows the voucher
 * a Flash Deal win paid. The Flash Deal tab lists the room results (type room), each row opening
 * its room. Held sides (`hold`) and the release pool (`pool`) are listed nowhere; release entries only in
 * release details, since their figure is the pool's USDT, not the KinBo credited.
 */
export type TabRule = {
  /** Record types the tab lists whatever their asset. */
  types: readonly RecordType[];
  /** Assets whose listed records the tab lists whatever their type. */
  assets: readonly string[];
  /** Lists every listed record of a Flash Deal room (no tab does: a Flash Deal row opens its room). */
  rooms: boolean;
};

/** Types a record of another tab may carry and still be listed for its asset or room. */
export const LISTED_TYPES: readonly RecordType[] = ['usdt', 'kinbo', 'voucher', 'ticket', 'vp', 'room', 'chat_not_winning_usdt', 'chat_team_usdt'];

const RULES: Partial<Record<RecordType, TabRule>> = {
  usdt: { types: ['usdt'], assets: ['usdt'], rooms: false },
  voucher: { types: ['voucher'], assets: ['nft_voucher'], rooms: false },
  ticket: { types: ['ticket'], assets: ['ticket'], rooms: false },
  vp: { types: ['vp'], assets: ['vp'], rooms: false },
  kinbo: { types: ['kinbo'], assets: [], rooms: false },
  room: { types: ['room'], assets: [], rooms: false },
};

/** The rule of a list type; a reward category (Overview) or any other type lists that type only. */
export function tabRule(type: RecordType): TabRule {
  return RULES[type] ?? { types: [type], assets: [], rooms: false };
}

/** Whether a record belongs on a tab's list (the same test as `tabWhere`, for the unit tests). */
export function inTab(type: RecordType, entry: { type: string; asset: string; chatId: number | null }): boolean {
  const rule = tabRule(type);
  if (rule.types.includes(entry.type as RecordType)) return true;
  if (!LISTED_TYPES.includes(entry.type as RecordType)) return false;
  return rule.assets.includes(entry.asset) || (rule.rooms && entry.chatId !== null);
}

/** The SQL condition of `inTab`. */
export function tabWhere(type: RecordType): SQL {
  const rule = tabRule(type);
  const widen = [rule.assets.length ? inArray(ledgerEntries.asset, [...rule.assets]) : undefined, rule.rooms ? isNotNull(ledgerEntries.chatId) : undefined].filter(
    (x): x is SQL => x !== undefined,
  );
  const own = rule.types.length === 1 ? eq(ledgerEntries.type, rule.types[0] as string) : inArray(ledgerEntries.type, [...rule.types]);
  if (!widen.length) return own;
  return or(own, and(inArray(ledgerEntries.type, [...LISTED_TYPES]), or(...widen))) as SQL;
}
