import { describe, expect, it } from 'vitest';
import { add, compare, divide, formatAmount, formatSigned, fromRawAmount, isDecimal, isPositiveAmount, multiply, normalizeAmount, roundDown, subtract, toRawAmount } from './amount';

const formatRawAmount = (raw: bigint, decimals: number) => formatAmount(fromRawAmount(raw, decimals), 6);

describe('formatAmount rounds down and never uses floats', () => {
  it.each([
    ['1.239', 2, '1.23'],
    ['1.999999', 2, '1.99'],
    ['0.1', 2, '0.10'],
    ['1234567.891', 2, '1,234,567.89'],
    ['0.12345678', 6, '0.123456'],
    ['12.34567', 4, '12.3456'],
    ['-1.239', 2, '-1.23'],
    ['-0.001', 2, '0.00'],
    ['100000000000000000000.019', 2, '100,000,000,000,000,000,000.01'],
    ['5', 0, '5'],
  ])('%s to %i decimals = %s', (value, decimals, expected) => expect(formatAmount(value, decimals)).toBe(expected));

  it('0.1 + 0.2 style values stay exact', () => expect(formatAmount('0.30000000000000004', 2)).toBe('0.30'));
  it('empty, null and garbage show zero', () => {
    expect(formatAmount(null)).toBe('0.00');
    expect(formatAmount('')).toBe('0.00');
    expect(formatAmount('abc', 4)).toBe('0.0000');
  });
  it('can trim zeros and skip grouping', () => {
    expect(formatAmount('1200.5000', 6, { trimZeros: true })).toBe('1,200.5');
    expect(formatAmount('1200.5', 2, { grouping: false })).toBe('1200.50');
  });
});

describe('formatSigned', () => {
  it('credit +, debit -', () => {
    expect(formatSigned('10.567', 1)).toBe('+10.56');
    expect(formatSigned('10.567', 0)).toBe('-10.56');
  });
  it('the sign can be hidden', () => expect(formatSigned('3', 0, 2, true)).toBe('3.00'));
  it('a negative stored amount keeps the pm sign only', () => expect(formatSigned('-3', 0)).toBe('-3.00'));
});

describe('arithmetic', () => {
  it('multiplies exactly', () => expect(multiply('0.1', '3')).toBe('0.3'));
  it('divides with round-down and guards zero', () => {
    expect(divide('1', '3', 6)).toBe('0.333333');
    expect(divide('1', '0')).toBe('0');
  });
  it('compares', () => {
    expect(compare('10', '9.99')).toBe(1);
    expect(compare('1.0', '1')).toBe(0);
  });
  it('positive check', () => {
    expect(isPositiveAmount('0.000001')).toBe(true);
    expect(isPositiveAmount('0')).toBe(false);
    expect(isPositiveAmount('x')).toBe(false);
  });
});

describe('decimal input like big.js accepts', () => {
  it.each([
    [1.5, '1.50'],
    [1e-7, '0.00'],
    ['1e3', '1,000.00'],
    ['2.5E-1', '0.25'],
    ['.5', '0.50'],
    ['5.', '5.00'],
    [BigInt(42), '42.00'],
    ['-.999', '-0.99'],
  ])('%s shows as %s', (value, expected) => expect(formatAmount(value)).toBe(expected));

  it.each(['1.2.3', '-', '.', 'e5', '1e', ' 1', '+1', '0x10', 'Infinity'])('%s is not a number', (value) => expect(formatAmount(value)).toBe('0.00'));
  it('NaN and Infinity numbers show zero', () => {
    expect(formatAmount(Number.NaN)).toBe('0.00');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('0.00');
  });

  it('multiplies and divides across scales without floats', () => {
    expect(multiply('1.50', '2')).toBe('3');
    expect(multiply('-0.25', '0.4')).toBe('-0.1');
    expect(divide('10', '4')).toBe('2.5');
    expect(divide('-1', '3', 4)).toBe('-0.3333');
    expect(divide('0.001', '0.1', 2)).toBe('0.01');
    expect(divide('123456789012345678901234567890', '1e-2', 0)).toBe('12345678901234567890123456789000');
  });

  it('compares across scales and signs', () => {
    expect(compare('-1', '-0.5')).toBe(-1);
    expect(compare('0.000001', null)).toBe(1);
    expect(compare(BigInt(3), '3.000')).toBe(0);
  });
});

describe('on-chain amounts (never a float)', () => {
  it('converts with the token decimals: 18 and 6', () => {
    expect(toRawAmount('12.5', 6)).toBe(12_500_000n);
    expect(toRawAmount(' 0.1 ', 18)).toBe(10n ** 17n);
    expect(toRawAmount('0.000001', 6)).toBe(1n);
    expect(toRawAmount('1234567.123456789012345678', 18)).toBe(1234567123456789012345678n);
    expect(fromRawAmount(12_500_000n, 6)).toBe('12.5');
    expect(fromRawAmount(0n, 18)).toBe('0');
    expect(fromRawAmount('1234567123456789012345678', 18)).toBe('1234567.123456789012345678');
  });

  it('normalises a typed amount exactly, as the API carries it', () => {
    expect(normalizeAmount('007.50', 6)).toBe('7.5');
    expect(normalizeAmount(' 1.000000 ', 6)).toBe('1');
    expect(normalizeAmount('0.000000000000000001', 18)).toBe('0.000000000000000001');
    expect(normalizeAmount('100', 0)).toBe('100');
    for (const bad of ['1.0000001', '-1', '1e3', '12.', '']) expect(normalizeAmount(bad, 6)).toBeNull();
  });

  it('keeps precision a float would lose', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; in raw units it is exact.
    expect(fromRawAmount(toRawAmount('0.1', 18)! + toRawAmount('0.2', 18)!, 18)).toBe('0.3');
    expect(toRawAmount('9007199254740993', 0)).toBe(9007199254740993n);
  });

  it('refuses what is not a plain decimal or has more decimals than the token', () => {
    for (const bad of ['-1', '1e6', '', 'abc', '1.2.3', ' ', '12.', '.5']) expect(toRawAmount(bad, 18)).toBeNull();
    expect(toRawAmount('0.0000001', 6)).toBeNull();
  });

  it('displays rounding down to 6 decimals', () => {
    expect(formatRawAmount(1_999_999_999_999_999_999n, 18)).toBe('1.999999');
    expect(formatRawAmount(123_456_789_123n, 6)).toBe('123,456.789123');
    expect(formatRawAmount(1n, 18)).toBe('0.000000');
  });
});

describe('sums and cuts (fees, values)', () => {
  it('adds and subtracts across scales', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(add('1e2', '0.005')).toBe('100.005');
    expect(subtract('10', '0.000001')).toBe('9.999999');
    expect(subtract('1', '3')).toBe('-2');
  });

  it('rounds down (towards zero) and trims', () => {
    expect(roundDown('12.3456789', 6)).toBe('12.345678');
    expect(roundDown('12.5000001', 6)).toBe('12.5');
    expect(roundDown('0.0000009', 6)).toBe('0');
    expect(roundDown('-1.239', 2)).toBe('-1.23');
  });

  it('knows a decimal from anything else', () => {
    for (const good of ['1', '0.5', '.5', '1e3', 2, BigInt(3)]) expect(isDecimal(good)).toBe(true);
    for (const bad of ['', 'abc', '1.2.3', null, undefined, Number.NaN]) expect(isDecimal(bad)).toBe(false);
  });
});
