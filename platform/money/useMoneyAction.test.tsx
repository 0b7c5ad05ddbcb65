// @vitest-environment jsdom
import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settlePinRequest, usePinRequest } from '@/platform/pin/pinRequest';
import { WrongPinError } from '@/platform/pin/wrongPin';
import { useToasts } from '@/ui/toast';
import { providersFor } from '@/platform/testing/providers';
import { ApiError } from '../http/client';
import { queryKeys } from '../query/keys';
import { useMoneyAction } from './useMoneyAction';

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => {
  const Providers = providersFor(queryClient);
  return <Providers>{children}</Providers>;
};

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  usePinRequest.setState({ active: null });
  useToasts.setState({ items: [] });
});
afterEach(() => queryClient.clear());

/** A screen with a balance, a report list and a ranking on show, plus one money action. */
function setup(request: (id: number, pin: string | null) => Promise<string>, pin?: false) {
  const fetches = { balance: 0, reports: 0, ranking: 0 };
  return renderHook(
    () => {
      useQuery({ queryKey: queryKeys.userInfo, queryFn: () => ++fetches.balance });
      useQuery({ queryKey: queryKeys.reportList({ type: 'usdt', time_type: 0, way: 0 }, 'en-US'), queryFn: () => ++fetches.reports });
      useQuery({ queryKey: queryKeys.ranking(2), queryFn: () => ++fetches.ranking });
      return {
        fetches,
        action: useMoneyAction({
          request,
          pin,
          scope: '/api/ticket/buy',
          successMessage: (data) => `bought ${data}`,
        }),
      };
    },
    { wrapper },
  );
}

