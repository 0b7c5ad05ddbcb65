// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en-US.json';
import { useToasts } from '@/ui/toast';
import { depositApi, purchaseApi } from '@/platform/wallet/orders';
import { listPendingTx, PENDING_TX_KEY } from '@/platform/wallet/pendingTx';
import { useWalletRequests } from '@/platform/wallet/useWallet';
import type { Hash, TxClient } from '@/platform/wallet/txRunner';
import { useTxRunnerWith, type TxStage } from './useTxRunnerWith';

// The API calls alone are replaced: the screens' runner reads the app's own registry (TX_KINDS).
vi.mock('@/platform/wallet/orders', async (original) => ({
  ...(await original<typeof import('@/platform/wallet/orders')>()),
  depositApi: { confirm: vi.fn(async () => ({})) },
  purchaseApi: { submitHash: vi.fn(async () => ({})) },
}));

const HASH = `0x${'cd'.repeat(32)}` as Hash;
const LABELS = { success: 'Deposit successful', failure: 'Deposit failed' };
/** A registry whose kinds need nothing after the receipt: the tests of stages and toasts. */
const NO_FOLLOW_UPS = { deposit: {}, approve: {} };

/** A scripted wallet that records the stage the hook reported at each step. */
function fakeClient(over: Partial<TxClient<string, string>> = {}, chainId = 56) {
  const client: TxClient<string, string> = {
    account: () => ({ address: '0xme', chainId }),
    switchChain: vi.fn(async () => {}),
    simulate: vi.fn(async (call: string) => `prepared ${call}`),
    write: vi.fn(async () => HASH),
    waitForReceipt: vi.fn(async () => ({ status: 'success' as const })),
    ...over,
  };
  return client;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en-US" messages={{ wallet: en.wallet }}>
    {children}
  </NextIntlClientProvider>
);

/** Every toast text seen, in order (toasts of one scope replace each other, so the store alone forgets). */
function recordToasts() {
  const seen: Array<{ kind: string; text: string }> = [];
  const unsubscribe = useToasts.subscribe((state) => {
    const last = state.items[state.items.length - 1];
    if (last && seen[seen.length - 1]?.text !== last.text) seen.push({ kind: last.kind, text: last.text });
  });
  return { seen, unsubscribe };
}

let recorder: ReturnType<typeof recordToasts>;
beforeEach(() => {
  localStorage.clear();
  useToasts.setState({ items: [] });
  useWalletRequests.setState({ requested: false, warm: false, pendingModal: null, loadFailed: false, ready: false });
  recorder = recordToasts();
});
afterEach(() => {
  recorder.unsubscribe();
  cleanup();
});

