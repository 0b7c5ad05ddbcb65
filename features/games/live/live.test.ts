import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../platform/http/client';
import { bidInfoQuery } from '../api';
import { mergePublic, openLiveStream } from './live';
import { isLiveFed } from './liveState';
import { parseFrames } from '@/shared/contract/sse-frames';
import { streamAnswer } from '@/platform/testing/streamAnswer';

const auction = (kinbo: string, members: Array<{ user_id: number; email: string }>) => ({ id: 5, kinbo, is_room: 0, members });
const key = bidInfoQuery(5).queryKey;

afterEach(() => vi.unstubAllGlobals());

describe('live stream client', () => {
  it('parses frames across chunk boundaries and skips heartbeats', () => {
    const first = parseFrames('id: a-1\nevent: hello\ndata: {"user_id":3}\n\n: ping\n\nevent: bid\ndata: {"id"');
    expect(first.frames).toEqual([{ event: 'hello', id: 'a-1', data: '{"user_id":3}' }]);
    expect(parseFrames(`${first.rest}:5}\n\n`).frames).toEqual([{ event: 'bid', id: null, data: '{"id":5}' }]);
  });

  it('merges the public state: is_room from the members, the own e-mail kept', () => {
    const previous = auction('0', [{ user_id: 3, email: 'me@x.io' }]);
    const next = auction('10', [
      { user_id: 4, email: 'o***@y.io' },
      { user_id: 3, email: 'm***@x.io' },
    ]);
    expect(mergePublic(previous, next, 3)).toEqual({ ...next, is_room: 1, members: [next.members[0], { user_id: 3, email: 'me@x.io' }] });
    expect(mergePublic(previous, next, 9).is_room).toBe(0);
  });

  it('feeds the auction query from the stream, stops fast polling, and falls back when it drops', async () => {
    configureApiClient({ getToken: () => 'a'.repeat(64) });
    const stream = streamAnswer();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(stream.response)
      .mockReturnValue(new Promise(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    client.setQueryData(key, auction('0', [{ user_id: 3, email: 'me@x.io' }]) as never);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const stop = openLiveStream(client, [{ k: 'bid', id: 5 }]);

    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/api\/stream\?bids=5$/);
    expect((fetchMock.mock.calls[0]![1] as RequestInit).headers).toMatchObject({ Token: 'a'.repeat(64) });
    stream.send('id: e-1\nevent: hello\ndata: {"user_id":3,"resumed":false}\n\n');
    stream.send(
      `event: bid\ndata: ${JSON.stringify(
        auction('10', [
          { user_id: 4, email: 'o***@y.io' },
          { user_id: 3, email: 'm***@x.io' },
        ]),
      )}\n\n`,
    );
    await vi.waitFor(() => expect(client.getQueryData<{ kinbo: string }>(key)?.kinbo).toBe('10'));
    expect(client.getQueryData<{ is_room: number }>(key)?.is_room).toBe(1);
    expect(isLiveFed(key)).toBe(true);

    stream.send('id: e-2\nevent: user\ndata: {"e":"outbid","id":5}\n\n');
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['balances'] }));

    stream.drop();
    await vi.waitFor(() => expect(isLiveFed(key)).toBe(false));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: key, exact: true });
    stop();
  });

  it('polls on when the API has no stream (404) and does not ask again', async () => {
    configureApiClient({ getToken: () => 'a'.repeat(64) });
    vi.useFakeTimers();
    try {
      const fetchMock = vi.fn().mockResolvedValue(new Response('{"code":10404}', { status: 404, headers: { 'Content-Type': 'application/json' } }));
      vi.stubGlobal('fetch', fetchMock);
      const stop = openLiveStream(new QueryClient(), [{ k: 'bid', id: 6 }]);
      await vi.advanceTimersByTimeAsync(120_000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(isLiveFed(bidInfoQuery(6).queryKey)).toBe(false);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
