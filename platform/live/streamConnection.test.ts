import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/platform/http/client';
import { keepStreamOpen, STREAM_RETRY_MS } from './streamConnection';
import { streamAnswer } from '@/platform/testing/streamAnswer';

const refusal = () => new Response('{"code":10429}', { status: 429, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('keepStreamOpen: one connection to the live stream', () => {
  it('hands on frames with the token and the asked headers; retries a drop after 1 s, doubling while it fails', async () => {
    configureApiClient({ getToken: () => 'a'.repeat(64) });
    vi.useFakeTimers();
    const answers = [streamAnswer(), null, streamAnswer()];
    // The second attempt finds no network.
    const fetchMock = vi.fn(async () => {
      const answer = answers[fetchMock.mock.calls.length - 1];
      if (!answer) throw new TypeError('Failed to fetch');
      return answer.response;
    });
    vi.stubGlobal('fetch', fetchMock);
    const frames: string[] = [];
    const ended: boolean[] = [];
    const close = keepStreamOpen({
      search: 'rooms=7',
      headers: () => ({ 'Last-Event-ID': 'x-1' }),
      onFrame: (frame) => frames.push(frame.event),
      onEnd: ({ refused }) => ended.push(refused),
    });
    await vi.advanceTimersByTimeAsync(0);
    answers[0]!.send('event: hello\ndata: {}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(frames).toEqual(['hello']);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/stream\?rooms=7$/);
    expect(init.headers).toMatchObject({ Token: 'a'.repeat(64), 'Last-Event-ID': 'x-1', Accept: 'text/event-stream' });

    answers[0]!.drop();
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toEqual([false]);
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS.first - 2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // No network on that try: the pause doubles.
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toEqual([false, false]);
    await vi.advanceTimersByTimeAsync(2 * STREAM_RETRY_MS.first - 2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(ended).toEqual([false, false]);
  });

  it('waits 30 s after a refusal; after a 404 no stream of the page asks again', async () => {
    configureApiClient({ getToken: () => 'a'.repeat(64) });
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => refusal());
    vi.stubGlobal('fetch', fetchMock);
    const ended: boolean[] = [];
    const close = keepStreamOpen({ onFrame: () => undefined, onEnd: ({ refused }) => ended.push(refused) });
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS.max - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(ended).toEqual([true]);
    fetchMock.mockImplementation(async () => new Response('{"code":10404}', { status: 404, headers: { 'Content-Type': 'application/json' } }));
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10 * STREAM_RETRY_MS.max);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    close();
    // Another screen's stream, later in the same page: not asked either.
    keepStreamOpen({ onFrame: () => undefined })();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
