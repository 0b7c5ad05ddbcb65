import { describe, expect, it } from 'vitest';
import { add, compare, subtract } from '../platform/decimal';
import {
  afterJoin,
  bidPostings,
  clockStep,
  bidSettlementPostings,
  dealDisbandPostings,
  dealJoinPostings,
  dealSettlementPostings,
  endAfterBid,
  joinRefusal,
  nextBid,
  percentOf,
} from './game-rules';
import type { LedgerPosting } from '../platform/ledger';

/** Net change per user and asset. */
function net(postings: readonly LedgerPosting[]): Record<string, string> {
  const totals = new Map<string, string>();
  for (const p of postings) {
    const key = `${p.userId}:${p.asset}`;
    const before = totals.get(key) ?? '0';
    totals.set(key, p.direction === 'credit' ? add(before, p.amount) : subtract(before, p.amount));
  }
  return Object.fromEntries([...totals].filter(([, v]) => compare(v, 0) !== 0));
}

describe('game money rules', () => {
  it('percentages round down to 6 decimals and never use floats', () => {
    expect(percentOf('100', '3')).toBe('3');
    expect(percentOf('10000', '3')).toBe('300');
    expect(percentOf('300', '1')).toBe('3');
    expect(percentOf('0.000033', '3')).toBe('0'); // 0.00000099 rounds down to nothing
    expect(percentOf('33.333333', '3')).toBe('0.999999');
    expect(percentOf('100', '0')).toBe('0');
  });

  it('a join costs one Ticket and holds the price', () => {
    const postings = dealJoinPostings({ userId: 7, roomId: 3, price: '300' });
    expect(net(postings)).toEqual({ '7:ticket': '-1', '7:usdt': '-300', '7:usdt_hold': '300' });
    expect(postings.every((p) => p.chatId === 3)).toBe(true);
  });

  it('the draw: winner pays with the hold for one voucher; others get price + 3 %; inviters 1 %', () => {
    const members = [
      { userId: 1, nickname: 'A', referrerId: 100 },
      { userId: 2, nickname: 'B', referrerId: null },
      { userId: 3, nickname: 'C', referrerId: 100 },
    ];
    const postings = dealSettlementPostings({ roomId: 9, price: '1000', members, winnerUserId: 2, notWinningRate: '3', teamRate: '1' });
    expect(net(postings)).toEqual({
      '1:usdt_hold': '-1000',
      '1:usdt': '1030',
      '2:usdt_hold': '-1000',
      '2:nft_voucher': '1',
      '3:usdt_hold': '-1000',
      '3:usdt': '1030',
      '100:usdt': '20',
    });
    const winnerRecord = postings.find((p) => p.userId === 2 && p.type === 'room')!;
    expect(winnerRecord).toMatchObject({ asset: 'nft_voucher', isWinner: 1, chatId: 9, title: { key: 'room_win' } });
    const loserRoom = postings.filter((p) => p.userId === 1 && p.type === 'room');
    expect(loserRoom).toEqual([expect.objectContaining({ asset: 'usdt', amount: '1000', isWinner: 0 })]);
    const reward = postings.filter((p) => p.userId === 1 && p.type === 'chat_not_winning_usdt');
    expect(reward).toEqual([expect.objectContaining({ asset: 'usdt', amount: '30', isWinner: 0 })]);
    const team = postings.filter((p) => p.type === 'chat_team_usdt');
    expect(team.map((p) => [p.userId, p.amount, p.counterpartyId])).toEqual([
      [100, '10', 1],
      [100, '10', 3],
    ]);
    // Every hold posting leaves the held balance at exactly zero.
    expect(postings.filter((p) => p.asset === 'usdt_hold').every((p) => p.direction === 'debit' && p.amount === '1000')).toBe(true);
  });

  it('a zero team rate writes no team records', () => {
    const postings = dealSettlementPostings({ roomId: 1, price: '100', members: [{ userId: 1, nickname: 'A', referrerId: 5 }], winnerUserId: 1, notWinningRate: '3', teamRate: '0' });
    expect(postings.some((p) => p.type === 'chat_team_usdt')).toBe(false);
  });

  it('disbanding gives back the Ticket and the held price, nothing more', () => {
    const join = [1, 2].flatMap((userId) => dealJoinPostings({ userId, roomId: 4, price: '100' }));
    const disband = dealDisbandPostings({ roomId: 4, price: '100', memberIds: [1, 2] });
    expect(net([...join, ...disband])).toEqual({});
  });

  it('a bid holds the whole bid and releases the previous highest', () => {
    expect(nextBid('0', '10')).toBe('10');
    expect(nextBid('120', '10')).toBe('130');
    expect(nextBid('0.5', '0.25')).toBe('0.75');
    const first = bidPostings({ roomId: 2, userId: 1, amount: '10', previous: null });
    expect(net(first)).toEqual({ '1:kinbo': '-10', '1:kinbo_hold': '10' });
    const second = bidPostings({ roomId: 2, userId: 2, amount: '20', previous: { userId: 1, held: '10' } });
    expect(net([...first, ...second])).toEqual({ '2:kinbo': '-20', '2:kinbo_hold': '20' });
    const settle = bidSettlementPostings({ roomId: 2, winnerUserId: 2, bid: '20', reward: '50' });
    expect(net([...first, ...second, ...settle])).toEqual({ '2:kinbo': '-20', '2:usdt': '50' });
  });

  it('anti-sniping: a bid in the last 10 s moves the end 10 s later', () => {
    const end = new Date('2030-01-01T00:01:00Z');
    expect(endAfterBid(end, new Date('2030-01-01T00:00:49Z'))).toEqual(end); // 11 s left
    expect(endAfterBid(end, new Date('2030-01-01T00:00:50Z'))).toEqual(end); // exactly 10 s left
    expect(endAfterBid(end, new Date('2030-01-01T00:00:50.001Z'))).toEqual(new Date('2030-01-01T00:01:10Z'));
    expect(endAfterBid(end, new Date('2030-01-01T00:00:59.999Z'))).toEqual(new Date('2030-01-01T00:01:10Z'));
  });
});

