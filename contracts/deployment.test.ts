/**
 * Guards for values other code bakes in: the front end's default contract addresses (shared/config.ts)
 * and the generated ABI file (shared/chain/abi.ts) must match what the contracts and deploy plan give.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appConfig } from '../shared/config';
import { ABI_FILE, renderAbiFile } from '../scripts/chain/gen-abi.mjs';
import { expectedAddresses } from './deploy.mjs';

describe('local deployment constants', () => {
  it('shared/config.ts defaults are the deterministic local addresses', () => {
    const at56 = expectedAddresses(56);
    const at137 = expectedAddresses(137);
    expect(appConfig.contracts[56]).toEqual({ usdt: at56.usdt, kinbo: at56.kinbo, deposit: at56.deposit });
    expect(appConfig.contracts[137]).toEqual({ usdt: at137.usdt, kinbo: null, deposit: at137.deposit });
  });

  it('shared/chain/abi.ts is regenerated from the current sources', async () => {
    // On failure run: node scripts/chain/gen-abi.mjs
    expect(readFileSync(ABI_FILE, 'utf8')).toBe(await renderAbiFile());
  });
});
