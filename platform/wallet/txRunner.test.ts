// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listPendingTx, PENDING_TX_KEY } from './pendingTx';
import { resumePendingTransactions, runTransaction, type Hash, type TxClient, type TxKinds } from './txRunner';

const HASH = `0x${'ab'.repeat(32)}` as Hash;
const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

/** A wallet on `chainId` whose steps can be scripted; records what the runner asked for. */
function fakeClient(over: Partial<TxClient<string, string>> = {}, chainId: number | null = 56, address: string | null = '0xme') {
  const steps: string[] = [];
  const client: TxClient<string, string> = {
    account: () => ({ address, chainId }),
    switchChain: vi.fn(async (id: number) => {
      steps.push(`switch ${id}`);
    }),
    simulate: vi.fn(async (call: string) => {
      steps.push(`simulate ${call}`);
      return `prepared ${call}`;
    }),
    write: vi.fn(async (prepared: string) => {
      steps.push(`write ${prepared}`);
      return HASH;
    }),
    waitForReceipt: vi.fn(async () => {
      steps.push('receipt');
      return { status: 'success' as const };
    }),
    ...over,
  };
  return { client, steps };
}

beforeEach(() => localStorage.clear());

/** Kinds without follow-ups, for the tests about the wallet steps. */
const KINDS: TxKinds = { x: {}, approve: {}, deposit: {} };

