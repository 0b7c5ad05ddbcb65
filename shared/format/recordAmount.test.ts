import { describe, expect, it } from 'vitest';
import { formatRelease, hidesSign, recordAmount, recordAsset, recordDate } from './recordAmount';

const rec = (over: Record<string, unknown>) => ({ type: 'usdt', amount: '12.345', pm: 1 as 0 | 1, is_lost: 0, is_winner: 0, ...over });

describe('record amounts (spec §3, §5)', () => {
  it('signs by pm and rounds down', () => {
    expect(recordAmount(rec({ pm: 1 }))).toEqual({ text: '+12.34', asset: 'usdt', tone: 'credit' });
    expect(recordAmount(rec({ pm: 0, amount: '0.019' }))).toEqual({ text: '-0.01', asset: 'usdt', tone: 'debit' });
  });

  it('ignores a sign already in the amount: pm decides', () => {
    expect(recordAmount(rec({ pm: 0, amount: '-5' })).text).toBe('-5.00');
    expect(recordAmount(rec({ pm: 1, amount: '-5' })).text).toBe('+5.00');
  });

  it.each(['usdt', 'kinbo', 'vp'])('is_lost 2 hides the sign for %s', (type) => {
    const amount = recordAmount(rec({ type, is_lost: 2, pm: 0 }));
    expect(amount.text).not.toMatch(/^[+-]/);
    expect(amount.tone).toBe('neutral');
  });

  it.each(['ticket', 'voucher', 'room', 'chat_not_winning_usdt'])('is_lost 2 keeps the sign for %s', (type) => {
    expect(hidesSign(rec({ type, is_lost: 2 }))).toBe(false);
    expect(recordAmount(rec({ type, is_lost: 2, pm: 1, amount: '3' })).text).toMatch(/^\+/);
  });

  it('uses the asset of the record for decimals', () => {
    expect(recordAmount(rec({ type: 'kinbo', amount: '1.234567' })).text).toBe('+1.2345');
    expect(recordAmount(rec({ type: 'ticket', amount: '3.9', pm: 0 })).text).toBe('-3');
    expect(recordAmount(rec({ type: 'voucher', amount: '2' })).text).toBe('+2');
    expect(recordAmount(rec({ type: 'chat_team_usdt', amount: '1000.999' })).text).toBe('+1,000.99');
  });

  it('room records pay a voucher to the winner and 3% USDT to the others', () => {
    expect(recordAsset(rec({ type: 'room', is_winner: 1 }))).toBe('nft');
    expect(recordAsset(rec({ type: 'room', is_winner: 0 }))).toBe('usdt');
  });

  it('release amounts show six decimals, rounded down', () => {
    expect(formatRelease('0.1234569')).toBe('0.123456');
    expect(formatRelease(null)).toBe('0.000000');
  });
});

describe('record dates', () => {
  it('prefers create_time (unix seconds)', () => {
    expect(recordDate({ create_time: 1_700_000_000, created_at: '2000-01-01 00:00:00' })?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
  });
  it('reads created_at as UTC otherwise', () => {
    expect(recordDate({ created_at: '2024-02-03 04:05:06' })?.toISOString()).toBe('2024-02-03T04:05:06.000Z');
  });
  it('gives null for nothing usable', () => {
    expect(recordDate({ created_at: 'yesterday' })).toBeNull();
  });
});