describe('useMoneyAction: PIN → busy → call → invalidate → toast', () => {
  it('asks for the PIN, calls with its MD5, refreshes balances and reports (not the ranking), toasts', async () => {
    const request = vi.fn(async (id: number, pin: string | null) => `${id}:${pin}`);
    const { result } = setup(request);
    await waitFor(() => expect(result.current.fetches).toEqual({ balance: 1, reports: 1, ranking: 1 }));

    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = result.current.action.run(7);
    });
    const asked = usePinRequest.getState().active;
    expect(asked).not.toBeNull();
    expect(request).not.toHaveBeenCalled();
    // A second tap while the dialog is open does nothing.
    await expect(result.current.action.run(7)).resolves.toBe(false);

    await act(async () => {
      await asked!.onConfirm('e10adc3949ba59abbe56e057f20f883e');
      settlePinRequest(true);
    });
    await expect(done).resolves.toBe(true);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(7, 'e10adc3949ba59abbe56e057f20f883e');
    await waitFor(() => expect(result.current.fetches).toEqual({ balance: 2, reports: 2, ranking: 1 }));
    expect(useToasts.getState().items).toMatchObject([{ kind: 'success', text: 'bought 7:e10adc3949ba59abbe56e057f20f883e', scope: '/api/ticket/buy' }]);
  });

  it('a wrong PIN keeps the dialog open with the tries left, invalidates nothing and toasts no success', async () => {
    const request = vi.fn(async () => {
      throw new ApiError(20014, 'Incorrect security password', { code: 20014, msg: 'Incorrect security password', data: { remaining: 3 } });
    });
    const { result } = setup(request);
    await waitFor(() => expect(result.current.fetches.balance).toBe(1));
    act(() => {
      void result.current.action.run(1);
    });
    const asked = usePinRequest.getState().active!;
    let thrown: unknown;
    await act(async () => {
      thrown = await asked.onConfirm('x').catch((error: unknown) => error);
    });
    expect(thrown).toBeInstanceOf(WrongPinError);
    expect((thrown as WrongPinError).triesLeft).toBe(3);
    expect(usePinRequest.getState().active).toBe(asked);
    expect(result.current.action.refusal).toBeNull();
    expect(result.current.fetches.balance).toBe(1);
    expect(useToasts.getState().items).toEqual([]);
    act(() => settlePinRequest(false));
    expect(usePinRequest.getState().active).toBeNull();
  });

  it('any other refusal after the PIN closes the dialog and keeps the server message for the screen', async () => {
    const request = vi.fn(async () => {
      throw new ApiError(60005, 'You are already in another waiting room', null);
    });
    const { result } = setup(request);
    let done: Promise<boolean> = Promise.resolve(true);
    act(() => {
      done = result.current.action.run(1);
    });
    const asked = usePinRequest.getState().active!;
    // Resolving is what closes the sheet (PinHost settles the request once onConfirm resolved).
    await act(async () => {
      await expect(asked.onConfirm('x')).resolves.toBeUndefined();
      settlePinRequest(true);
    });
    await expect(done).resolves.toBe(false);
    expect(usePinRequest.getState().active).toBeNull();
    expect(result.current.action.refusal).toEqual({ message: 'You are already in another waiting room' });
    expect(useToasts.getState().items.filter((item) => item.kind === 'success')).toEqual([]);
  });

  it('a pre-check refusal asks no PIN and sends nothing, and shows the reason with its way out', async () => {
    const request = vi.fn(async () => 'never');
    const precheck = vi.fn((id: number) => (id > 5 ? { message: 'Not enough USDT', way: { label: 'Deposit USDT', href: '/wallet/deposit?type=0' } } : null));
    const { result } = renderHook(() => useMoneyAction({ request, precheck, scope: '/api/ticket/buy' }), { wrapper });
    let done: Promise<boolean> = Promise.resolve(true);
    act(() => {
      done = result.current.run(9);
    });
    await expect(done).resolves.toBe(false);
    expect(precheck).toHaveBeenCalledWith(9);
    expect(usePinRequest.getState().active).toBeNull();
    expect(request).not.toHaveBeenCalled();
    expect(result.current.refusal).toEqual({ message: 'Not enough USDT', way: { label: 'Deposit USDT', href: '/wallet/deposit?type=0' } });
    // Passing the pre-check clears the reason and asks for the PIN.
    act(() => {
      void result.current.run(2);
    });
    expect(result.current.refusal).toBeNull();
    expect(usePinRequest.getState().active).not.toBeNull();
  });

  it('without a PIN runs at once and refuses a double submit while in flight', async () => {
    let finish: (value: string) => void = () => {};
    const request = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { result } = setup(request, false);
    let first: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = result.current.action.run(3);
    });
    await waitFor(() => expect(result.current.action.busy).toBe(true));
    await expect(result.current.action.run(3)).resolves.toBe(false);
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => finish('ok'));
    await expect(first).resolves.toBe(true);
    expect(usePinRequest.getState().active).toBeNull();
  });

  it('offline: refuses with the reason, asks no PIN, queues nothing, and runs again once online', async () => {
    const request = vi.fn(async () => 'ok');
    const { result } = setup(request, false);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current.action.offline).toBe(true);
    expect(result.current.action.refusal).toEqual({ message: "Money actions are unavailable offline. They return when you're back online." });
    await act(async () => {
      await expect(result.current.action.run(1)).resolves.toBe(false);
    });
    expect(usePinRequest.getState().active).toBeNull();

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current.action.refusal).toBeNull();
    expect(request).not.toHaveBeenCalled(); // nothing was kept to send later
    await act(async () => {
      await expect(result.current.action.run(1)).resolves.toBe(true);
    });
    expect(request).toHaveBeenCalledTimes(1);
    online.mockRestore();
  });

  it('a balance restored from the last session is fetched again before the pre-check decides', async () => {
    let balance = '1';
    queryClient.setQueryDefaults(queryKeys.userInfo, { queryFn: async () => ({ usdt_amount: balance }) });
    queryClient.setQueryData(queryKeys.userInfo, { usdt_amount: '0' });
    await queryClient.invalidateQueries({ queryKey: queryKeys.userInfo, refetchType: 'none' });
    const seen: string[] = [];
    const { result } = renderHook(
      () =>
        useMoneyAction({
          request: async () => 'ok',
          pin: false,
          scope: '/api/x',
          precheck: () => {
            seen.push(queryClient.getQueryData<{ usdt_amount: string }>(queryKeys.userInfo)!.usdt_amount);
            return null;
          },
        }),
      { wrapper },
    );
    balance = '5';
    await act(async () => {
      await result.current.run(1);
    });
    expect(seen).toEqual(['5']);
  });
});
