import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/platform/http/client';
import { openNoticeStream } from '@/platform/notifications/noticeStream';
import { streamAnswer } from '@/platform/testing/streamAnswer';
import { followMoney, isFollowing } from './moneyStream';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the user's stream", () => {
  it('the bell and the money screens share one connection; a late follower knows it is up; the last to leave closes it', async () => {
    configureApiClient({ getToken: () => 'a'.repeat(64) });
    const stream = streamAnswer();
    let signal: AbortSignal | undefined;
    const fetchMock = vi.fn((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return Promise.resolve(stream.response);
    });
    vi.stubGlobal('fetch', fetchMock);
    const notices: number[] = [];
    const stopBell = openNoticeStream((id) => notices.push(id));
    stream.send('id: e-1\nevent: hello\ndata: {"user_id":3,"resumed":false}\n\n');
    stream.send('id: e-2\nevent: user\ndata: {"e":"notice","id":40}\n\n');
    await vi.waitFor(() => expect(notices).toEqual([40]));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // The money screens open after the stream said hello: they follow it at once, on the same connection.
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const stopMoney = followMoney(client);
    expect(isFollowing()).toBe(true);

    stream.send('id: e-3\nevent: user\ndata: {"e":"notice","id":41}\n\n');
    stream.send('id: e-4\nevent: user\ndata: {"e":"withdrawal","id":7}\n\n');
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['balances'] }));
    expect(notices).toEqual([40, 41]);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    stopBell();
    expect(signal?.aborted).toBe(false);
    stopMoney();
    expect(isFollowing()).toBe(false);
    expect(signal?.aborted).toBe(true);
  });
});
