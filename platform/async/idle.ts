/**
 * Scheduling for work nothing on screen is waiting for: route prefetches, the service worker, state
 * that must not change the hydrating render.
 */

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
