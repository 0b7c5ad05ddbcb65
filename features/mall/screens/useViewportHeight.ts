'use client';
import { useSyncExternalStore } from 'react';

/**
 * The visible height of the window: the visual viewport where there is one, so it shrinks while the
 * on-screen keyboard is open, else innerHeight. Null before the browser is known (prerender).
 */
function read(): number {
  return window.visualViewport?.height ?? window.innerHeight;
}

function subscribe(onChange: () => void) {
  const viewport = window.visualViewport;
  window.addEventListener('resize', onChange);
  viewport?.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    viewport?.removeEventListener('resize', onChange);
  };
}

export function useViewportHeight(): number | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
