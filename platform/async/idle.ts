/**
 * Scheduling for work nothing on screen is waiting for (issue 13): code that draws nothing at first
 * paint, route prefetches, the service worker. Each call runs in a task of its own, so such work
 * never joins the hydration task and never makes one long task out of several short ones (the long
 * tasks of the first seconds are what a phone's first tap waits behind, and what TBT counts).
 */

import { whenNoRequests } from './requestsInFlight';

type Cancel = () => void;

/**
 * Runs `task` when the browser is idle, at the latest after `timeout` ms. Safari has no
 * requestIdleCallback: there a timer of `fallbackMs` stands in. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, { timeout = 2000, fallbackMs = 300 }: { timeout?: number; fallbackMs?: number } = {}): Cancel {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(id);
}

/**
 * Runs `task` in a task of its own, as soon as the current one ends (a 0 ms timer). For work that
 * must not wait for an idle moment but need not join the task that asked for it: starting the
 * download of a mounted lazy component from the hydration's effects, where each `<script>` inserted
 * costs a few ms of main thread on a phone. Returns a function that cancels it.
 */
export function soon(task: () => void): Cancel {
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}

/** How long after the `load` event the page counts as settled: its own late requests and lazy code are done. */
export const SETTLE_MS = 3000;

/** Runs `next` once the window has loaded (at once if it has); `next` returns the cancel of its own wait. */
function onceLoaded(next: () => Cancel): Cancel {
  let cancelStep: Cancel = () => {};
  const loaded = () => {
    cancelStep = next();
  };
  if (document.readyState === 'complete') loaded();
  else {
    window.addEventListener('load', loaded, { once: true });
    cancelStep = () => window.removeEventListener('load', loaded);
  }
  return () => cancelStep();
}

/**
 * Runs `task` once the page has settled: after the window's `load` event, `SETTLE_MS` more, and then
 * an idle moment. For warming what the user may want next (the tab bar's routes), which must not
 * compete with the screen being loaded or with the user's first taps. Returns a cancel function.
 */
export function whenSettled(task: () => void): Cancel {
  return onceLoaded(() => {
    let cancelIdle: Cancel = () => {};
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(task, { timeout: 5000 });
    }, SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  });
}

/**
 * Runs `task` in the first idle moment after the window's load event: by then the page has hydrated,
 * its late Suspense boundaries included (they wait for code that the load event waits for too).
 * For what must not change the hydrating render, such as state read from storage. Returns a cancel function.
 */
export function afterHydration(task: () => void): Cancel {
  return onceLoaded(() => whenIdle(task));
}

/** How long `afterScreen` waits for the screen's requests at most, from the idle moment after load. */
export const SCREEN_REQUESTS_WAIT_MS = 3000;

/**
 * Runs `task` after the screen: once the page has hydrated (`afterHydration`), the screen's first
 * requests (its queries start in the hydrating render's effects) have all answered (or
 * `SCREEN_REQUESTS_WAIT_MS` have passed), and the browser is idle again. For code that draws nothing until the user acts (toasts, the PIN and wallet hosts, the
 * language sheet, the top bar's wallet control): downloaded earlier, it competed with the screen for
 * the network and the main thread. `npm run measure` (issue 26), the same build with these in the first
 * idle moment instead, two runs in a row, median of 5: total blocking time /home 302 vs 380 ms, /reports
 * 232 vs 279, /wallet 274 vs 360, our empty frame 103 vs 189 (the floor's 92 vs 126); performance 88
 * vs 85, 92 vs 90, 90 vs 86; /wallet's LCP 2814 vs 3010 ms. Returns a cancel function.
 */
export function afterScreen(task: () => void): Cancel {
  // A flag rather than each step's cancel: a step may run at once, inside the one before it.
  let cancelled = false;
  let waited = false;
  const thenIdle = () => {
    if (waited) return;
    waited = true;
    whenIdle(() => cancelled || task());
  };
  const cancelWait = afterHydration(() => {
    whenNoRequests(thenIdle);
    // A slow or hung request must not keep the wallet control or the language sheet away for long.
    window.setTimeout(thenIdle, SCREEN_REQUESTS_WAIT_MS);
  });
  return () => {
    cancelled = true;
    cancelWait();
  };
}
