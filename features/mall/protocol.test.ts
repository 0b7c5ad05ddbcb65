import { describe, expect, it } from 'vitest';
import { buildMallFrameUrl, isFromMallFrame, languageMessage, mallFrameHeight, mallOrigin, mallProbeUrl, MALL_SANDBOX } from './protocol';

const PAGE = 'https://app.kinbo.example';

describe('mall address', () => {
  it('a path is the app origin; an absolute URL is its own origin', () => {
    expect(mallOrigin('/mall-demo/index.html', PAGE)).toBe(PAGE);
    expect(mallOrigin('https://mall.example.com/shop?x=1', PAGE)).toBe('https://mall.example.com');
    expect(mallOrigin('http://127.0.0.1:3000/m', PAGE)).toBe('http://127.0.0.1:3000');
    expect(mallOrigin('//cdn.example.net/m', PAGE)).toBe('https://cdn.example.net');
  });

  it('refuses addresses that are not http(s)', () => {
    expect(mallOrigin('javascript:alert(1)', PAGE)).toBeNull();
    expect(mallOrigin('data:text/html,hi', PAGE)).toBeNull();
    expect(buildMallFrameUrl('javascript:alert(1)', PAGE, { token: 't', tokenTime: 1, locale: 'en-US' })).toBeNull();
  });

  it('carries token, token time, the Lang-header language and the iframe flag, keeping its own query', () => {
    const url = new URL(buildMallFrameUrl('https://mall.example.com/shop?ref=app', PAGE, { token: 'a b&c', tokenTime: 2000000000, locale: 'ko-KR' })!);
    expect(url.origin + url.pathname).toBe('https://mall.example.com/shop');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ref: 'app', token: 'a b&c', tokenTime: '2000000000', lang: 'kr', iframe: '1' });
  });

  it('overrides a configured parameter of the same name and leaves out an unknown token time', () => {
    const url = new URL(buildMallFrameUrl('/m?token=old&tokenTime=1&lang=xx', PAGE, { token: 'new', tokenTime: null, locale: 'zh-CN' })!);
    expect(url.searchParams.getAll('token')).toEqual(['new']);
    expect(url.searchParams.has('tokenTime')).toBe(false);
    expect(url.searchParams.get('lang')).toBe('zh');
  });

  it('probes the address without any query, so the token is never sent for a reachability check', () => {
    expect(mallProbeUrl('https://mall.example.com/shop?ref=app#top', PAGE)).toBe('https://mall.example.com/shop');
  });
});

describe('messages', () => {
  const frame = { postMessage() {} };
  const expected = { origin: 'https://mall.example.com', frame };

  it('accepts only the mall origin posting from the app’s own frame', () => {
    expect(isFromMallFrame({ origin: 'https://mall.example.com', source: frame }, expected)).toBe(true);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example', source: frame }],
    ['a look-alike origin', { origin: 'https://mall.example.com.evil.example', source: frame }],
    ['another port', { origin: 'https://mall.example.com:8443', source: frame }],
    ['http instead of https', { origin: 'http://mall.example.com', source: frame }],
    ['an opaque origin', { origin: 'null', source: frame }],
    ['the right origin from another window', { origin: 'https://mall.example.com', source: {} }],
    ['no source', { origin: 'https://mall.example.com', source: null }],
  ])('rejects %s', (_label, event) => {
    expect(isFromMallFrame(event, expected)).toBe(false);
  });

  it('rejects everything while there is no frame or no origin', () => {
    expect(isFromMallFrame({ origin: 'https://mall.example.com', source: null }, { origin: 'https://mall.example.com', frame: null })).toBe(false);
    expect(isFromMallFrame({ origin: 'null', source: frame }, { origin: 'null', frame })).toBe(false);
    expect(isFromMallFrame({ origin: '', source: frame }, { origin: null, frame })).toBe(false);
  });

  it('tells the frame the language as the API Lang code', () => {
    expect(languageMessage('vi-VN')).toEqual({ type: 'kinbo:lang', lang: 'vn' });
    expect(languageMessage('fil')).toEqual({ type: 'kinbo:lang', lang: 'fil' });
  });
});

describe('frame', () => {
  it('is the window height minus 75', () => {
    expect(mallFrameHeight(844)).toBe(769);
    expect(mallFrameHeight(600.6)).toBe(525);
    expect(mallFrameHeight(40)).toBe(0);
  });

  it('is sandboxed without top navigation', () => {
    expect(MALL_SANDBOX.split(' ')).not.toContain('allow-top-navigation');
    expect(MALL_SANDBOX).not.toMatch(/top-navigation|allow-modals|allow-downloads/);
  });
});
