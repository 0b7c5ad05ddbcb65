import { describe, expect, it } from 'vitest';
import { compare, divide, formatAmount, formatSigned, isPositiveAmount, multiply } from './amount';

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
