import { describe, expect, it } from 'vitest';
import { add, compare, divideDown, fixedDown, formatDecimal, isPositive, multiply, roundDown, subtract } from './decimal';

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

/*
 * The arithmetic the server did with big.js, one block per call site's rounding. The
 * expected values are what big.js gave for the same inputs (checked when the server moved off it).
 */
describe('server arithmetic (the results big.js gave)', () => {
  it('a game percentage: amount × percent %, cut down at 6 decimals, trailing zeros dropped (game-rules percentOf)', () => {
    const percentOf = (amount: string, percent: string) => roundDown(multiply(multiply(amount, percent), '0.01'), 6);
    expect(percentOf('33.333333', '3')).toBe('0.999999');
    expect(percentOf('0.000033', '3')).toBe('0');
    expect(percentOf('123.456789', '2.5')).toBe('3.086419');
    expect(percentOf('1000', '7.77')).toBe('77.7');
    expect(percentOf('0.1', '33.3333333')).toBe('0.033333');
  });

  it('sums and differences are exact and in short form (next bid, a withdrawal fee from its amounts)', () => {
    expect(add('120.5', '0.25')).toBe('120.75');
    expect(add('1.50', '0.50')).toBe('2');
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(subtract('100', '99.123456')).toBe('0.876544');
    expect(subtract('12.500000000000000000', '12.5')).toBe('0');
    expect(subtract('1000.000000000000000001', '0.5')).toBe('999.500000000000000001');
  });

  it('compares exactly whatever the trailing zeros (balance and minimum checks)', () => {
    expect(compare('9.99', '10')).toBe(-1);
    expect(compare('10.000000000000000000', 10)).toBe(0);
    expect(compare('10.000000000000000001', '10')).toBe(1);
    expect(isPositive('0.000000000000000001')).toBe(true);
    expect(isPositive('0.000000000000000000')).toBe(false);
    expect(isPositive('-1')).toBe(false);
  });

  it('cuts towards zero; fixedDown keeps the places, roundDown drops the trailing zeros (demo seed amounts)', () => {
    expect(fixedDown(divideDown('100', '0.0421', 6), 6)).toBe('2375.296912');
    expect(fixedDown('12.5', 6)).toBe('12.500000');
    expect(fixedDown('-1.239', 2)).toBe('-1.23');
    expect(fixedDown('7.123456789', 6)).toBe('7.123456');
    // A float rate is read as its shortest text (0.2734), as big.js read numbers.
    expect(fixedDown(multiply('2375.2969121140142517', 0.2734), 2)).toBe('649.40');
    expect(multiply('2375.2969121140142517', 0.27345678912345678)).toBe('649.54106680156009498959722596927656');
    expect(roundDown('12.9', 0)).toBe('12');
    expect(roundDown(multiply('1.23', '0.3'), 6)).toBe('0.369');
  });

  it('divides cut down at the places asked', () => {
    expect(divideDown('1', '3', 6)).toBe('0.333333');
    expect(divideDown('2', '3', 6)).toBe('0.666666');
    expect(divideDown('-2', '3', 2)).toBe('-0.66');
  });

  it('throws on a value that is no decimal, where the app module would read 0 (a balance change must stop)', () => {
    expect(() => add('abc', '1')).toThrow(/Not a decimal/);
    expect(() => compare('', '1')).toThrow(/Not a decimal/);
    expect(() => isPositive(Number.NaN)).toThrow(/Not a decimal/);
    expect(() => fixedDown('1.2.3', 2)).toThrow(/Not a decimal/);
    expect(() => divideDown('1', '0', 6)).toThrow(/Division by zero/);
  });
});
