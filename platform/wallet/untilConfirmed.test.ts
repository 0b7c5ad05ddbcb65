import { describe, expect, it, vi } from 'vitest';
import { untilConfirmed } from './txKinds';

describe('untilConfirmed', () => {
  it('reports k/N and asks again until the order is credited', async () => {
    const answers = [{ status: 'pending', confirmations: 1, confirmations_required: 3 }, { status: 'pending', confirmations: 2, confirmations_required: 3 }, { status: 'completed' }];
    const ask = vi.fn(async () => answers.shift()!);
    const progress = vi.fn();
    await untilConfirmed(ask, progress, 1);
    expect(ask).toHaveBeenCalledTimes(3);
    expect(progress.mock.calls).toEqual([[{ count: 1, required: 3 }], [{ count: 2, required: 3 }]]);
  });

  it('against an API without k/N, one call is all (the old behaviour)', async () => {
    const ask = vi.fn(async () => ({ status: 'pending' }));
    const progress = vi.fn();
    await untilConfirmed(ask, progress, 1);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(progress).not.toHaveBeenCalled();
  });
});
