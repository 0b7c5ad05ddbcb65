// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/platform/http/client';
import { depositApi, purchaseApi } from '@/platform/wallet/orders';
import { API_CODES } from '@/shared/contract';
import { listPendingTx, PENDING_TX_KEY, type PendingTx } from './pendingTx';
import { TX_KINDS } from './txKinds';
import { resumePendingTransactions, type Hash, type TxClient } from './txRunner';

// The API calls alone are replaced; creditedOnce and the registry are the app's own.
vi.mock('@/platform/wallet/orders', async (original) => ({
  ...(await original<typeof import('@/platform/wallet/orders')>()),
  depositApi: { confirm: vi.fn(async () => ({})) },
  purchaseApi: { submitHash: vi.fn(async () => ({})) },
}));

const DEPOSIT_HASH = `0x${'d1'.repeat(32)}` as Hash;
const PURCHASE_HASH = `0x${'a2'.repeat(32)}` as Hash;

const deposit: PendingTx = { hash: DEPOSIT_HASH, chainId: 137, purpose: 'deposit', extra: { orderId: 4, amount: '12.5', type: 0 }, sentAt: 1 };
const purchase: PendingTx = { hash: PURCHASE_HASH, chainId: 56, purpose: 'purchase', extra: { orderId: 7, amount: '10' }, sentAt: 2 };

function store(...list: PendingTx[]) {
  localStorage.setItem(PENDING_TX_KEY, JSON.stringify(list));
}

/** A chain on which every stored transaction succeeded (or the one given reverted). */
function chain(reverted?: Hash): TxClient<string, string> {
  return {
    account: () => ({ address: null, chainId: null }),
    switchChain: vi.fn(),
    simulate: vi.fn(),
    write: vi.fn(),
    waitForReceipt: vi.fn(async (hash: Hash) => ({ status: hash === reverted ? ('reverted' as const) : ('success' as const) })),
  };
}

const refusal = (code: number) => new ApiError(code, `refused ${code}`, null);

beforeEach(() => {
  localStorage.clear();
  vi.mocked(depositApi.confirm)
    .mockReset()
    .mockResolvedValue({} as never);
  vi.mocked(purchaseApi.submitHash)
    .mockReset()
    .mockResolvedValue({} as never);
});

describe('TX_KINDS: each stored transaction resumes with its own follow-up', () => {
  it('a purchase and a deposit resumed together: order/hash for the purchase, deposit confirm for the deposit', async () => {
    store(deposit, purchase);
    const results = await resumePendingTransactions(chain(), TX_KINDS);
    expect(results).toEqual([
      { status: 'confirmed', hash: DEPOSIT_HASH },
      { status: 'confirmed', hash: PURCHASE_HASH },
    ]);
    expect(purchaseApi.submitHash).toHaveBeenCalledTimes(1);
    expect(purchaseApi.submitHash).toHaveBeenCalledWith({ hash: PURCHASE_HASH, id: 7 }, { silent: true });
    expect(depositApi.confirm).toHaveBeenCalledTimes(1);
    expect(depositApi.confirm).toHaveBeenCalledWith({ chain: 2, hash: DEPOSIT_HASH }, { silent: true });
    expect(listPendingTx()).toEqual([]);
  });

  it('"already credited" (the server job or another tab came first) is done, and drops the entry', async () => {
    store(purchase);
    vi.mocked(purchaseApi.submitHash).mockRejectedValue(refusal(API_CODES.TX_ALREADY_CREDITED));
    expect(await resumePendingTransactions(chain(), TX_KINDS)).toEqual([{ status: 'confirmed', hash: PURCHASE_HASH }]);
    expect(listPendingTx()).toEqual([]);
  });

  it.each([
    ['offline', -1],
    ['chain node down', API_CODES.CHAIN_UNAVAILABLE],
    ["the server's node has not seen it yet", API_CODES.TX_NOT_FOUND],
    ['rate limited', API_CODES.RATE_LIMITED],
    ['logged out', API_CODES.TOKEN_EXPIRED],
    ['server error', API_CODES.INTERNAL],
  ])('a passing failure (%s) keeps the purchase for the next resume, which then credits it', async (_why, code) => {
    store(purchase);
    vi.mocked(purchaseApi.submitHash).mockRejectedValueOnce(refusal(code));
    expect(await resumePendingTransactions(chain(), TX_KINDS)).toEqual([{ status: 'confirmed', hash: PURCHASE_HASH, followUpError: expect.any(ApiError), retained: true }]);
    expect(listPendingTx()).toEqual([purchase]);

    expect(await resumePendingTransactions(chain(), TX_KINDS)).toEqual([{ status: 'confirmed', hash: PURCHASE_HASH }]);
    expect(purchaseApi.submitHash).toHaveBeenCalledTimes(2);
    expect(listPendingTx()).toEqual([]);
  });

  it.each([
    ['not a payment of this order', API_CODES.TX_MISMATCH],
    ["another user's payment", API_CODES.TX_OTHER_USER],
    ['no such order', API_CODES.ORDER_NOT_FOUND],
    ['reverted, says the server', API_CODES.TX_FAILED],
    ['malformed entry', API_CODES.INVALID_INPUT],
  ])('a final refusal (%s) drops the purchase, with the refusal in the result', async (_why, code) => {
    store(purchase);
    vi.mocked(purchaseApi.submitHash).mockRejectedValue(refusal(code));
    const [result] = await resumePendingTransactions(chain(), TX_KINDS);
    expect(result).toEqual({ status: 'confirmed', hash: PURCHASE_HASH, followUpError: expect.objectContaining({ code }) });
    expect(listPendingTx()).toEqual([]);
  });

  it('a reverted purchase is dropped without an order/hash call', async () => {
    store(purchase);
    expect(await resumePendingTransactions(chain(PURCHASE_HASH), TX_KINDS)).toEqual([{ status: 'reverted', hash: PURCHASE_HASH }]);
    expect(purchaseApi.submitHash).not.toHaveBeenCalled();
    expect(listPendingTx()).toEqual([]);
  });
});
