// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { readHideBalances, setHideBalances, useHideBalances } from './hideBalances';

afterEach(() => localStorage.clear());

describe('hide balances switch', () => {
  it('is kept in local storage, so it survives a new visit', () => {
    expect(readHideBalances()).toBe(false);
    setHideBalances(true);
    expect(localStorage.getItem('hideBalances')).toBe('1');
    expect(readHideBalances()).toBe(true);
    setHideBalances(false);
    expect(localStorage.getItem('hideBalances')).toBeNull();
  });

  it('updates every card that uses it', () => {
    const a = renderHook(() => useHideBalances());
    const b = renderHook(() => useHideBalances());
    act(() => a.result.current[1](true));
    expect(b.result.current[0]).toBe(true);
  });
});
