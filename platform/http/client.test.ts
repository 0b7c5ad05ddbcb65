// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetServerClock, useServerClock } from '@/platform/time/serverClock';
import ky from 'ky';
import { api, ApiError, apiUrl, configureApiClient, SESSION_INVALID_CODES } from './client';

// The client is one ky instance (the stack's HTTP client): its creation is watched.
vi.mock('ky', async (importOriginal) => {
  const original = (await importOriginal<typeof import('ky')>()).default;
  return { ...(await importOriginal<typeof import('ky')>()), default: Object.assign(original.bind(null), original, { create: vi.fn(original.create) }) };
});

type Call = { url: string; headers: Headers; method: string; body: string | null };
let calls: Call[];
let nextResponse: () => Response;

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that never answers and rejects as the platform's does when its request's signal is (or gets) aborted. */
function hangingFetch(input: Request | string, init?: RequestInit) {
  const signal = input instanceof Request ? input.signal : init?.signal;
  return new Promise((_resolve, reject) => {
    const abort = () => reject(new DOMException('aborted', 'AbortError'));
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort);
  });
}

const hooks = {
  onSessionInvalid: vi.fn(),
  onError: vi.fn(),
  clearOverlay: vi.fn(),
};

beforeEach(() => {
  calls = [];
  nextResponse = () => jsonResponse({ code: 0, msg: 'ok', data: { hello: 'world' } });
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push({ url: request.url, headers: request.headers, method: request.method, body: request.body ? await request.clone().text() : null });
    return nextResponse();
  });
  Object.values(hooks).forEach((h) => h.mockReset());
  configureApiClient({
    ...hooks,
    getToken: () => 'tok-123',
    getLocale: () => 'ko-KR',
    fallbackMessage: (kind) => (kind === 'timeout' ? 'Request timed out' : kind === 'server' ? 'Server error' : 'Network error'),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends Token and Lang headers to the same-origin /api path and returns data on code 0', async () => {
    const data = await api.get<{ hello: string }>('/api/user/info', { page: 1, skip: undefined });
    expect(data).toEqual({ hello: 'world' });
    expect(calls[0].url).toBe(`${window.location.origin}/api/user/info?page=1`);
    expect(calls[0].headers.get('Token')).toBe('tok-123');
    expect(calls[0].headers.get('Lang')).toBe('kr');
  });

  it("postWithMessage answers the data with the server's msg, and rejects a non-zero code like post", async () => {
    nextResponse = () => jsonResponse({ code: 0, msg: 'Exchanged 12 VP', data: { kinbo: '1.5' } });
    await expect(api.postWithMessage('/api/vp/exchange', { type: 0 })).resolves.toEqual({ data: { kinbo: '1.5' }, msg: 'Exchanged 12 VP' });
    expect(JSON.parse(calls[0].body!)).toEqual({ type: 0 });
    nextResponse = () => jsonResponse({ code: 20014, msg: 'Wrong security password', data: null });
    await expect(api.postWithMessage('/api/vp/exchange', { type: 0 }, { silent: true })).rejects.toBeInstanceOf(ApiError);
  });

  it('omits the Token header when no token is stored', async () => {
    configureApiClient({ getToken: () => null, getLocale: () => 'vi-VN' });
    await api.post('/api/user/login', { email: 'a@b.co' });
    expect(calls[0].headers.has('Token')).toBe(false);
    expect(calls[0].headers.get('Lang')).toBe('vn');
    expect(calls[0].method).toBe('POST');
    expect(JSON.parse(calls[0].body!)).toEqual({ email: 'a@b.co' });
  });

  it('rejects a non-zero code with an ApiError carrying the body, toasts msg and clears the overlay', async () => {
    const body = { code: 10001, msg: 'Insufficient balance', data: null };
    nextResponse = () => jsonResponse(body);
    const error = await api.post('/api/ticket/buy').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 10001, message: 'Insufficient balance', body });
    expect(hooks.onError).toHaveBeenCalledWith('Insufficient balance', '/api/ticket/buy');
    expect(hooks.clearOverlay).toHaveBeenCalled();
    expect(hooks.onSessionInvalid).not.toHaveBeenCalled();
  });

  it.each([
    ['an envelope with code 50000', () => jsonResponse({ code: 50000, msg: 'Internal error', data: null }, 500)],
    ['an HTTP 502 without an envelope', () => new Response('<html>Bad gateway</html>', { status: 502 })],
  ])('turns %s into the friendly server message, scoped to the API path', async (_name, response) => {
    configureApiClient({ fallbackMessage: (kind) => `fallback:${kind}` });
    nextResponse = response;
    await expect(api.post('/api/user/resetPassword', {})).rejects.toMatchObject({ message: 'fallback:server' });
    expect(hooks.onError).toHaveBeenCalledWith('fallback:server', '/api/user/resetPassword');
  });

  it('does not toast when the call is silent, but still rejects', async () => {
    nextResponse = () => jsonResponse({ code: 2, msg: 'User does not exist', data: null });
    await expect(api.get('/api/user/checkEmail', {}, { silent: true })).rejects.toMatchObject({ code: 2 });
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it.each(SESSION_INVALID_CODES)('ends the session on code %i in a 200 body without a toast', async (code) => {
    nextResponse = () => jsonResponse({ code, msg: 'expired', data: null });
    await expect(api.get('/api/user/info')).rejects.toMatchObject({ code });
    expect(hooks.onSessionInvalid).toHaveBeenCalledWith(code);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it.each(SESSION_INVALID_CODES)('ends the session on code %i inside an HTTP error body', async (code) => {
    nextResponse = () => jsonResponse({ code, msg: 'expired', data: null }, 401);
    await expect(api.get('/api/user/info')).rejects.toMatchObject({ code });
    expect(hooks.onSessionInvalid).toHaveBeenCalledWith(code);
  });

  it('shows a network message when the server answers an HTTP 4xx without an envelope', async () => {
    nextResponse = () => new Response('<html>not found</html>', { status: 404 });
    await expect(api.get('/api/main/config')).rejects.toMatchObject({ code: 404 });
    expect(hooks.onError).toHaveBeenCalledWith('Network error', '/api/main/config');
    expect(hooks.clearOverlay).toHaveBeenCalled();
  });

  it('treats a 200 answer that is not an envelope as a failure', async () => {
    nextResponse = () => jsonResponse({ hello: 'no code' });
    await expect(api.get('/api/main/config')).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onError).toHaveBeenCalled();
  });

  it('maps a fetch failure to the network message', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/api/main/config')).rejects.toMatchObject({ code: -1, message: 'Network error' });
  });

  it('raises no toast for a read that fails while offline (the banner says it), but does for an action', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(api.get('/api/main/config')).rejects.toMatchObject({ code: -1, message: 'Network error' });
      expect(hooks.onError).not.toHaveBeenCalled();
      await expect(api.post('/api/user/transfer', { amount: '1' })).rejects.toMatchObject({ code: -1 });
      expect(hooks.onError).toHaveBeenCalledWith('Network error', '/api/user/transfer');
      hooks.onError.mockClear();
      onLine.mockReturnValue(true);
      await expect(api.get('/api/main/config')).rejects.toMatchObject({ code: -1 });
      expect(hooks.onError).toHaveBeenCalledWith('Network error', '/api/main/config');
    } finally {
      onLine.mockRestore();
    }
  });

  it('answers the timeout message when the server does not answer in time', async () => {
    vi.stubGlobal('fetch', hangingFetch);
    await expect(api.get('/api/main/config', {}, { timeout: 20 })).rejects.toMatchObject({ code: -1, message: 'Request timed out' });
    expect(hooks.onError).toHaveBeenCalledWith('Request timed out', '/api/main/config');
  });

  it("passes the caller's abort on as an AbortError, without a toast", async () => {
    vi.stubGlobal('fetch', hangingFetch);
    const controller = new AbortController();
    const call = api.get('/api/main/config', {}, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('sends a form as multipart without a JSON content type', async () => {
    const form = new FormData();
    form.append('source', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await api.upload('/api/main/upload', form);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('uses the 120000 ms timeout of the spec', async () => {
    const { appConfig } = await import('@/shared/config');
    expect(appConfig.requestTimeoutMs).toBe(120000);
  });

  it('sends every call through one ky instance with that timeout and no retries (a POST moves money)', async () => {
    expect(ky.create).toHaveBeenCalledTimes(1);
    expect(ky.create).toHaveBeenCalledWith(expect.objectContaining({ timeout: 120000, retry: 0, throwHttpErrors: false }));
    nextResponse = () => jsonResponse({ code: 50000, msg: 'Internal error', data: null }, 503);
    await expect(api.post('/api/ticket/buy', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it('builds URLs from an absolute API base or the page origin', () => {
    expect(apiUrl('/api/main/config', 'https://api.example.com/')).toBe('https://api.example.com/api/main/config');
    expect(apiUrl('api/main/config', '')).toBe(`${window.location.origin}/api/main/config`);
    expect(apiUrl('/api/x', '/gateway')).toBe(`${window.location.origin}/gateway/api/x`);
  });
});

describe('server clock (server_time on every answer)', () => {
  const FIVE_MINUTES = 5 * 60_000;
  beforeEach(() => resetServerClock());

  it('sets the offset from server_time on a success answer', async () => {
    nextResponse = () => jsonResponse({ code: 0, msg: 'ok', data: null, server_time: Date.now() + FIVE_MINUTES });
    await api.get('/api/main/config');
    expect(Math.abs(useServerClock.getState().offsetMs - FIVE_MINUTES)).toBeLessThan(1000);
  });

  it('sets the offset from server_time on an error answer, HTTP 200 or HTTP 500', async () => {
    nextResponse = () => jsonResponse({ code: 10001, msg: 'bad', data: null, server_time: Date.now() - FIVE_MINUTES });
    await expect(api.get('/api/user/info')).rejects.toBeInstanceOf(ApiError);
    expect(Math.abs(useServerClock.getState().offsetMs + FIVE_MINUTES)).toBeLessThan(1000);
    resetServerClock();
    nextResponse = () => jsonResponse({ code: 50000, msg: 'Internal error', data: null, server_time: Date.now() + FIVE_MINUTES }, 500);
    await expect(api.get('/api/user/info')).rejects.toBeInstanceOf(ApiError);
    expect(Math.abs(useServerClock.getState().offsetMs - FIVE_MINUTES)).toBeLessThan(1000);
  });

  it('keeps offset 0 when the API sends no server_time', async () => {
    await api.get('/api/main/config');
    expect(useServerClock.getState().offsetMs).toBe(0);
  });
});
