import { describe, expect, it } from 'vitest';
import { loadMd5 } from './loadMd5';
import { md5Lower, md5Upper } from './md5';

describe('loadMd5', () => {
  it('loads the same helpers once, on demand', async () => {
    const first = loadMd5();
    expect(loadMd5()).toBe(first);
    const mod = await first;
    expect(mod.md5Lower('Demo123456')).toBe(md5Lower('Demo123456'));
    expect(mod.md5Upper('abc')).toBe(md5Upper('abc'));
    expect(mod.md5Lower('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
  });
});
