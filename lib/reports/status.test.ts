import { describe, expect, it } from 'vitest';
import { explorerUrl, recordStatusOf, STATUS_TONE } from './status';

describe('recordStatusOf', () => {
  it('keeps the four statuses the server sends', () => {
    for (const status of ['pending', 'under_review', 'completed', 'failed'] as const) expect(recordStatusOf({ status })).toBe(status);
  });

  it('shows no status rather than a guessed one', () => {
    expect(recordStatusOf({})).toBeNull();
    expect(recordStatusOf({ status: 'done' })).toBeNull();
    expect(recordStatusOf({ status: 1 })).toBeNull();
    expect(recordStatusOf({ status: 'toString' })).toBeNull();
  });

  it('gives each status its own colour', () => {
    expect(new Set(Object.values(STATUS_TONE)).size).toBe(4);
  });
});

describe('explorerUrl', () => {
  const explorers = { 56: 'https://bscscan.com/', 137: '' };
  const hash = `0x${'ab'.repeat(32)}`;
  const address = '0x000000000000000000000000000000000000dEaD';

  it('links a transaction and an address on a chain with an explorer', () => {
    expect(explorerUrl(56, { tx: hash }, explorers)).toBe(`https://bscscan.com/tx/${hash}`);
    expect(explorerUrl(56, { address }, explorers)).toBe(`https://bscscan.com/address/${address}`);
  });

  it('has no link for a chain without an explorer, an unknown chain, or a malformed value', () => {
    expect(explorerUrl(137, { tx: hash }, explorers)).toBeNull();
    expect(explorerUrl(1, { tx: hash }, explorers)).toBeNull();
    expect(explorerUrl(null, { tx: hash }, explorers)).toBeNull();
    expect(explorerUrl(56, { tx: '0x12' }, explorers)).toBeNull();
    expect(explorerUrl(56, { tx: `${hash}/../../evil` }, explorers)).toBeNull();
    expect(explorerUrl(56, { address: 'javascript:alert(1)' }, explorers)).toBeNull();
  });

  it('has no link on the local chains by default', () => {
    expect(explorerUrl(56, { tx: hash })).toBeNull();
  });
});
