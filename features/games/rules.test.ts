import { describe, expect, it } from 'vitest';
import { autoBidMaxError } from './rules';

describe('autoBidMaxError', () => {
  it('asks for a maximum at least the next bid, as a plain amount', () => {
    expect(autoBidMaxError('', '20')).toBe('maxRequired');
    expect(autoBidMaxError('  ', '20')).toBe('maxRequired');
    for (const bad of ['abc', '-5', '0', '0.0', '1e3', '1,000', '12.', '1234567890123', '1.0000000000000000001']) expect(autoBidMaxError(bad, '20'), bad).toBe('maxInvalid');
    expect(autoBidMaxError('19.999999', '20')).toBe('maxBelowNext');
    expect(autoBidMaxError('20', '20')).toBeNull();
    expect(autoBidMaxError(' 150.5 ', '20')).toBeNull();
  });
});
