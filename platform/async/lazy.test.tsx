// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy';

afterEach(cleanup);

const Hello = ({ name }: { name: string }) => <p>Hello, {name}</p>;
const Waiting = () => <p>waiting</p>;
/** Lets a mounted component's download settle. */
const afterStartTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('lazyComponent', () => {
  it('shows the placeholder, then the component with its props once its code has loaded', async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Hello), { loading: Waiting });
    render(<Lazy name="Ana" />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('Hello, Ana')).toBeTruthy();
  });

  it('prerenders the placeholder, never the component (the exported HTML matches the hydrating render)', () => {
    const Lazy = lazyComponent(() => Promise.resolve(Hello), { loading: Waiting });
    expect(renderToString(<Lazy name="Ana" />)).toBe('<p>waiting</p>');
  });

  it('a failed download keeps the placeholder instead of throwing, and coming back online tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Hello);
    const Lazy = lazyComponent<{ name: string }>(load, { loading: Waiting });
    render(<Lazy name="Ana" />);
    await afterStartTask();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('waiting')).toBeTruthy();

    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Hello, Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed download is retried by the next mount, and a loaded one is not downloaded again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(Hello);
    const Lazy = lazyComponent<{ name: string }>(load);
    const first = render(<Lazy name="Ana" />);
    await afterStartTask();
    expect(first.container.innerHTML).toBe('');
    first.unmount();

    render(<Lazy name="Ben" />);
    expect(await screen.findByText('Hello, Ben')).toBeTruthy();
    cleanup();
    render(<Lazy name="Cy" />);
    // Already loaded: rendered in the first pass, no placeholder frame and no second download.
    expect(screen.getByText('Hello, Cy')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a mounted component downloads its code once it has mounted, and an unmounted one nothing', async () => {
    const load = vi.fn().mockResolvedValue(Hello);
    const Lazy = lazyComponent<{ name: string }>(load, { loading: Waiting });
    expect(load).not.toHaveBeenCalled();
    render(<Lazy name="Ana" />);
    expect(await screen.findByText('Hello, Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    const never = vi.fn().mockResolvedValue(Hello);
    lazyComponent<{ name: string }>(never);
    await afterStartTask();
    expect(never).not.toHaveBeenCalled();
  });

  it('preload starts the download once, however often it is called', async () => {
    const load = vi.fn().mockResolvedValue(Hello);
    const Lazy = lazyComponent<{ name: string }>(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a later mount of code that arrived while a first instance was waiting renders it at once', async () => {
    let arrive: (c: typeof Hello) => void = () => {};
    const Lazy = lazyComponent<{ name: string }>(() => new Promise((resolve) => (arrive = resolve)), { loading: Waiting });
    const first = render(<Lazy name="Ana" />);
    await afterStartTask();
    await act(async () => arrive(Hello));
    first.unmount();
    expect(renderToString(<Lazy name="Bo" />)).toBe('<p>waiting</p>');
    render(<Lazy name="Bo" />);
    expect(screen.getByText('Hello, Bo')).toBeTruthy();
  });
});
