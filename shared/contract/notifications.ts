/**
 * The inbox's entries (server/notifications, features/notifications). An entry carries its kind and a
 * payload of ids and decimal-string amounts; the app writes the sentence in the reader's language, so
 * no server text is ever shown as the entry.
 */
export const NOTICE_KINDS = [
  'outbid',
  'bid_ending',
  'bid_won',
  'bid_lost',
  'deal_drawing',
  'deal_won',
  'deal_lost',
  'deal_disbanded',
  'deposit',
  'withdraw_sent',
  'withdraw_failed',
  'tickets_received',
  'voucher_sold',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * What each kind's payload holds. `auction`/`room` open the game; `order`/`withdrawal` the record.
 * Amounts are decimal strings (never floats); `coin` is 'USDT' or 'KinBo'.
 */
export interface NoticePayloads {
  outbid: { auction: number; name: string; amount: string };
  bid_ending: { auction: number; name: string; amount: string };
  bid_won: { auction: number; name: string; amount: string; reward: string };
  bid_lost: { auction: number; name: string; amount: string };
  deal_drawing: { room: number; name: string };
  deal_won: { room: number; name: string; prize: string };
  deal_lost: { room: number; name: string; refund: string; reward: string };
  deal_disbanded: { room: number; name: string; refund: string };
  deposit: { order: number; amount: string; coin: string };
  withdraw_sent: { withdrawal: number; amount: string; coin: string };
  withdraw_failed: { withdrawal: number; amount: string; coin: string; refund: string };
  /** `from`: the sender's nickname; `count`: whole tickets, as a string. */
  tickets_received: { from: string; count: string };
  /** `amount`: the USDT the voucher sold for. */
  voucher_sold: { amount: string };
}

export type Notice = {
  [K in NoticeKind]: { id: number; kind: K; payload: NoticePayloads[K]; read: boolean; created_at: number };
}[NoticeKind];

/** `data` of notice/unread. */
export interface NoticeUnread {
  count: number;
}

/** `data` of notice/prefs: the kinds the user is not alerted of (toasts, pushes); the inbox keeps them. */
export interface NoticePrefs {
  muted: NoticeKind[];
}