describe('Flash Deal room state machine (spec §4)', () => {
  const t0 = new Date('2030-01-01T00:00:00Z');
  const sec = (s: number) => new Date(t0.getTime() + s * 1000);
  const room = (over: Partial<Parameters<typeof clockStep>[0]> = {}) => ({
    state: 0,
    memberCount: 0,
    maxCount: 3,
    startTime: t0,
    endTime: sec(600),
    openAt: null,
    openCountDown: 10,
    ...over,
  });

  it('waiting → drawing exactly when a join takes the last seat, the draw open_count_down later', () => {
    expect(afterJoin(room({ memberCount: 0 }), sec(5))).toEqual({ memberCount: 1, state: 0 });
    expect(afterJoin(room({ memberCount: 1 }), sec(5))).toEqual({ memberCount: 2, state: 0 });
    expect(afterJoin(room({ memberCount: 2 }), sec(5))).toEqual({ memberCount: 3, state: 1, openAt: sec(15) });
  });

  it('joins only while waiting, before the end, after the start, with a seat free', () => {
    expect(joinRefusal(room(), sec(1))).toBeNull();
    expect(joinRefusal(room({ memberCount: 3 }), sec(1))).toBe('room_full');
    expect(joinRefusal(room({ state: 1, memberCount: 2 }), sec(1))).toBe('room_not_open');
    expect(joinRefusal(room(), sec(600))).toBe('room_not_open'); // at end_time, before the clock disbanded it
    expect(joinRefusal(room({ startTime: sec(60) }), sec(1))).toBe('room_not_open'); // scheduled, not open yet
    for (const state of [2, 3]) expect(joinRefusal(room({ state }), sec(1))).toBe('room_not_open');
  });

  it('the clock: drawing → finished at the draw time; waiting → disbanded at end_time; 2 and 3 are final', () => {
    const drawing = room({ state: 1, memberCount: 3, openAt: sec(15) });
    expect(clockStep(drawing, sec(14.999))).toBeNull();
    expect(clockStep(drawing, sec(15))).toBe('draw');
    expect(clockStep(drawing, sec(10_000))).toBe('draw'); // a drawing room never disbands, even past end_time
    expect(clockStep(room({ memberCount: 2 }), sec(599))).toBeNull();
    expect(clockStep(room({ memberCount: 2 }), sec(600))).toBe('disband');
    expect(clockStep(room({ memberCount: 0 }), sec(600))).toBe('disband');
    for (const state of [2, 3]) expect(clockStep(room({ state, openAt: sec(15) }), sec(10_000))).toBeNull();
  });
});
