import { describe, expect, it } from 'vitest';
import { AUTO_BID_DELAY_MS, AUTO_BID_END_MARGIN_MS, autoBidDueAt, autoBidStep, canAnswer } from './auto-bid-rules';

const at = new Date('2026-01-01T00:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);
const room = (over: Partial<{ open: boolean; endTime: Date; highestUserId: number | null; kinbo: string }> = {}) => ({
  open: true,
  endTime: later(60_000),
  highestUserId: 2,
  kinbo: '30',
  ...over,
});
const run = (r = room(), max = '100', kinboBalance = '1000', when = at) => autoBidStep(r, { userId: 1, max }, { step: '10', kinboBalance, at: when });

describe('auto-bid rules', () => {
  it('an outbid auto-bidder bids exactly the next amount', () => {
    expect(run()).toEqual({ kind: 'bid', amount: '40' });
    expect(run(room({ kinbo: '0', highestUserId: null }))).toEqual({ kind: 'bid', amount: '10' });
    // Exact decimals: 0.1 + 0.2 style sums never drift.
    expect(autoBidStep(room({ kinbo: '0.1' }), { userId: 1, max: '1' }, { step: '0.2', kinboBalance: '5', at })).toEqual({ kind: 'bid', amount: '0.3' });
  });

  it('waits while its user is the highest', () => {
    expect(run(room({ highestUserId: 1 }))).toEqual({ kind: 'wait' });
  });

  it('stops at the maximum: the next amount above it is never bid, the maximum itself is', () => {
    expect(run(room(), '39.999999')).toEqual({ kind: 'stop', reason: 'max' });
    expect(run(room(), '40')).toEqual({ kind: 'bid', amount: '40' });
  });

  it('stops when KinBo is short of the next amount', () => {
    expect(run(room(), '100', '39.99')).toEqual({ kind: 'stop', reason: 'balance' });
    expect(run(room(), '100', '40')).toEqual({ kind: 'bid', amount: '40' });
  });

  it('stops at the end, and on a finished auction', () => {
    expect(run(room(), '100', '1000', later(60_000))).toEqual({ kind: 'stop', reason: 'ended' });
    expect(run(room({ open: false }))).toEqual({ kind: 'stop', reason: 'ended' });
  });

  it('answers after a person’s delay, always before the end', () => {
    expect(autoBidDueAt(at, later(60_000))).toEqual(later(AUTO_BID_DELAY_MS));
    expect(autoBidDueAt(at, later(2_000))).toEqual(later(2_000 - AUTO_BID_END_MARGIN_MS));
    expect(autoBidDueAt(at, later(500))).toEqual(at);
  });

  it('can answer a bid only when the next amount is within the maximum', () => {
    expect(canAnswer('40', '10', '50')).toBe(true);
    expect(canAnswer('40', '10', '49.9')).toBe(false);
  });
});