describe('useTxRunnerWith', () => {
  it('success: a toast per stage, the follow-up, then the action’s own success message', async () => {
    const stages: TxStage[] = [];
    const followUp = vi.fn(async () => {});
    const { result } = renderHook(() => useTxRunnerWith(fakeClient(), { kinds: { deposit: { followUp } } }), { wrapper });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run({ chainId: 56, call: 'deposit', purpose: 'deposit' }, LABELS);
    });
    stages.push(result.current.stage);
    expect(outcome).toEqual({ status: 'confirmed', hash: HASH });
    expect(followUp).toHaveBeenCalledTimes(1);
    expect(recorder.seen).toEqual([
      { kind: 'info', text: 'Confirm in your wallet' },
      { kind: 'info', text: 'Sent. Waiting for the network to confirm…' },
      { kind: 'success', text: 'Deposit successful' },
    ]);
    // One toast left: each stage replaced the one before; no explorer link on the local chains.
    expect(useToasts.getState().items).toEqual([expect.objectContaining({ text: 'Deposit successful', kind: 'success' })]);
    expect(useToasts.getState().items[0].link).toBeUndefined();
    expect(stages).toEqual(['idle']);
    expect(result.current.busy).toBe(false);
  });

  it('rejected in the wallet: a calm "Cancelled", no error toast, nothing pending', async () => {
    const client = fakeClient({
      write: vi.fn(async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      }),
    });
    const { result } = renderHook(() => useTxRunnerWith(client, { kinds: NO_FOLLOW_UPS }), { wrapper });
    await act(async () => {
      expect(await result.current.run({ chainId: 56, call: 'approve', purpose: 'approve' }, LABELS)).toEqual({ status: 'cancelled' });
    });
    expect(recorder.seen.at(-1)).toEqual({ kind: 'info', text: 'Cancelled' });
    expect(recorder.seen.some((t) => t.kind === 'error')).toBe(false);
    expect(listPendingTx()).toEqual([]);
  });

  it('reverted on the chain: the action’s failure message as an error', async () => {
    const client = fakeClient({ waitForReceipt: vi.fn(async () => ({ status: 'reverted' as const })) });
    const followUp = vi.fn(async () => {});
    const { result } = renderHook(() => useTxRunnerWith(client, { kinds: { deposit: { followUp } } }), { wrapper });
    await act(async () => {
      expect(await result.current.run({ chainId: 56, call: 'deposit', purpose: 'deposit' }, LABELS)).toEqual({ status: 'reverted', hash: HASH });
    });
    expect(followUp).not.toHaveBeenCalled();
    expect(recorder.seen.at(-1)).toEqual({ kind: 'error', text: 'Deposit failed' });
  });

  it('a chain error before sending shows its short message', async () => {
    const client = fakeClient({
      simulate: vi.fn(async () => {
        throw Object.assign(new Error('long\ntrace'), { shortMessage: 'ERC20: transfer amount exceeds balance' });
      }),
    });
    const { result } = renderHook(() => useTxRunnerWith(client, { kinds: NO_FOLLOW_UPS }), { wrapper });
    await act(async () => {
      await result.current.run({ chainId: 56, call: 'deposit', purpose: 'deposit' }, LABELS);
    });
    expect(recorder.seen.at(-1)).toEqual({ kind: 'error', text: 'Deposit failed: ERC20: transfer amount exceeds balance' });
  });

  it('wrong chain: switches the wallet first (with its toast), then sends on the right chain', async () => {
    const client = fakeClient({}, 137);
    const { result } = renderHook(() => useTxRunnerWith(client, { kinds: NO_FOLLOW_UPS }), { wrapper });
    await act(async () => {
      await result.current.run({ chainId: 56, call: 'deposit', purpose: 'deposit' }, LABELS);
    });
    expect(client.switchChain).toHaveBeenCalledWith(56);
    expect(client.simulate).toHaveBeenCalledWith('deposit', 56);
    expect(recorder.seen.map((t) => t.text)).toEqual([
      'Switching your wallet to BNB Smart Chain…',
      'Confirm in your wallet',
      'Sent. Waiting for the network to confirm…',
      'Deposit successful',
    ]);
  });

  it('refusing the network switch is a cancel too', async () => {
    const client = fakeClient(
      {
        switchChain: vi.fn(async () => {
          throw Object.assign(new Error('rejected'), { name: 'UserRejectedRequestError' });
        }),
      },
      137,
    );
    const { result } = renderHook(() => useTxRunnerWith(client, { kinds: NO_FOLLOW_UPS }), { wrapper });
    await act(async () => {
      expect(await result.current.run({ chainId: 56, call: 'deposit', purpose: 'deposit' }, LABELS)).toEqual({ status: 'cancelled' });
    });
    expect(client.write).not.toHaveBeenCalled();
    expect(recorder.seen.at(-1)).toEqual({ kind: 'info', text: 'Cancelled' });
  });

  it('reports its stage while in flight and refuses a second run (no double submit)', async () => {
    let confirm!: (value: { status: 'success' }) => void;
    const client = fakeClient({ waitForReceipt: vi.fn(() => new Promise<{ status: 'success' }>((resolve) => (confirm = resolve))) });
    const { result } = renderHook(() => useTxRunnerWith(client, { kinds: NO_FOLLOW_UPS }), { wrapper });
    let first!: Promise<unknown>;
    await act(async () => {
      first = result.current.run({ chainId: 56, call: 'deposit', purpose: 'deposit' }, LABELS);
      await vi.waitFor(() => expect(client.waitForReceipt).toHaveBeenCalled());
    });
    expect(result.current.stage).toBe('confirming');
    expect(result.current.busy).toBe(true);
    await act(async () => {
      expect(await result.current.run({ chainId: 56, call: 'deposit', purpose: 'deposit' }, LABELS)).toBeNull();
    });
    expect(client.write).toHaveBeenCalledTimes(1);
    await act(async () => {
      confirm({ status: 'success' });
      await first;
    });
    expect(result.current.stage).toBe('idle');
  });

  it('is busy from the first moment, while the call is still being simulated', async () => {
    let release!: (value: string) => void;
    const client = fakeClient({ simulate: vi.fn(() => new Promise<string>((resolve) => (release = resolve))) });
    const { result } = renderHook(() => useTxRunnerWith(client, { kinds: NO_FOLLOW_UPS }), { wrapper });
    let run!: Promise<unknown>;
    act(() => {
      run = result.current.run({ chainId: 56, call: 'approve', purpose: 'approve' }, LABELS);
    });
    expect(result.current.stage).toBe('preparing');
    expect(result.current.busy).toBe(true);
    await act(async () => {
      release('prepared');
      await run;
    });
    expect(result.current.busy).toBe(false);
  });

  it('not connected: opens the connect modal instead of a toast', async () => {
    const client = { ...fakeClient(), account: () => ({ address: null, chainId: null }) };
    const { result } = renderHook(() => useTxRunnerWith(client, { kinds: NO_FOLLOW_UPS }), { wrapper });
    await act(async () => {
      await result.current.run({ chainId: 56, call: 'deposit', purpose: 'deposit' }, LABELS);
    });
    expect(useWalletRequests.getState().pendingModal).toBe('connect');
    expect(recorder.seen).toEqual([]);
  });

  it('the deposit screen’s resume (tx.resume(refresh)) gives a stored purchase its order/hash', async () => {
    const purchase = { hash: HASH, chainId: 56, purpose: 'purchase', extra: { orderId: 11, amount: '10' }, sentAt: 1 };
    localStorage.setItem(PENDING_TX_KEY, JSON.stringify([purchase]));
    const refresh = vi.fn();
    const { result } = renderHook(() => useTxRunnerWith(fakeClient()), { wrapper });
    await act(async () => {
      expect(await result.current.resume(refresh)).toEqual([{ status: 'confirmed', hash: HASH }]);
    });
    expect(purchaseApi.submitHash).toHaveBeenCalledWith({ hash: HASH, id: 11 }, { silent: true });
    expect(depositApi.confirm).not.toHaveBeenCalled();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(listPendingTx()).toEqual([]);
  });
});
