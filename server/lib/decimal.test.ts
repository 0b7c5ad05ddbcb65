import { describe, expect, it } from 'vitest';
import { formatDecimal } from './decimal';

describe('formatDecimal', () => {
  it.each([
    ['0.000000000000000000', '0'],
    ['12.500000000000000000', '12.5'],
    ['100', '100'],
    ['0007.10', '7.1'],
    ['-3.250', '-3.25'],
    ['-0.000', '0'],
    ['123456789012345678901.000000000000000001', '123456789012345678901.000000000000000001'],
    [null, '0'],
    ['', '0'],
  ])('%s → %s', (input, output) => {
    expect(formatDecimal(input)).toBe(output);
  });

  it('refuses non-decimals', () => {
    expect(() => formatDecimal('1e5')).toThrow();
    expect(() => formatDecimal('NaN')).toThrow();
  });
});
