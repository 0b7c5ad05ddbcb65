/**
 * One on-chain payment, one credit, against real
 * local chains. The attack: a KinBo purchase order names `amount_units`; a deposit request for exactly
 * that sum, deposited through the contract, moves the same USDT to the same treasury as a purchase
 * would. It must be credited as the deposit only, whichever of the confirm call, the deposit watcher,
 * order/hash and the purchase watcher sees it first, or all at once.
 */
import { describe, expect, it } from 'vitest';
import { formatUnits, type Hex } from 'viem';
import { localAccount } from '../../shared/chain/localAccounts';
import { createApp } from '../app';
import { useWalletTestbed } from '../test/wallet-chains';

const testbed = useWalletTestbed({ checkLedger: true });

type OrderView = { id: number; amount_units: string; kinbo: string; status: string; tx_hash: string | null };

/** A user with a pending purchase order for 10 USDT (no payer named: any wallet may pay it). */
async function userWithOrder() {
  const { server } = testbed;
  const user = await server.registerUser();
  const order = await server.api.post<OrderView>('/api/order/create', { amount: '10', chain: 56 }, { token: user.token });
  expect(order.code, order.msg).toBe(0);
  return { user, order: order.data, units: formatUnits(BigInt(order.data.amount_units), 18) };
}

const orderHash = (token: string, hash: Hex, id?: number) => testbed.server.api.post<OrderView>('/api/order/hash', { hash, ...(id === undefined ? {} : { id }) }, { token });

/** A second API process over the same database (a restarted or scaled-out server). */
const secondApp = () => createApp({ db: testbed.server.database.db, config: testbed.server.config, now: testbed.server.clock.now, log: { info() {}, warn() {}, error() {} } });

describe('a contract deposit of exactly a purchase order’s amount_units', () => {
  it('is credited by the deposit confirm only: order/hash refuses it as not a plain transfer', async () => {
    const { server } = testbed;
    const { user, order, units } = await userWithOrder();
    const { hash } = await testbed.depositOnChain(user.token, 7, '56', 0, units);

    expect(await server.api.post('/api/wallet/depositConfirm', { chain: 56, hash }, { token: user.token })).toMatchObject({ code: 0, data: { status: 'completed' } });
    expect(await orderHash(user.token, hash, order.id)).toMatchObject({ code: 31007, msg: 'Pay with a plain USDT transfer to the KinBo address; this transaction is not one' });
    expect(await orderHash(user.token, hash)).toMatchObject({ code: 31007 });
    expect((await server.app.services.purchases.watchOnce()).credited).toBe(0);
    expect((await server.app.services.deposits.watchOnce(56)).credited).toBe(0);

    expect(await testbed.balances(user.token)).toEqual({ usdt: units, kinbo: '0' });
  });

  it('is credited by the deposit watcher only, when order/hash comes first and no confirm ever comes', async () => {
    const { server } = testbed;
    const { user, order, units } = await userWithOrder();
    const { hash } = await testbed.depositOnChain(user.token, 8, '56', 0, units);

    expect(await orderHash(user.token, hash, order.id)).toMatchObject({ code: 31007 });
    expect((await server.app.services.purchases.watchOnce()).credited).toBe(0);
    expect((await server.app.services.deposits.watchOnce(56)).credited).toBe(1);
    expect(await orderHash(user.token, hash, order.id)).toMatchObject({ code: 31007 });
    expect((await secondApp().services.purchases.watchOnce()).credited).toBe(0);

    expect(await testbed.balances(user.token)).toEqual({ usdt: units, kinbo: '0' });
  });

  it('is credited once when every path races for it', async () => {
    const { server } = testbed;
    const { user, order, units } = await userWithOrder();
    const { hash } = await testbed.depositOnChain(user.token, 9, '56', 0, units);
    const other = secondApp();

    const answers = await Promise.all([
      server.api.post('/api/wallet/depositConfirm', { chain: 56, hash }, { token: user.token }),
      orderHash(user.token, hash, order.id),
      orderHash(user.token, hash),
      other.services.deposits.watchOnce(56).then((run) => ({ code: run.credited > 0 ? 0 : -1 })),
      server.app.services.deposits.watchOnce(56).then((run) => ({ code: run.credited > 0 ? 0 : -1 })),
    ]);
    // Exactly one of the deposit paths credits; both order/hash calls are refused.
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
    expect(answers[1]?.code).toBe(31007);
    expect(answers[2]?.code).toBe(31007);
    expect((await server.app.services.purchases.watchOnce()).credited).toBe(0);
    expect(await testbed.balances(user.token)).toEqual({ usdt: units, kinbo: '0' });
  });
});

describe('the purchase watcher (a paid order whose order/hash never came)', () => {
  it('credits it exactly once, also from a second process; a later order/hash answers already credited', async () => {
    const { server } = testbed;
    const { user, order } = await userWithOrder();
    const hash = await testbed.payTreasury(1, BigInt(order.amount_units));

    const runs = await Promise.all([server.app.services.purchases.watchOnce(), secondApp().services.purchases.watchOnce()]);
    const again = await secondApp().services.purchases.watchOnce();
    expect(runs.map((run) => run.credited).reduce((a, b) => a + b, 0) + again.credited).toBe(1);
    expect(await testbed.balances(user.token)).toEqual({ usdt: '0', kinbo: order.kinbo });

    expect(await orderHash(user.token, hash, order.id)).toMatchObject({ code: 31010 });
    expect(await orderHash(user.token, hash)).toMatchObject({ code: 31010 });
    const records = await server.api.get<{ list: Array<{ title: string; amount: string; status: string }> }>('/api/report/list', { type: 'kinbo' }, { token: user.token });
    expect(records.data.list.map((r) => [r.title, r.amount, r.status])).toEqual([['KinBo bought with USDT', order.kinbo, 'completed']]);
    expect(await testbed.balances(user.token)).toEqual({ usdt: '0', kinbo: order.kinbo });
  });

  it('leaves a payment for the named payer only, and order/hash of a plain transfer still credits once', async () => {
    const { server } = testbed;
    const user = await server.registerUser();
    const named = await server.api.post<OrderView>('/api/order/create', { amount: '3', chain: 56, address: localAccount(1).address }, { token: user.token });
    expect(named.code, named.msg).toBe(0);
    // Account 2 pays the exact sum, but the order names account 1's wallet: nobody credits it.
    const wrongPayer = await testbed.payTreasury(2, BigInt(named.data.amount_units));
    expect((await server.app.services.purchases.watchOnce()).credited).toBe(0);
    expect(await orderHash(user.token, wrongPayer, named.data.id)).toMatchObject({ code: 31008 });

    const rightPayer = await testbed.payTreasury(1, BigInt(named.data.amount_units));
    expect(await orderHash(user.token, rightPayer, named.data.id)).toMatchObject({ code: 0, data: { status: 'completed', tx_hash: rightPayer } });
    expect((await server.app.services.purchases.watchOnce()).credited).toBe(0);
    expect(await testbed.balances(user.token)).toEqual({ usdt: '0', kinbo: named.data.kinbo });
  });
});
