// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { settlePinRequest, usePinRequest } from '@/platform/pin/pinRequest';
import { providersFor } from '@/platform/testing/providers';
import { ApiError } from '../http/client';
import { useMoneyAction } from './useMoneyAction';

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => {
  const Providers = providersFor(queryClient);
  return <Providers>{children}</Providers>;
};

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  usePinRequest.setState({ active: null });
});

/** A kept PIN (one-tap bids): asked once, sent again without the dialog, asked again once refused. */
function setup(request: (id: number, pin: string | null) => Promise<string>, initial: string | null = null) {
  let kept: string | null = initial;
  const onError = vi.fn();
  const memory = {
    recall: () => kept,
    keep: (_id: number, pin: string) => (kept = pin),
    forget: () => (kept = null),
    provedBy: (error: unknown) => error instanceof ApiError && error.code === 60008,
  };
  const hook = renderHook(() => useMoneyAction({ request, scope: '/api/bid/bidding', pinMemory: memory, onError }), { wrapper });
  return { ...hook, kept: () => kept, onError };
}

async function confirmPin(pin: string) {
  const asked = usePinRequest.getState().active!;
  expect(asked).not.toBeNull();
  await act(async () => {
    await asked.onConfirm(pin).catch(() => undefined);
    settlePinRequest(true);
  });
}

describe('useMoneyAction with a kept PIN', () => {
  it('asks once, then sends the kept PIN without the dialog', async () => {
    const request = vi.fn(async (id: number, pin: string | null) => `${id}:${pin}`);
    const { result, kept } = setup(request);
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => void (done = result.current.run(1)));
    await confirmPin('pin-a');
    await expect(done).resolves.toBe(true);
    expect(kept()).toBe('pin-a');

    await act(async () => expect(await result.current.run(1)).toBe(true));
    expect(usePinRequest.getState().active).toBeNull();
    expect(request).toHaveBeenLastCalledWith(1, 'pin-a');
  });

  it('a kept PIN refused as wrong (changed elsewhere) is forgotten and the dialog asks again at once', async () => {
    const request = vi.fn(async (id: number, pin: string | null) => {
      if (pin === 'old') throw new ApiError(20014, 'Incorrect security password', { code: 20014, data: { remaining: 4 } });
      return `${id}:${pin}`;
    });
    const { result, kept } = setup(request, 'old');
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => void (done = result.current.run(2)));
    await vi.waitFor(() => expect(usePinRequest.getState().active).not.toBeNull());
    expect(request).toHaveBeenCalledWith(2, 'old');
    expect(kept()).toBeNull();
    await confirmPin('new');
    await expect(done).resolves.toBe(true);
    expect(kept()).toBe('new');
  });

  it('a refusal that proves the PIN (price moved) keeps it and reaches onError; others do not keep it', async () => {
    const moved = new ApiError(60008, 'Someone bid first', { code: 60008, data: { amount: '20' } });
    const request = vi.fn(async () => {
      throw moved;
    });
    const { result, kept, onError } = setup(request);
    let done: Promise<boolean> = Promise.resolve(true);
    act(() => void (done = result.current.run(3)));
    await confirmPin('pin-b');
    await expect(done).resolves.toBe(false);
    expect(kept()).toBe('pin-b');
    expect(onError).toHaveBeenCalledWith(moved, 3);
    // The retry goes without the dialog, and its refusal reaches onError too.
    await act(async () => expect(await result.current.run(3)).toBe(false));
    expect(usePinRequest.getState().active).toBeNull();
    expect(onError).toHaveBeenCalledTimes(2);
  });
});
