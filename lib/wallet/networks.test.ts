import { describe, expect, it } from 'vitest';
import { isSupportedChainId, networkInfo, resolveRpcUrl } from './networks';

describe('networks', () => {
  it('supports BNB Smart Chain and Polygon only', () => {
    expect(isSupportedChainId(56)).toBe(true);
    expect(isSupportedChainId(137)).toBe(true);
    expect(isSupportedChainId(1)).toBe(false);
    expect(isSupportedChainId(null)).toBe(false);
    expect(networkInfo(56)?.nativeSymbol).toBe('BNB');
    expect(networkInfo(137)?.chainCode).toBe(2);
    expect(networkInfo(1)).toBeNull();
  });

  it('resolves relative RPC paths against the page origin and keeps absolute URLs', () => {
    expect(resolveRpcUrl('/rpc/56', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/rpc/56');
    expect(resolveRpcUrl('https://bsc.example/rpc', 'http://127.0.0.1:3000')).toBe('https://bsc.example/rpc');
  });
});
