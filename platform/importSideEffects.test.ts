// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Importing a screen, a route's manifest or a shared widget does nothing by itself. Requests, timers
// and window listeners start when a component mounts, never when Next evaluates a module (which it
// also does when a link to the route is prefetched, on another page).

let requests: string[];
let windowListeners: string[];

beforeEach(() => {
  vi.resetModules();
  requests = [];
  windowListeners = [];
  // A live session on the screen's own page: what the removed import-time boots waited for.
  localStorage.setItem('token', 'tok-import');
  localStorage.setItem('tokenTime', String(Math.floor(Date.now() / 1000) + 3600));
  vi.stubGlobal('fetch', async (input: Request | string) => {
    requests.push(typeof input === 'string' ? input : input.url);
    return new Response(JSON.stringify({ code: 0, msg: 'ok', data: {} }), { headers: { 'Content-Type': 'application/json' } });
  });
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type: string, ...rest: [EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?]) => {
    windowListeners.push(type);
    add(type, ...rest);
  });
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('importing a module starts nothing', () => {
  it.each([
    ['HomeScreen', '/home', () => import('../features/home/screens/HomeScreen')],
    ['ReportsScreen', '/reports', () => import('../features/reports/screens/ReportsScreen')],
    ['AssetsScreen', '/wallet', () => import('../features/wallet/assets/AssetsScreen')],
    ['Overlay', '/home', () => import('../ui/Overlay')],
    ['ErrorState', '/home', () => import('../ui/ErrorState')],
    ['home route', '/home', () => import('../features/home/route')],
    ['wallet route', '/wallet', () => import('../features/wallet/assets/routes/assets')],
  ])('%s on %s', async (_name, route, load) => {
    window.history.replaceState(null, '', route);
    await load();
    // Let anything the module started with a promise get as far as it can.
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    expect(windowListeners).toEqual([]);
  });
});
