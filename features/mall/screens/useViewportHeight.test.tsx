// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useViewportHeight } from './useViewportHeight';

/** A visual viewport that can shrink on its own, as it does when the on-screen keyboard opens. */
class FakeVisualViewport extends EventTarget {
  height = 844;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'visualViewport');
});

describe('useViewportHeight', () => {
  it('follows the visual viewport: the keyboard shrinks it while the window keeps its height', () => {
    const viewport = new FakeVisualViewport();
    Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
    const { result } = renderHook(() => useViewportHeight());
    expect(result.current).toBe(844);

    act(() => {
      viewport.height = 508;
      viewport.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(508);
  });

  it('falls back to the window height and follows window resizes', () => {
    Object.defineProperty(window, 'visualViewport', { value: undefined, configurable: true });
    window.innerHeight = 700;
    const { result } = renderHook(() => useViewportHeight());
    expect(result.current).toBe(700);

    act(() => {
      window.innerHeight = 600;
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(600);
  });
});
