// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS } from '@/platform/async/idle';
import { AppLink, isExternalHref } from './AppLink';

const router = { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(cleanup);

/**
 * Dispatches a click and says whether the browser would still follow the link (nothing prevented it
 * by the time it reached the window), then stops jsdom from trying to load another document.
 */
function click(el: HTMLElement, init: MouseEventInit = {}) {
  let browserFollows = false;
  const atWindow = (e: Event) => {
    browserFollows = !e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener('click', atWindow, { once: true });
  act(() => void el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })));
  return { browserFollows };
}

describe('AppLink', () => {
  it('renders a real anchor with its href and the props the call sites pass', () => {
    render(
      <AppLink href="/reports" className="row" aria-label="Reports" data-testid="to-reports">
        Reports
      </AppLink>,
    );
    const a = screen.getByTestId('to-reports');
    expect(a.tagName).toBe('A');
    expect(a.getAttribute('href')).toBe('/reports');
    expect(a.className).toBe('row');
    expect(a.getAttribute('aria-label')).toBe('Reports');
  });

  it('a plain left click navigates client-side with push, and the browser does not load the page', () => {
    render(<AppLink href="/wallet">Wallet</AppLink>);
    expect(click(screen.getByText('Wallet'))).toEqual({ browserFollows: false });
    expect(router.push).toHaveBeenCalledWith('/wallet');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('replace navigates with replace instead of push', () => {
    render(
      <AppLink href="/login" replace>
        Login
      </AppLink>,
    );
    click(screen.getByText('Login'));
    expect(router.replace).toHaveBeenCalledWith('/login');
    expect(router.push).not.toHaveBeenCalled();
  });

  it.each([
    ['cmd-click', { metaKey: true }],
    ['ctrl-click', { ctrlKey: true }],
    ['shift-click', { shiftKey: true }],
    ['alt-click', { altKey: true }],
    ['middle-click', { button: 1 }],
  ])('a %s is left to the browser (new tab, new window, download)', (_name, init) => {
    render(<AppLink href="/wallet">Wallet</AppLink>);
    expect(click(screen.getByText('Wallet'), init)).toEqual({ browserFollows: true });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('a download link is left to the browser', () => {
    render(
      <AppLink href="/report.csv" download>
        Download
      </AppLink>,
    );
    expect(click(screen.getByText('Download'))).toEqual({ browserFollows: true });
    expect(router.push).not.toHaveBeenCalled();
  });

  it("runs the call site's onClick first; when it cancels the click, nothing navigates", () => {
    const order: string[] = [];
    router.push.mockImplementation(() => void order.push('push'));
    const { rerender } = render(
      <AppLink href="/reports/details" onClick={() => order.push('onClick')}>
        Row
      </AppLink>,
    );
    click(screen.getByText('Row'));
    expect(order).toEqual(['onClick', 'push']);

    router.push.mockClear();
    rerender(
      <AppLink href="/reports/details" onClick={(e) => e.preventDefault()}>
        Row
      </AppLink>,
    );
    click(screen.getByText('Row'));
    expect(router.push).not.toHaveBeenCalled();
  });

  it.each(['pointerEnter', 'pointerDown', 'focus'] as const)('prefetches the route on %s', (event) => {
    const own = vi.fn();
    const handler = { pointerEnter: 'onPointerEnter', pointerDown: 'onPointerDown', focus: 'onFocus' }[event];
    render(
      <AppLink href="/home" {...{ [handler]: own }}>
        Home
      </AppLink>,
    );
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent[event](screen.getByText('Home'));
    expect(router.prefetch).toHaveBeenCalledWith('/home');
    expect(own).toHaveBeenCalledTimes(1);
  });

  it("prefetch='settled' warms the route once the page has settled after load, without any intent", () => {
    vi.useFakeTimers();
    try {
      render(
        <AppLink href="/profile" prefetch="settled">
          Profile
        </AppLink>,
      );
      act(() => void vi.advanceTimersByTime(SETTLE_MS - 1));
      expect(router.prefetch).not.toHaveBeenCalled();
      act(() => void vi.runAllTimers());
      expect(router.prefetch).toHaveBeenCalledWith('/profile');
    } finally {
      vi.useRealTimers();
    }
  });

  it("prefetch='settled' does not warm a route whose link is gone before the page settled", () => {
    vi.useFakeTimers();
    try {
      const { unmount } = render(
        <AppLink href="/profile" prefetch="settled">
          Profile
        </AppLink>,
      );
      unmount();
      act(() => void vi.runAllTimers());
      expect(router.prefetch).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('an external link is a plain anchor: the browser follows it, nothing is prefetched', () => {
    render(<AppLink href="https://example.com/x">Out</AppLink>);
    const a = screen.getByText('Out');
    fireEvent.pointerEnter(a);
    expect(click(a)).toEqual({ browserFollows: true });
    expect(router.push).not.toHaveBeenCalled();
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it('target=_blank opens in a new tab with rel="noopener noreferrer", even for an in-app path', () => {
    render(
      <AppLink href="/mall" target="_blank">
        Mall
      </AppLink>,
    );
    const a = screen.getByText('Mall');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    expect(click(a)).toEqual({ browserFollows: true });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('isExternalHref: other origins, schemes and in-page hashes leave the router alone', () => {
    expect(['https://a.b', 'http://a.b/c', '//cdn.x/y', 'mailto:a@b.c', 'tel:123', '#top'].every(isExternalHref)).toBe(true);
    expect(['/', '/home', '/reports/details?id=1', 'wallet'].some(isExternalHref)).toBe(false);
  });
});
