import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from './db/schema';
import { AppError, ErrorCode } from './errors';
import { startTestServer, type TestServer } from '../test/harness';
import { createLedgerService, GET_WAY, type LedgerPosting, type LedgerService } from './ledger';
import { insertUser } from '../auth/users';

let server: TestServer;
let ledger: LedgerService;
let userCounter = 0;

beforeAll(async () => {
  server = await startTestServer();
  ledger = createLedgerService(server.ctx);
}, 60_000);
afterEach(async () => {
  await server.expectLedgerBalanced();
});
afterAll(async () => {
  await server?.close();
});

async function newUser(): Promise<number> {
  userCounter += 1;
  const created = await insertUser(
    server.database.db,
    { email: `ledger${userCounter}@test.local`, nickname: `LedgerUser${userCounter}`, passwordHash: 'x', payPasswordHash: 'x', referrerId: null },
    server.clock.now(),
  );
  return created.id;
}

const deposit = (userId: number, amount: string): LedgerPosting => ({
  userId,
  asset: 'usdt',
  direction: 'credit',
  amount,
  type: 'usdt',
  title: { key: 'usdt_deposit' },
  getWay: GET_WAY.purchase,
});
const withdraw = (userId: number, amount: string): LedgerPosting => ({
  userId,
  asset: 'usdt',
  direction: 'debit',
  amount,
  type: 'usdt',
  title: { key: 'usdt_withdraw' },
  getWay: GET_WAY.sellOrWithdraw,
});

async function recordsOf(userId: number) {
  return server.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)).orderBy(ledgerEntries.id);
}

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('ledger postings', () => {
  it('changes the balance and writes the record in one go', async () => {
    const user = await newUser();
    const [credit] = await ledger.post([deposit(user, '100.25')]);
    expect(credit).toMatchObject({ userId: user, asset: 'usdt', amount: '100.25', balanceAfter: '100.25' });
    const [debit] = await ledger.post([withdraw(user, '0.25')]);
    expect(debit!.balanceAfter).toBe('100');
    expect((await ledger.balances(user)).usdt).toBe('100');

    const rows = await recordsOf(user);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ type: 'usdt', titleKey: 'usdt_deposit', pm: 1, getWay: 1, isLost: 0, asset: 'usdt' });
    expect(rows[1]).toMatchObject({ type: 'usdt', titleKey: 'usdt_withdraw', pm: 0, getWay: 4 });
    expect(rows[1]!.createdAt.toISOString()).toBe(server.clock.now().toISOString());
  });

  it('refuses a debit above the balance and leaves no trace', async () => {
    const user = await newUser();
    await ledger.post([deposit(user, '10')]);
    const error = await errorOf(ledger.post([withdraw(user, '10.000000000000000001')]));
    expect(error.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect((await ledger.balances(user)).usdt).toBe('10');
    expect(await recordsOf(user)).toHaveLength(1);
    // Exactly the balance is fine and leaves zero.
    await ledger.post([withdraw(user, '10')]);
    expect((await ledger.balances(user)).usdt).toBe('0');
  });

  it('posts several changes atomically: one failing leg rolls back the others', async () => {
    const [buyer, seller] = [await newUser(), await newUser()];
    await ledger.post([deposit(buyer, '150')]);
    const trade: LedgerPosting[] = [
      { userId: buyer, asset: 'usdt', direction: 'debit', amount: '100', type: 'usdt', title: { key: 'voucher_buy_payment' }, counterpartyId: seller },
      { userId: buyer, asset: 'nft_voucher', direction: 'credit', amount: '1', type: 'voucher', title: { key: 'voucher_buy' }, counterpartyId: seller },
      // The seller has no voucher to give: the whole trade must not happen.
      { userId: seller, asset: 'nft_voucher', direction: 'debit', amount: '1', type: 'voucher', title: { key: 'voucher_sold' }, counterpartyId: buyer },
    ];
    expect((await errorOf(ledger.post(trade))).code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(await ledger.balances(buyer)).toMatchObject({ usdt: '150', nft_voucher: '0' });
    expect(await recordsOf(buyer)).toHaveLength(1);
    expect(await recordsOf(seller)).toHaveLength(0);
  });

  it('keeps every asset apart, with whole numbers for tickets and vouchers', async () => {
    const user = await newUser();
    await ledger.post([
      { userId: user, asset: 'ticket', direction: 'credit', amount: '3', type: 'ticket', title: { key: 'ticket_buy' } },
      { userId: user, asset: 'vp', direction: 'credit', amount: '0.5', type: 'vp', title: { key: 'vp_game', params: { room: 1 } } },
      { userId: user, asset: 'kinbo', direction: 'credit', amount: '1.123456789012345678', type: 'kinbo', title: { key: 'kinbo_deposit' } },
      { userId: user, asset: 'release_pool', direction: 'credit', amount: '7', type: 'chat_not_winning_usdt', title: { key: 'not_winning_reward', params: { room: 1 } } },
      { userId: user, asset: 'brp', direction: 'credit', amount: '300', type: 'voucher', title: { key: 'brp_from_voucher' } },
    ]);
    expect(await ledger.balances(user)).toEqual({
      usdt: '0',
      kinbo: '1.123456789012345678',
      vp: '0.5',
      ticket: '3',
      nft_voucher: '0',
      release_pool: '7',
      usdt_hold: '0',
      kinbo_hold: '0',
      brp: '300',
    });
    await expect(ledger.post([{ userId: user, asset: 'ticket', direction: 'debit', amount: '1.5', type: 'ticket', title: { key: 'ticket_sent' } }])).rejects.toThrow(
      /invalid ticket amount/,
    );
  });

  it.each(['0', '0.000', '-1', '1e3', 'abc', '', ' 1', '1.0000000000000000001'])('rejects the amount %j', async (amount) => {
    const user = await newUser();
    await expect(ledger.post([deposit(user, amount)])).rejects.toThrow(/invalid usdt amount/);
    expect(await recordsOf(user)).toHaveLength(0);
  });

  it('answers user not found for an unknown user, alone or in a transfer', async () => {
    const user = await newUser();
    expect((await errorOf(ledger.post([deposit(999_999, '1')]))).code).toBe(ErrorCode.USER_NOT_FOUND);
    expect((await errorOf(ledger.post([deposit(user, '1'), deposit(999_998, '1')]))).code).toBe(ErrorCode.USER_NOT_FOUND);
    expect(await recordsOf(user)).toHaveLength(0);
  });

  it('writes inside the caller transaction with postWith', async () => {
    const user = await newUser();
    await expect(
      server.database.db.transaction(async (tx) => {
        await ledger.postWith(tx, [deposit(user, '5')]);
        throw new Error('the caller fails afterwards');
      }),
    ).rejects.toThrow('the caller fails afterwards');
    expect((await ledger.balances(user)).usdt).toBe('0');
    expect(await recordsOf(user)).toHaveLength(0);
  });
});

