// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './useAction';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('useAction', () => {
  it('is pending while the call runs, then succeeds and hands the result to onSuccess', async () => {
    const call = deferred<string>();
    const { result } = renderHook(() => useAction((email: string) => call.promise.then((r) => `${r} ${email}`)));
    const onSuccess = vi.fn();
    let done!: Promise<void>;
    act(() => void (done = result.current.mutate('a@b.co', { onSuccess })));
    expect(result.current.isPending).toBe(true);
    await act(async () => {
      call.resolve('sent to');
      await done;
    });
    expect(onSuccess).toHaveBeenCalledWith('sent to a@b.co');
    expect(result.current).toMatchObject({ isPending: false, isSuccess: true });
  });

  it('a failure goes to onError and ends pending, so the form can be sent again', async () => {
    const error = new Error('User does not exist');
    const { result } = renderHook(() => useAction(() => Promise.reject(error)));
    const onError = vi.fn();
    await act(() => result.current.mutate(undefined, { onError }));
    expect(onError).toHaveBeenCalledWith(error);
    expect(result.current).toMatchObject({ isPending: false, isSuccess: false });
  });

  it('ignores a second call while the first is in flight (no double submit)', async () => {
    const call = deferred<void>();
    const fn = vi.fn(() => call.promise);
    const { result } = renderHook(() => useAction(fn));
    let first!: Promise<void>;
    act(() => void (first = result.current.mutate(undefined)));
    await act(() => result.current.mutate(undefined));
    expect(fn).toHaveBeenCalledTimes(1);
    await act(async () => {
      call.resolve();
      await first;
    });
    await act(() => result.current.mutate(undefined));
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
