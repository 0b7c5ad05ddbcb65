// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/platform/http/client';
import { followMoney, isFollowing } from './moneyStream';
import { MONEY_POLL, useFollowMoney } from './useFollowMoney';
import { streamAnswer } from '@/platform/testing/streamAnswer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('money screens follow the money', () => {
  it('one stream for every screen; a payout or credit notice marks balances and records stale', async () => {
    configureApiClient({ getToken: () => 'a'.repeat(64) });
    const stream = streamAnswer();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(stream.response)
      .mockReturnValue(new Promise(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const stopAssets = followMoney(client);
    const stopRecords = followMoney(client);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/api\/stream$/);

    stream.send('id: e-1\nevent: hello\ndata: {"user_id":3,"resumed":false}\n\n');
    await vi.waitFor(() => expect(isFollowing()).toBe(true));
    stream.send('id: e-2\nevent: user\ndata: {"e":"withdrawal","id":7}\n\n');
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['reports'] }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['balances'] });

    stopAssets();
    expect(isFollowing()).toBe(true);
    stopRecords();
    expect(isFollowing()).toBe(false);
  });

  it('without a stream (404) a pending screen polls every 3 s, at most MONEY_POLL.times times; a settled one does not', async () => {
    configureApiClient({ getToken: () => 'a'.repeat(64) });
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{"code":10404}', { status: 404, headers: { 'Content-Type': 'application/json' } })));
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

    const settled = renderHook(() => useFollowMoney({ pending: false }), { wrapper });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(invalidate).not.toHaveBeenCalled();
    settled.unmount();

    renderHook(() => useFollowMoney({ pending: true }), { wrapper });
    await vi.advanceTimersByTimeAsync(MONEY_POLL.everyMs);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['reports'] });
    await vi.advanceTimersByTimeAsync(MONEY_POLL.everyMs * (MONEY_POLL.times + 50));
    // Balances and records once per poll, and no poll after the last one.
    expect(invalidate).toHaveBeenCalledTimes(MONEY_POLL.times * 2);
  });
});
