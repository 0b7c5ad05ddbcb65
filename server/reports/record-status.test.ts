import { describe, expect, it } from 'vitest';
import { recordStatus } from './record-status';

describe('recordStatus', () => {
  it('follows the order of a wallet record', () => {
    expect(recordStatus({ titleKey: 'usdt_withdraw', pm: 0 }, { kind: 'withdrawal', status: 'under_review' })).toBe('under_review');
    expect(recordStatus({ titleKey: 'usdt_withdraw', pm: 0 }, { kind: 'withdrawal', status: 'pending' })).toBe('pending');
    expect(recordStatus({ titleKey: 'usdt_withdraw', pm: 0 }, { kind: 'withdrawal', status: 'failed' })).toBe('failed');
    expect(recordStatus({ titleKey: 'usdt_deposit', pm: 1 }, { kind: 'deposit', status: 'completed' })).toBe('completed');
    expect(recordStatus({ titleKey: 'kinbo_purchase', pm: 1 }, { kind: 'purchase', status: 'pending' })).toBe('pending');
  });

  it('calls the refund of a failed withdrawal completed, not failed', () => {
    expect(recordStatus({ titleKey: 'withdraw_refund', pm: 1 }, { kind: 'withdrawal', status: 'failed' })).toBe('completed');
  });

  it('reads the demo history title of a withdrawal under review; everything else is completed', () => {
    expect(recordStatus({ titleKey: 'usdt_withdraw_review', pm: 0 }, null)).toBe('under_review');
    expect(recordStatus({ titleKey: 'room_win', pm: 1 }, null)).toBe('completed');
    expect(recordStatus({ titleKey: 'usdt_withdraw', pm: 0 }, null)).toBe('completed');
  });
});
