import { describe, expect, it } from 'vitest';
import { recordStatusOf, STATUS_TONE } from './status';

describe('recordStatusOf', () => {
  it('keeps the four statuses the server sends', () => {
    for (const status of ['pending', 'under_review', 'completed', 'failed'] as const) expect(recordStatusOf({ status })).toBe(status);
  });

  it('shows no status rather than a guessed one', () => {
    expect(recordStatusOf({})).toBeNull();
    expect(recordStatusOf({ status: 'done' })).toBeNull();
    expect(recordStatusOf({ status: 1 })).toBeNull();
    expect(recordStatusOf({ status: 'toString' })).toBeNull();
  });

  it('gives each status its own colour', () => {
    expect(new Set(Object.values(STATUS_TONE)).size).toBe(4);
  });
});
