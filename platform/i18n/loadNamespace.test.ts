import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from './messages';

afterEach(() => vi.unstubAllGlobals());

describe('loadNamespace', () => {
  it("fetches one language's namespace from this build's messages folder", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ title: '登录' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadNamespace('zh-CN', 'auth')).resolves.toEqual({ title: '登录' });
    expect(fetchMock).toHaveBeenCalledWith(`/i18n/${process.env.NEXT_PUBLIC_MESSAGES_VERSION ?? 'dev'}/zh-CN/auth.json`);
  });

  it('rejects when the file is missing, so the store keeps the current language', async () => {
    vi.stubGlobal('fetch', async () => new Response('not found', { status: 404 }));
    await expect(loadNamespace('ko-KR', 'home')).rejects.toThrow(/ko-KR\/home: HTTP 404/);
  });
});
