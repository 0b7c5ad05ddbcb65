import { describe, expect, it, vi } from 'vitest';
import { loadMd5 } from './loadMd5';
import { md5Lower, md5Upper } from '../../shared/md5';

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

describe('loadMd5Or (the submit of login, register and forgot password)', () => {
  it('gives the helpers and tells nobody when they load', async () => {
    const { loadMd5Or } = await import('./loadMd5');
    const onFail = vi.fn();
    expect((await loadMd5Or(onFail))?.md5Lower('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(onFail).not.toHaveBeenCalled();
  });

  it('a failed load (offline) tells the user once and gives null, so the submit stops', async () => {
    vi.resetModules();
    vi.doMock('../../shared/md5', () => {
      throw new Error('offline');
    });
    try {
      const { loadMd5Or } = await import('./loadMd5');
      const onFail = vi.fn();
      expect(await loadMd5Or(onFail)).toBeNull();
      expect(onFail).toHaveBeenCalledTimes(1);
    } finally {
      vi.doUnmock('./md5');
    }
  });
});
