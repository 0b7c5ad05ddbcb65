import { describe, expect, it } from 'vitest';
import { explorerTxUrl, isSupportedChainId, networkInfo, resolveRpcUrl } from './networks';

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

  it('links a transaction to the chain explorer only when one is configured', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    const explorers = { 56: 'https://bscscan.com/', 137: '' };
    expect(explorerTxUrl(56, hash, explorers)).toBe(`https://bscscan.com/tx/${hash}`);
    expect(explorerTxUrl(137, hash, explorers)).toBeNull();
    expect(explorerTxUrl(1, hash, explorers)).toBeNull();
    expect(explorerTxUrl(56, '0x1234', explorers)).toBeNull();
    // The local build configures none.
    expect(explorerTxUrl(56, hash)).toBeNull();
  });
});
