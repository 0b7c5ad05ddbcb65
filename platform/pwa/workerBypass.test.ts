import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bypassesWorker } from './workerBypass';

describe('the service worker stays out of the API', () => {
  it.each(['https://kinbo.app/api/stream', 'https://kinbo.app/api/bid/info?id=3', 'https://kinbo.app/api/user/login', 'https://api.kinbo.example/api/stream', 'https://kinbo.app/rpc/56'])(
    '%s goes straight to the network',
    (address) => {
      expect(bypassesWorker(new URL(address))).toBe(true);
    },
  );

  it.each(['https://kinbo.app/', 'https://kinbo.app/_next/static/a.js', 'https://kinbo.app/i18n/v1/zh-CN.json', 'https://kinbo.app/apiary', 'https://kinbo.app/en-US/wallet'])(
    '%s stays with the worker',
    (address) => {
      expect(bypassesWorker(new URL(address))).toBe(false);
    },
  );

  it('any event stream bypasses it', () => {
    expect(bypassesWorker(new URL('https://kinbo.app/events'), 'text/event-stream')).toBe(true);
  });

  it('the worker stops those fetch events before its router and has no API route', () => {
    const source = readFileSync(new URL('../../app/sw.ts', import.meta.url), 'utf8');
    const bypass = source.indexOf("self.addEventListener('fetch'");
    expect(bypass).toBeGreaterThan(-1);
    expect(source.indexOf('serwist.addEventListeners()')).toBeGreaterThan(bypass);
    expect(source).toContain('stopImmediatePropagation()');
    expect(source).not.toMatch(/startsWith\('\/api\/'\)/);
  });
});