describe('ledger under concurrency', () => {
  it('never goes below zero with many concurrent debits', async () => {
    const user = await newUser();
    await ledger.post([deposit(user, '100')]);
    const results = await Promise.allSettled(Array.from({ length: 40 }, () => ledger.post([withdraw(user, '7')])));
    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    const failed = results.filter((r) => r.status === 'rejected').map((r) => ((r as PromiseRejectedResult).reason as AppError).code);
    expect(succeeded).toBe(14); // 14 × 7 = 98 ≤ 100 < 15 × 7
    expect(new Set(failed)).toEqual(new Set([ErrorCode.INSUFFICIENT_BALANCE]));
    expect((await ledger.balances(user)).usdt).toBe('2');
    const [debits] = await server.database.db.select({ value: count() }).from(ledgerEntries).where(eq(ledgerEntries.userId, user));
    expect(Number(debits!.value)).toBe(15);
  });

  it('conserves money with concurrent transfers in both directions', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await ledger.post([deposit(a, '50'), deposit(b, '50')]);
    const transfer = (from: number, to: number): LedgerPosting[] => [
      { userId: from, asset: 'usdt', direction: 'debit', amount: '3', type: 'usdt', title: { key: 'usdt_withdraw' }, getWay: GET_WAY.transfer, counterpartyId: to },
      { userId: to, asset: 'usdt', direction: 'credit', amount: '3', type: 'usdt', title: { key: 'usdt_deposit' }, getWay: GET_WAY.transfer, counterpartyId: from },
    ];
    const results = await Promise.allSettled(Array.from({ length: 60 }, (_, i) => ledger.post(i % 3 === 0 ? transfer(b, a) : transfer(a, b))));
    for (const r of results) if (r.status === 'rejected') expect((r.reason as AppError).code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    const [balanceA, balanceB] = [await ledger.balances(a), await ledger.balances(b)];
    expect(Number(balanceA.usdt) + Number(balanceB.usdt)).toBe(100);
    expect(Number(balanceA.usdt)).toBeGreaterThanOrEqual(0);
    // The last record of each user carries its current balance.
    const rowsA = await recordsOf(a);
    expect(rowsA.at(-1)!.balanceAfter.replace(/\.?0+$/, '')).toBe(balanceA.usdt);
  });
});
