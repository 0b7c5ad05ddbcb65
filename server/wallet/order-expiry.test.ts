/**
 * An order's quoted KinBo holds for its time only. The attack: an order at a low price, the price then
 * raised, and the order paid after it expired must be credited at the price of the payment, never the quote.
 */
import { describe, expect, it } from 'vitest';
import { CHAIN_CODE, setCoinPrice } from '../home/coins';
import { useWalletTestbed } from '../test/wallet-chains';
import { ORDER_TTL_MS } from './purchases';

const testbed = useWalletTestbed({ checkLedger: true });

type OrderView = { id: number; amount_units: string; kinbo: string; status: string; created_at: string; expires_at?: string };

describe('purchase order expiry', () => {
  it('credits an order paid after expiry at the price of the payment, not the old quote', async () => {
    const { server } = testbed;
    const setPrice = (price: string) => setCoinPrice(server.database.db, CHAIN_CODE.bsc, 'KinBo', price, server.clock.now());
    await setPrice('0.0421');
    const user = await server.registerUser();
    const order = await server.api.post<OrderView>('/api/order/create', { amount: '10', chain: 56 }, { token: user.token });
    expect(order.code, order.msg).toBe(0);
    expect(order.data.kinbo).toBe('237.529691');
    expect(Date.parse(order.data.expires_at ?? '') - Date.parse(order.data.created_at)).toBe(ORDER_TTL_MS);

    await setPrice('0.5');
    server.clock.advance(ORDER_TTL_MS + 1000);
    const hash = await testbed.payTreasury(1, BigInt(order.data.amount_units));
    const paid = await server.api.post<OrderView>('/api/order/hash', { hash, id: order.data.id }, { token: user.token });
    expect(paid.code, paid.msg).toBe(0);
    expect(paid.data).toMatchObject({ status: 'completed', kinbo: '20' });
    expect(await testbed.balances(user.token)).toEqual({ usdt: '0', kinbo: '20' });
    await setPrice('0.05');
  });

  it('credits the quote when paid before expiry, whatever the price did', async () => {
    const { server } = testbed;
    const user = await server.registerUser();
    const order = await server.api.post<OrderView>('/api/order/create', { amount: '10', chain: 56 }, { token: user.token });
    expect(order.code, order.msg).toBe(0);
    await setCoinPrice(server.database.db, CHAIN_CODE.bsc, 'KinBo', '0.5', server.clock.now());
    server.clock.advance(ORDER_TTL_MS - 1000);
    const hash = await testbed.payTreasury(1, BigInt(order.data.amount_units));
    const paid = await server.api.post<OrderView>('/api/order/hash', { hash, id: order.data.id }, { token: user.token });
    expect(paid.data).toMatchObject({ status: 'completed', kinbo: order.data.kinbo });
    await setCoinPrice(server.database.db, CHAIN_CODE.bsc, 'KinBo', '0.05', server.clock.now());
  });

  it('credits a late payment the watcher finds at the price of the moment too', async () => {
    const { server } = testbed;
    const setPrice = (price: string) => setCoinPrice(server.database.db, CHAIN_CODE.bsc, 'KinBo', price, server.clock.now());
    await setPrice('0.0421');
    const user = await server.registerUser();
    const order = await server.api.post<OrderView>('/api/order/create', { amount: '10', chain: 56 }, { token: user.token });
    expect(order.data.kinbo).toBe('237.529691');
    await setPrice('0.5');
    server.clock.advance(ORDER_TTL_MS + 1000);
    await testbed.payTreasury(3, BigInt(order.data.amount_units));
    expect((await server.app.services.purchases.watchOnce()).credited).toBe(1);
    expect(await testbed.balances(user.token)).toEqual({ usdt: '0', kinbo: '20' });
    await setPrice('0.05');
  });
});
