import { describe, expect, it } from 'vitest';
import { appConfig, rawConfig } from './config';
import { validateConfig } from './configRules';

describe('config', () => {
  it('defaults to the same-origin API and proxied RPCs', () => {
    expect(appConfig.apiBase).toBe('');
    expect(appConfig.rpc).toEqual({ 56: '/rpc/56', 137: '/rpc/137' });
    expect(appConfig.requestTimeoutMs).toBe(120000);
  });
  it('names every bad value in one readable error', () => {
    const good = {
      apiBase: '',
      rpc56: '/rpc/56',
      rpc137: 'https://x.io',
      walletConnectProjectId: 'p',
      usdt56: `0x${'a'.repeat(40)}`,
      kinbo56: `0x${'b'.repeat(40)}`,
      deposit56: `0x${'c'.repeat(40)}`,
      usdt137: `0x${'d'.repeat(40)}`,
      deposit137: `0x${'e'.repeat(40)}`,
      mallUrl: '/mall',
    };
    expect(validateConfig(good)).toEqual(good);
    expect(() => validateConfig({ ...good, apiBase: 'ftp://x', usdt56: '0x12', rpc56: '' })).toThrow(/apiBase: must be an http\(s\) URL.*\n.*rpc56.*\n.*usdt56: must be a 0x-prefixed/s);
  });
});

describe('the settings this build uses', () => {
  it('pass the checks the root layout runs at build time', () => {
    expect(validateConfig(rawConfig)).toBe(rawConfig);
  });
});
