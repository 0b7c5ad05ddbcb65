import { describe, expect, it } from 'vitest';
import { clientKey, isLoopbackAddress } from './client';

describe('clientKey', () => {
  it('keeps an IPv4 address, and counts an IPv4-mapped IPv6 address as its IPv4 one', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::FFFF:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts an IPv6 address as its /64 network, however it is written', () => {
    const key = '2001:db8:0:1::/64';
    expect(clientKey('2001:db8:0:1::1')).toBe(key);
    expect(clientKey('2001:0DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKey('2001:db8::1:0:0:0:9')).toBe(key);
    expect(clientKey('2001:db8:0:1:a:b:1.2.3.4')).toBe(key);
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8:0:2::1')).not.toBe(key);
  });

  it('keeps loopback and anything that is not an address as they are (the dev routes stay loopback-only)', () => {
    expect(clientKey('::1')).toBe('::1');
    expect(isLoopbackAddress(clientKey('::1'))).toBe(true);
    expect(isLoopbackAddress(clientKey('::ffff:127.0.0.1'))).toBe(true);
    expect(clientKey('unknown')).toBe('unknown');
  });
});
