'use client';
import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { loadOnce } from '@/lib/async/loadOnce';

export type LazyComponent<P> = ComponentType<P> & {
  /** Starts fetching the component's code (e.g. when its trigger is touched); safe to call often. */
  preload(): Promise<void>;
};

/**
 * A component whose code loads after the screen (never in a route's first load, issue 13), like
 * `next/dynamic` with `ssr: false`, but a failed download is not fatal: the placeholder stays, and the
 * next mount or the browser coming back online tries again. With `next/dynamic` the rejected import
 * reached the page's error boundary, so a network blip while an optional piece (the offline banner!)
 * loaded replaced the whole screen with "This page couldn't load".
 *
 * The exported HTML and the hydrating render show the placeholder (the server snapshot), so hydration
 * matches; later mounts of an already loaded component render it at once.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { loading?: ComponentType } = {},
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const listeners = new Set<() => void>();
  const Placeholder = options.loading;

  // A failed download is forgotten (loadOnce), so the next attempt downloads again.
  const download = loadOnce(async () => {
    loaded = await load();
    listeners.forEach((notify) => notify());
  });
  const preload = (): Promise<void> => download().catch(() => {});

  const subscribe = (notify: () => void) => {
    listeners.add(notify);
    return () => void listeners.delete(notify);
  };

  function Lazy(props: P) {
    const Component = useSyncExternalStore(
      subscribe,
      () => loaded,
      () => undefined,
    );
    const ready = Component !== undefined;
    useEffect(() => {
      if (ready) return;
      void preload();
      const retry = () => void preload();
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, [ready]);
    if (Component) return <Component {...props} />;
    return Placeholder ? <Placeholder /> : null;
  }
  Lazy.displayName = 'Lazy';
  return Object.assign(Lazy, { preload });
}
