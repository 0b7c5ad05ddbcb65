'use client';
import { useEffect } from 'react';
import type { LazyComponent } from './lazy';

/**
 * Loads a lazy component's code at once when `needed` turns true: for a `when: 'after-screen'` host whose
 * store already holds something to show (a toast, a PIN request) before its idle moment came.
 */
export function useLoadWhen(component: Pick<LazyComponent<never>, 'preload'>, needed: boolean) {
  useEffect(() => {
    if (needed) void component.preload();
  }, [component, needed]);
}
