// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIN, REPORT } from '@/shared/contract/endpoints/main';
import { REWARDS, USER } from '@/shared/contract/endpoints/user';
import { ROOM } from '@/shared/contract/endpoints/games';
import { call } from './call';
import { ApiError, configureApiClient } from './client';

type Sent = { url: string; method: string; contentType: string | null; body: string | null };
let sent: Sent[];
let answer: unknown;
const onError = vi.fn();

beforeEach(() => {
  sent = [];
  answer = { code: 0, msg: 'Done', data: { id: 7 } };
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (init?.signal?.aborted || request.signal.aborted) throw new DOMException('aborted', 'AbortError');
    sent.push({ url: request.url, method: request.method, contentType: request.headers.get('Content-Type'), body: request.body ? await request.clone().text() : null });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  onError.mockReset();
  configureApiClient({ getToken: () => null, onError, clearOverlay: () => {}, onSessionInvalid: () => {} });
});
afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it('sends a GET input as the query of the endpoint path and resolves to data', async () => {
    await expect(call(REPORT.info, { id: 7 })).resolves.toEqual({ id: 7 });
    expect(sent).toEqual([{ url: `${window.location.origin}${REPORT.info.path}?id=7`, method: 'GET', contentType: null, body: null }]);
  });

  it('sends a POST input as its JSON body, and {} when there is none', async () => {
    await call(ROOM.join, { id: 3, password: 'a'.repeat(32) });
    await call(USER.logout);
    expect(sent.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', `${window.location.origin}${ROOM.join.path}`, JSON.stringify({ id: 3, password: 'a'.repeat(32) })],
      ['POST', `${window.location.origin}${USER.logout.path}`, '{}'],
    ]);
  });

  it("resolves to data and msg when the endpoint's screen shows the msg", async () => {
    await expect(call(REWARDS.incomeReceive)).resolves.toEqual({ data: { id: 7 }, msg: 'Done' });
  });

  it('sends a multipart endpoint input as its form', async () => {
    answer = { code: 0, msg: 'Uploaded', data: { uris: ['/uploads/a.png'] } };
    const form = new FormData();
    form.append('source', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(call(MAIN.upload, form)).resolves.toEqual({ uris: ['/uploads/a.png'] });
    expect(sent[0]!.contentType).toMatch(/^multipart\/form-data/);
  });

  it('keeps the options: silent skips the toast, which names the endpoint path otherwise', async () => {
    answer = { code: 30002, msg: 'Record not found', data: null };
    await expect(call(REPORT.info, { id: 1 }, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
    await expect(call(REPORT.info, { id: 1 })).rejects.toThrow('Record not found');
    expect(onError).toHaveBeenCalledWith('Record not found', REPORT.info.path);
  });

  it('passes the signal on', async () => {
    const abort = new AbortController();
    abort.abort();
    await expect(call(MAIN.config, undefined, { signal: abort.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
