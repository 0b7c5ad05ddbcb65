'use client';
import { useEffect, useReducer, useSyncExternalStore, type ComponentType } from 'react';
import { loadOnce } from '@/platform/async/loadOnce';

export type LazyComponent<P> = ComponentType<P> & {
  /** Starts fetching the component's code (e.g. when its trigger is touched); safe to call often. */
  preload(): Promise<void>;
};

const subscribeToNothing = () => () => {};

/**
 * A component whose code loads after the page, once it mounts, like `next/dynamic` with `ssr: false`,
 * but a failed download is not fatal: the placeholder stays, and the next mount or the browser coming
 * back online tries again. With `next/dynamic` the rejected import reached the page's error boundary,
 * so a network blip while an optional piece (the offline banner!) loaded replaced the whole screen
 * with "This page couldn't load".
 *
 * The exported HTML and the hydrating render show the placeholder (the server snapshot), so hydration
 * matches; later mounts of an already loaded component render it at once. Used by route manifests
 * (their `parts`) and by the platform's frame for what it shows only on demand.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, options: { loading?: ComponentType } = {}): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const listeners = new Set<() => void>();
  const Placeholder = options.loading;

  // A failed download is forgotten (loadOnce), so the next attempt downloads again.
  const download = loadOnce(async () => {
    loaded = await load();
    listeners.forEach((show) => show());
  });
  const preload = (): Promise<void> => download().catch(() => {});

  function Lazy(props: P) {
    const Component = useSyncExternalStore(
      subscribeToNothing,
      () => loaded,
      () => undefined,
    );
    const [, show] = useReducer((renders: number) => renders + 1, 0);
    const ready = Component !== undefined;
    useEffect(() => {
      if (ready) return;
      listeners.add(show);
      // Arrived between this render and this effect: nothing told this instance.
      if (loaded) show();
      void preload();
      const retry = () => void preload();
      window.addEventListener('online', retry);
      return () => {
        listeners.delete(show);
        window.removeEventListener('online', retry);
      };
    }, [ready]);
    if (Component) return <Component {...props} />;
    return Placeholder ? <Placeholder /> : null;
  }
  Lazy.displayName = 'Lazy';
  return Object.assign(Lazy, { preload });
}
