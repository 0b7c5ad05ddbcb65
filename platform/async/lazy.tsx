'use client';
import { startTransition, useEffect, useReducer, useSyncExternalStore, type ComponentType } from 'react';
import { loadOnce } from '@/platform/async/loadOnce';
import { afterScreen, soon } from '@/platform/async/idle';

export type LazyComponent<P> = ComponentType<P> & {
  /** Starts fetching the component's code (e.g. when its trigger is touched); safe to call often. */
  preload(): Promise<void>;
};

const subscribeToNothing = () => () => {};

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
  options: {
    loading?: ComponentType;
    /**
     * When a mounted component's code starts loading: 'mount' (default) as soon as it mounts (for
     * what hydration mounts, right after the hydrating render), for what the screen shows (the balance
     * card; the ranking's rows), in a task of its own rather than in the commit's effects (Home's lazy
     * parts made those one long task); 'after-screen' once the screen has its answers and the browser
     * is idle (`afterScreen`), for what draws nothing until the user acts (toasts, hosts), so its
     * downloads compete neither with hydration nor with the screen's requests. Its state lives in
     * stores, so a late mount still shows what was asked for; `preload()` fetches at once when
     * something needs it sooner, and `preloadWhileRendering` from a render.
     */
    when?: 'mount' | 'after-screen';
  } = {},
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const listeners = new Set<() => void>();
  const Placeholder = options.loading;

  // A failed download is forgotten (loadOnce), so the next attempt downloads again.
  const download = loadOnce(async () => {
    loaded = await load();
    // Mounted instances render the arrived code in a transition: React renders it in short slices
    // between other work, not in one long task after the download (issue 13).
    startTransition(() => listeners.forEach((show) => show()));
  });
  const preload = (): Promise<void> => download().catch(() => {});

  function Lazy(props: P) {
    // Nothing subscribes here: a store update would force a blocking render, so an arrival
    // re-renders through `show`, in a transition.
    const Component = useSyncExternalStore(subscribeToNothing, () => loaded, () => undefined);
    const [, show] = useReducer((renders: number) => renders + 1, 0);
    const ready = Component !== undefined;
    useEffect(() => {
      if (ready) return;
      listeners.add(show);
      // Arrived between this render and this effect: nothing told this instance.
      if (loaded) startTransition(show);
      const cancelStart = (options.when === 'after-screen' ? afterScreen : soon)(() => void preload());
      const retry = () => void preload();
      window.addEventListener('online', retry);
      return () => {
        listeners.delete(show);
        cancelStart();
        window.removeEventListener('online', retry);
      };
    }, [ready]);
    if (Component) return <Component {...props} />;
    return Placeholder ? <Placeholder /> : null;
  }
  Lazy.displayName = 'Lazy';
  return Object.assign(Lazy, { preload });
}

/**
 * Starts the download of a lazy component's code from a render, in the browser (safe: the code is
 * asked for once, however often React renders), before the screen's effects: Home does it for its
 * balance card and ranking rows, beside the requests it sends while hydrating (the measure is in
 * lib/api/useRequestWhileHydrating.ts). Done by every lazy component, it started their downloads
 * ahead of the requests of screens that send them from the effects (Reports, and then My assets).
 */
export function preloadWhileRendering(component: Pick<LazyComponent<object>, 'preload'>): void {
  if (typeof window !== 'undefined') void component.preload();
}
