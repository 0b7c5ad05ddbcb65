/**
 * A user holds at most MAX_OPEN_ORDERS open (unpaid, unexpired) orders of a kind. The attack: hundreds of
 * parallel creates of one user; the count runs under a lock, so no two creates pass on the same count.
 */
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localAccount } from '../../shared/chain/localAccounts';
import { depositOrders, purchaseOrders } from '../platform/db/schema';
import { useWalletTestbed } from '../test/wallet-chains';
import { MAX_OPEN_ORDERS } from './open-orders';
import { ORDER_TTL_MS } from './purchases';

const testbed = useWalletTestbed({ checkLedger: true });

const TOO_MANY = { code: 31023, msg: 'You already have 5 unpaid orders open; pay one of them or wait until one expires' };

async function purchaseRows(userId: number) {
  const [row] = await testbed.server.database.db
    .select({ n: count() })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.userId, userId), eq(purchaseOrders.status, 'pending')));
  return row?.n ?? 0;
}

describe('open orders per user', () => {
  it('refuses a sixth open purchase order with 31023, and frees a slot when one expires or is paid', async () => {
    const { server } = testbed;
    const user = await server.registerUser();
    const create = () => server.api.post<{ id: number; amount_units: string }>('/api/order/create', { amount: '10', chain: 56 }, { token: user.token });
    const first = await create();
    expect(first.code, first.msg).toBe(0);
    for (let i = 1; i < MAX_OPEN_ORDERS; i++) expect((await create()).code).toBe(0);
    expect(await create()).toMatchObject({ ...TOO_MANY, data: null });

    const hash = await testbed.payTreasury(2, BigInt(first.data.amount_units));
    expect((await server.api.post('/api/order/hash', { hash, id: first.data.id }, { token: user.token })).code).toBe(0);
    expect((await create()).code).toBe(0);
    expect((await create()).code).toBe(31023);

    server.clock.advance(ORDER_TTL_MS + 1000);
    for (let i = 0; i < MAX_OPEN_ORDERS; i++) expect((await create()).code).toBe(0);
    expect((await create()).code).toBe(31023);
  });

  it('lets 300 parallel purchase creates of one user open at most 5 orders', async () => {
    const { server } = testbed;
    const user = await server.registerUser();
    const answers = await Promise.all(Array.from({ length: 300 }, () => server.api.post('/api/order/create', { amount: '10', chain: 56 }, { token: user.token })));
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(MAX_OPEN_ORDERS);
    expect(codes.every((code) => code === 0 || code === 31023 || code === 10429)).toBe(true);
    expect(await purchaseRows(user.id)).toBe(MAX_OPEN_ORDERS);
  });

  it('lets 60 parallel deposit requests of one user open at most 5 deposit orders', async () => {
    const { server } = testbed;
    const user = await server.registerUser();
    const address = localAccount(5).address;
    const answers = await Promise.all(Array.from({ length: 60 }, () => server.api.post('/api/wallet/deposit', { chain: 56, type: 0, number: '1', address }, { token: user.token })));
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(MAX_OPEN_ORDERS);
    expect(codes.every((code) => code === 0 || code === 31023 || code === 10429)).toBe(true);
    const [rows] = await server.database.db.select({ n: count() }).from(depositOrders).where(eq(depositOrders.userId, user.id));
    expect(rows?.n).toBe(MAX_OPEN_ORDERS);
    expect(await server.api.post('/api/wallet/deposit', { chain: 56, type: 0, number: '1', address }, { token: user.token })).toMatchObject(TOO_MANY);
  });
});
