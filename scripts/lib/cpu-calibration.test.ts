import { describe, expect, it } from 'vitest';
import { cpuMultiplierFor } from './cpu-calibration.mjs';

describe('cpuMultiplierFor (Lighthouse CPU slowdown calculator)', () => {
  it('meets the calculator at its anchor points', () => {
    expect(cpuMultiplierFor(150)).toBe(1);
    expect(cpuMultiplierFor(800)).toBe(2);
    expect(cpuMultiplierFor(1300)).toBe(3);
    expect(cpuMultiplierFor(1533)).toBe(4);
    expect(cpuMultiplierFor(2000)).toBe(6);
  });

  it('is linear between them, to one decimal', () => {
    expect(cpuMultiplierFor(1050)).toBe(2.5);
    expect(cpuMultiplierFor(1160)).toBe(2.7);
    expect(cpuMultiplierFor(1416)).toBe(3.5);
  });

  it('never throttles below 1x, and refuses what is not a benchmark', () => {
    expect(cpuMultiplierFor(60)).toBe(1);
    expect(() => cpuMultiplierFor(Number.NaN)).toThrow('not a benchmarkIndex');
    expect(() => cpuMultiplierFor(0)).toThrow('not a benchmarkIndex');
  });
});
