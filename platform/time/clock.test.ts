import { describe, expect, it } from 'vitest';
import { formatClock } from './clock';

describe('formatClock', () => {
  it('shows m:ss under an hour and h:mm:ss above', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(9)).toBe('0:09');
    expect(formatClock(125)).toBe('2:05');
    expect(formatClock(3_725)).toBe('1:02:05');
  });
  it('never shows a negative time', () => {
    expect(formatClock(-4)).toBe('0:00');
  });
});
