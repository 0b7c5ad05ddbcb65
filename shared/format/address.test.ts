import { describe, expect, it } from 'vitest';
import { shortenAddress } from './address';

describe('shortenAddress', () => {
  it('keeps the first 6 and the last 4 characters', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F...2266');
  });

  it('leaves short or missing values alone', () => {
    expect(shortenAddress('0x1234')).toBe('0x1234');
    expect(shortenAddress(null)).toBe('');
    expect(shortenAddress(undefined)).toBe('');
  });
});
