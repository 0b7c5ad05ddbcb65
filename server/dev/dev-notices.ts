import { randomUUID } from 'node:crypto';
import { NOTICE_KINDS, type NoticeKind, type NoticePayloads } from '../../shared/contract/notifications';
import type { NewNotice } from '../notifications/store';

/**
 * One example payload of every inbox kind, as the producer writes them (ids, names, decimal-string
 * amounts). Each kind names its own auction, room or record, so no two share a push tag.
 */
export const SAMPLE_NOTICE_PAYLOADS: { [K in NoticeKind]: NoticePayloads[K] } = {
  outbid: { auction: 901, name: 'Flash Bid 20 USDT', amount: '21' },
  bid_ending: { auction: 902, name: 'Flash Bid 50 USDT', amount: '54' },
  bid_won: { auction: 903, name: 'Flash Bid 20 USDT', amount: '23', reward: '20' },
  bid_lost: { auction: 904, name: 'Flash Bid 50 USDT', amount: '12' },
  deal_drawing: { room: 905, name: 'Flash Deal 100 USDT' },
  deal_won: { room: 906, name: 'Flash Deal 300 USDT', prize: '300' },
  deal_lost: { room: 907, name: 'Flash Deal 100 USDT', refund: '100', reward: '3' },
  deal_disbanded: { room: 908, name: 'Flash Deal 1000 USDT', refund: '1000' },
  deposit: { order: 909, amount: '250.5', coin: 'USDT' },
  withdraw_sent: { withdrawal: 910, amount: '120', coin: 'USDT' },
  withdraw_failed: { withdrawal: 911, amount: '80', coin: 'KinBo', refund: '80' },
  tickets_received: { from: 'Mika', count: '3' },
  voucher_sold: { amount: '45.25' },
};

/** TEST-ONLY (LOCAL_MODE): the sample entries of `kinds` (all by default) for one user, new refs each call. */
export function sampleNotices(userId: number, kinds: readonly NoticeKind[] = NOTICE_KINDS): NewNotice[] {
  const batch = randomUUID();
  return kinds.map((kind) => ({ userId, kind, ref: `sample:${batch}`, payload: { ...SAMPLE_NOTICE_PAYLOADS[kind] } }));
}
