// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetServerClock } from '@/platform/time/serverClock';
import en from '@/messages/en-US.json';
import { CODE_RESEND_SECONDS } from '../../ui/CodeField';
import { useCodeSender } from './useCodeSender';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('@/ui/toast', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en-US" messages={en}>
    {children}
  </NextIntlClientProvider>
);

/** A send call that answers at once, as useAction / useMutation do when the server accepts. */
function acceptingCall() {
  return { isPending: false, mutate: vi.fn((_value: string, handlers: { onSuccess: () => void }) => handlers.onSuccess()) };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetServerClock();
  toastSuccess.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('useCodeSender: the Send button of every e-mail code field', () => {
  it('sends what prepare gives, then counts down and says the code was sent', async () => {
    const call = acceptingCall();
    const { result } = renderHook(() => useCodeSender(call, () => 'a@b.co', vi.fn()), { wrapper });
    expect(result.current).toMatchObject({ label: 'E-mail verification code', remaining: 0, sendLabel: 'Send' });
    await act(() => result.current.onSend());
    expect(call.mutate).toHaveBeenCalledWith('a@b.co', expect.anything());
    expect(result.current.remaining).toBe(CODE_RESEND_SECONDS);
    expect(toastSuccess).toHaveBeenCalledTimes(1);
  });

  it('asks for no second code while the countdown runs', async () => {
    const call = acceptingCall();
    const { result } = renderHook(() => useCodeSender(call, () => 'a@b.co', vi.fn()), { wrapper });
    await act(() => result.current.onSend());
    await act(() => result.current.onSend());
    expect(call.mutate).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(CODE_RESEND_SECONDS * 1000);
    });
    expect(result.current.remaining).toBe(0);
    await act(() => result.current.onSend());
    expect(call.mutate).toHaveBeenCalledTimes(2);
  });

  it('sends nothing when prepare says the form is not ready, nor while a send is in flight', async () => {
    const call = acceptingCall();
    const notReady = renderHook(() => useCodeSender(call, () => null, vi.fn()), { wrapper });
    await act(() => notReady.result.current.onSend());
    const inFlight = renderHook(() => useCodeSender({ ...call, isPending: true }, () => 'a@b.co', vi.fn()), { wrapper });
    await act(() => inFlight.result.current.onSend());
    expect(call.mutate).not.toHaveBeenCalled();
    expect(notReady.result.current.remaining).toBe(0);
  });

  it('hands a refusal to onError and starts no countdown', async () => {
    const refused = new Error('refused');
    const call = { isPending: false, mutate: vi.fn((_v: string, handlers: { onError: (e: unknown) => void }) => handlers.onError(refused)) };
    const onError = vi.fn();
    const { result } = renderHook(() => useCodeSender(call, () => 'a@b.co', onError), { wrapper });
    await act(() => result.current.onSend());
    expect(onError).toHaveBeenCalledWith(refused);
    expect(result.current.remaining).toBe(0);
  });
});
