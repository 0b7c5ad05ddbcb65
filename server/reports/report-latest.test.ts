import { beforeAll, describe, expect, it } from 'vitest';
import { ticketTransferPostings } from '../wallet/tickets';
import { createLedgerService, GET_WAY, type LedgerPosting, type LedgerService } from '../platform/ledger';
import type { LedgerTitleKey } from '../platform/ledger-titles';
import { useTestServer } from '../test/harness';
import type { LatestRecord } from '../../shared/contract/shapes';

/** GET /api/report/latest?kind= — the newest record of a kind, for the confirmation screens. */
const server = useTestServer();
let ledger: LedgerService;
let alice: { token: string; id: number };
let bob: { token: string; id: number; email: string };

const MINUTE = 60_000;
const ago = (ms: number) => new Date(server.clock.now().getTime() - ms);

const usdt = (userId: number, direction: 'credit' | 'debit', amount: string, key: LedgerTitleKey): LedgerPosting => ({
  userId,
  asset: 'usdt',
  direction,
  amount,
  type: 'usdt',
  title: { key },
  getWay: direction === 'credit' ? GET_WAY.purchase : GET_WAY.sellOrWithdraw,
});

const latest = (kind: string, token: string) => server.api.get<LatestRecord>('/api/report/latest', { kind }, { token });

beforeAll(async () => {
  ledger = createLedgerService(server.ctx);
  alice = await server.registerUser();
  bob = await server.registerUser();
  await ledger.post([usdt(alice.id, 'credit', '10', 'usdt_deposit')], { at: ago(30 * MINUTE) });
  await ledger.post([usdt(alice.id, 'credit', '25.5', 'usdt_deposit')], { at: ago(20 * MINUTE) });
  // A newer USDT record of another kind must not be taken for the deposit.
  await ledger.post([usdt(alice.id, 'debit', '3', 'voucher_buy_payment')], { at: ago(10 * MINUTE) });
  await ledger.post([{ userId: alice.id, asset: 'ticket', direction: 'credit', amount: '9', type: 'ticket', title: { key: 'ticket_buy' }, getWay: GET_WAY.purchase }], {
    at: ago(9 * MINUTE),
  });
  await ledger.post(ticketTransferPostings(alice.id, bob.id, '4'), { at: ago(5 * MINUTE) });
});

describe('GET /api/report/latest', () => {
  it('answers the newest record of the kind, not a newer one of another kind', async () => {
    const deposit = await latest('deposit', alice.token);
    expect(deposit.code).toBe(0);
    expect(deposit.data).toMatchObject({ type: 'usdt', amount: '25.5', pm: 1 });
    expect(deposit.data?.id).toBeGreaterThan(0);
    expect((await latest('nft', alice.token)).data).toMatchObject({ type: 'usdt', amount: '3', pm: 0 });
  });

  it('names the receiver of a ticket transfer', async () => {
    const sent = await latest('ticketSent', alice.token);
    expect(sent.data).toMatchObject({ type: 'ticket', amount: '4', pm: 0, get_way: GET_WAY.transfer, email: bob.email });
  });

  it('is null when the caller has no such record, and never shows another user the record', async () => {
    expect((await latest('withdrawal', alice.token)).data).toBeNull();
    expect((await latest('deposit', bob.token)).data).toBeNull();
  });

  it('refuses an unknown kind with a clear error and needs a session', async () => {
    const bad = await latest('everything', alice.token);
    expect(bad.status).toBe(200);
    expect(bad.code).not.toBe(0);
    expect(bad.msg).toBeTruthy();
    expect((await server.api.get('/api/report/latest', { kind: 'deposit' })).code).toBe(40100);
  });
});