describe('runTransaction', () => {
  it('switches to the right chain, simulates, writes, waits, follows up, invalidates', async () => {
    const { client, steps } = fakeClient({}, 1);
    const followUp = vi.fn(async () => {
      // The pending entry exists while the follow-up runs (a reload now would not lose it).
      expect(listPendingTx().map((t) => t.hash)).toEqual([HASH]);
    });
    const invalidate = vi.fn();
    const result = await runTransaction(client, { deposit: { followUp } }, { chainId: 137, call: 'deposit', purpose: 'deposit', extra: { orderId: 9 }, invalidate });
    expect(result).toEqual({ status: 'confirmed', hash: HASH });
    expect(steps).toEqual(['switch 137', 'simulate deposit', 'write prepared deposit', 'receipt']);
    expect(followUp).toHaveBeenCalledWith(expect.objectContaining({ hash: HASH, chainId: 137, purpose: 'deposit', extra: { orderId: 9 } }));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(listPendingTx()).toEqual([]);
  });

  it('does not switch when already on the chain', async () => {
    const { client, steps } = fakeClient({}, 56);
    await runTransaction(client, KINDS, { chainId: 56, call: 'approve', purpose: 'approve' });
    expect(steps[0]).toBe('simulate approve');
  });

  it('answers not-connected without touching the wallet', async () => {
    const { client, steps } = fakeClient({}, null, null);
    expect(await runTransaction(client, KINDS, { chainId: 56, call: 'x', purpose: 'x' })).toEqual({ status: 'not-connected' });
    expect(steps).toEqual([]);
  });

  it.each([
    ['switching chain', { switchChain: async () => Promise.reject(rejected()) }],
    ['signing', { write: async () => Promise.reject(new Error('wrapped', { cause: { name: 'UserRejectedRequestError' } })) }],
  ])('a rejection while %s is a calm "cancelled"', async (_step, over) => {
    const { client } = fakeClient(over as Partial<TxClient<string, string>>, 1);
    expect(await runTransaction(client, KINDS, { chainId: 56, call: 'x', purpose: 'x' })).toEqual({ status: 'cancelled' });
    expect(listPendingTx()).toEqual([]);
  });

  it('a failing simulation fails with the short message and sends nothing', async () => {
    const write = vi.fn();
    const { client } = fakeClient({
      simulate: async () => Promise.reject(Object.assign(new Error('long\ndetails'), { shortMessage: 'ERC20: insufficient allowance' })),
      write,
    });
    const result = await runTransaction(client, KINDS, { chainId: 56, call: 'x', purpose: 'x' });
    expect(result).toMatchObject({ status: 'failed', message: 'ERC20: insufficient allowance' });
    expect(write).not.toHaveBeenCalled();
  });

  it('a reverted receipt is a failure: no follow-up, no invalidation, not pending', async () => {
    const followUp = vi.fn();
    const invalidate = vi.fn();
    const { client } = fakeClient({ waitForReceipt: async () => ({ status: 'reverted' }) });
    expect(await runTransaction(client, { deposit: { followUp } }, { chainId: 56, call: 'x', purpose: 'deposit', invalidate })).toEqual({ status: 'reverted', hash: HASH });
    expect(followUp).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
    expect(listPendingTx()).toEqual([]);
  });

  it('a receipt that does not come in time is "unknown", not a failure, and stays pending', async () => {
    vi.useFakeTimers();
    try {
      const followUp = vi.fn();
      const { client } = fakeClient({ waitForReceipt: () => new Promise(() => {}) });
      const running = runTransaction(client, { deposit: { followUp } }, { chainId: 56, call: 'x', purpose: 'deposit' }, { timeoutMs: 60_000 });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await running).toEqual({ status: 'unknown', hash: HASH });
      expect(followUp).not.toHaveBeenCalled();
      expect(listPendingTx()).toMatchObject([{ hash: HASH, purpose: 'deposit' }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed follow-up keeps the transaction pending for the next start', async () => {
    const { client } = fakeClient();
    const result = await runTransaction(
      client,
      { deposit: { followUp: async () => Promise.reject(new Error('offline')), isFinalRefusal: () => false } },
      { chainId: 56, call: 'x', purpose: 'deposit' },
    );
    expect(result).toMatchObject({ status: 'confirmed', hash: HASH, followUpError: expect.any(Error), retained: true });
    expect(listPendingTx()).toHaveLength(1);
  });
});

describe('resumePendingTransactions (after a reload)', () => {
  it('settles what a reload interrupted with the follow-up of its purpose', async () => {
    const other = `0x${'cd'.repeat(32)}`;
    localStorage.setItem(
      PENDING_TX_KEY,
      JSON.stringify([
        { hash: HASH, chainId: 56, purpose: 'deposit', extra: { orderId: 3 }, sentAt: 1 },
        { hash: other, chainId: 137, purpose: 'deposit', sentAt: 2 },
        { hash: 'not a hash', chainId: 56, purpose: 'deposit', sentAt: 3 },
      ]),
    );
    const { client } = fakeClient({
      waitForReceipt: async (hash) => ({ status: hash === HASH ? 'success' : 'reverted' }),
    });
    const deposit = vi.fn(async () => {});
    const results = await resumePendingTransactions(client, { deposit: { followUp: deposit } });
    expect(results).toEqual([
      { status: 'confirmed', hash: HASH },
      { status: 'reverted', hash: other },
    ]);
    expect(deposit).toHaveBeenCalledWith(expect.objectContaining({ hash: HASH, extra: { orderId: 3 } }));
    expect(listPendingTx()).toEqual([]);
  });
});

describe('one registry of kinds', () => {
  const stored = (purpose: string) => localStorage.setItem(PENDING_TX_KEY, JSON.stringify([{ hash: HASH, chainId: 56, purpose, sentAt: 1 }]));

  it('a resume without the follow-up of a stored kind used to drop it; a kind it does not know now stays, unwaited', async () => {
    stored('purchase');
    const { client } = fakeClient();
    const deposit = vi.fn(async () => {});
    expect(await resumePendingTransactions(client, { deposit: { followUp: deposit } })).toEqual([{ status: 'unknown', hash: HASH }]);
    expect(client.waitForReceipt).not.toHaveBeenCalled();
    expect(deposit).not.toHaveBeenCalled();
    expect(listPendingTx()).toMatchObject([{ hash: HASH, purpose: 'purchase' }]);
  });

  it('refuses to send a transaction of a kind the registry lacks (no resume could finish it)', async () => {
    const { client, steps } = fakeClient();
    await expect(runTransaction(client, { deposit: {} }, { chainId: 56, call: 'x', purpose: 'purchase' })).rejects.toThrow(/purchase/);
    expect(steps).toEqual([]);
  });

  it('a resume while the run that sent it is still waiting shares its settlement: one follow-up', async () => {
    let confirm!: (receipt: { status: 'success' }) => void;
    const receipt = new Promise<{ status: 'success' }>((resolve) => (confirm = resolve));
    const { client } = fakeClient({ waitForReceipt: () => receipt });
    const followUp = vi.fn(async () => {});
    const kinds = { purchase: { followUp } };
    const running = runTransaction(client, kinds, { chainId: 56, call: 'x', purpose: 'purchase' });
    await vi.waitFor(() => expect(listPendingTx()).toHaveLength(1));
    const resuming = resumePendingTransactions(client, kinds);
    confirm({ status: 'success' });
    expect(await running).toEqual({ status: 'confirmed', hash: HASH });
    expect(await resuming).toEqual([{ status: 'confirmed', hash: HASH }]);
    expect(followUp).toHaveBeenCalledTimes(1);
  });

  it('a final follow-up refusal drops the entry; a passing one keeps it', async () => {
    const { client } = fakeClient();
    const refused = new Error('not ours');
    const kinds = { purchase: { followUp: vi.fn(async () => Promise.reject(refused)), isFinalRefusal: (error: unknown) => error === refused } };
    stored('purchase');
    expect(await resumePendingTransactions(client, kinds)).toEqual([{ status: 'confirmed', hash: HASH, followUpError: refused }]);
    expect(listPendingTx()).toEqual([]);

    stored('purchase');
    kinds.purchase.followUp.mockRejectedValueOnce(new Error('offline'));
    expect(await resumePendingTransactions(client, kinds)).toMatchObject([{ status: 'confirmed', retained: true }]);
    expect(listPendingTx()).toHaveLength(1);
  });
});
