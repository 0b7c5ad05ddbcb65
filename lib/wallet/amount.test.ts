import { describe, expect, it } from 'vitest';
import { formatRawAmount, fromRawAmount, toRawAmount } from './amount';

describe('on-chain amounts (never a float)', () => {
  it('converts with the token decimals: 18 and 6', () => {
    expect(toRawAmount('12.5', 6)).toBe(12_500_000n);
    expect(toRawAmount('0.000001', 6)).toBe(1n);
    expect(toRawAmount('1234567.123456789012345678', 18)).toBe(1234567123456789012345678n);
    expect(fromRawAmount(12_500_000n, 6)).toBe('12.5');
    expect(fromRawAmount('1234567123456789012345678', 18)).toBe('1234567.123456789012345678');
  });

  it('keeps precision a float would lose', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; in raw units it is exact.
    expect(fromRawAmount(toRawAmount('0.1', 18) + toRawAmount('0.2', 18), 18)).toBe('0.3');
    expect(toRawAmount('9007199254740993', 0)).toBe(9007199254740993n);
  });

  it('refuses what is not a plain decimal or has more decimals than the token', () => {
    for (const bad of ['-1', '1e6', '', 'abc', '1.2.3', ' ']) expect(() => toRawAmount(bad, 18)).toThrow(RangeError);
    expect(() => toRawAmount('0.0000001', 6)).toThrow(RangeError);
  });

  it('displays rounding down to 6 decimals', () => {
    expect(formatRawAmount(1_999_999_999_999_999_999n, 18)).toBe('1.999999');
    expect(formatRawAmount(123_456_789_123n, 6)).toBe('123,456.789123');
    expect(formatRawAmount(1n, 18)).toBe('0.000000');
  });
});
