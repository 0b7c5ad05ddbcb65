/**
 * Credits wait for the chain's confirmations, and a credit whose transaction a reorg took away is
 * reversed through the ledger, once, with a record the user reads. The chains here need 3 blocks
 * (the deposit's own and two on top) and mine only when a test says so.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Hex } from 'viem';
import { creditReversals, ledgerEntries } from '../platform/db/schema';
import { formatDecimal } from '../platform/decimal';
import { ErrorCode } from '../platform/errors';
import { createLedgerService } from '../platform/ledger';
import { useWalletTestbed } from '../test/wallet-chains';
import { createChainAccess } from './chain';
import { createGenesisGuard } from './chain-genesis';
import { createReorgWatcher } from './credit-reversals';
import type { DepositOrderView } from './deposits';
import type { PurchaseOrderView } from './purchases';

const testbed = useWalletTestbed({ checkLedger: true, env: { CHAIN_CONFIRMATIONS_56: '3', CHAIN_CONFIRMATIONS_137: '3' } });

async function nodeCall(chain: 56 | 137, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(testbed.chains.rpc[chain], {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

const mine = (chain: 56 | 137, blocks: number) => nodeCall(chain, 'anvil_mine', [`0x${blocks.toString(16)}`]);

async function depositor(): Promise<{ token: string; id: number }> {
  const user = await testbed.server.registerUser();
  const info = await testbed.server.api.get<{ id: number }>('/api/user/info', {}, { token: user.token });
  return { token: user.token, id: info.data.id };
}

async function confirm(token: string, chain: 56 | 137, hash: Hex) {
  return testbed.server.api.post<DepositOrderView>('/api/wallet/depositConfirm', { chain, hash }, { token });
}

describe('confirmations', () => {
  it('a deposit with fewer than N confirmations is not credited, by the confirm call or the watcher', async () => {
    const { server } = testbed;
    const user = await depositor();
    const { hash, signing } = await testbed.depositOnChain(user.token, 3, '137', 0, '12.5');

    const early = await confirm(user.token, 137, hash);
    expect(early.code, early.msg).toBe(0);
    expect(early.data).toMatchObject({ id: signing.id, status: 'pending', confirmations: 1, confirmations_required: 3 });
    await server.app.services.deposits.watchOnce(137);
    expect((await testbed.balances(user.token)).usdt).toBe('0');

    await mine(137, 1);
    const second = await confirm(user.token, 137, hash);
    expect(second.data).toMatchObject({ status: 'pending', confirmations: 2, confirmations_required: 3 });
    await server.app.services.deposits.watchOnce(137);
    expect((await testbed.balances(user.token)).usdt).toBe('0');

    // The third block: the watcher credits it, and the confirm call then says it is credited.
    await mine(137, 1);
    expect((await server.app.services.deposits.watchOnce(137)).credited).toBe(1);
    expect((await testbed.balances(user.token)).usdt).toBe('12.5');
    expect((await confirm(user.token, 137, hash)).code).toBe(ErrorCode.TX_ALREADY_CREDITED);
  }, 120_000);

  it('a KinBo purchase waits for them too: order/hash says k/N, the watcher reads only confirmed blocks', async () => {
    const { server } = testbed;
    const user = await depositor();
    const order = await server.api.post<PurchaseOrderView>('/api/order/create', { amount: '10', chain: 56 }, { token: user.token });
    expect(order.code, order.msg).toBe(0);
    const hash = await testbed.payTreasury(6, BigInt(order.data.amount_units));
    const early = await server.api.post<PurchaseOrderView>('/api/order/hash', { hash, id: order.data.id }, { token: user.token });
    expect(early.data).toMatchObject({ status: 'pending', confirmations: 1, confirmations_required: 3 });
    await server.app.services.purchases.watchOnce();
    expect((await testbed.balances(user.token)).kinbo).toBe('0');
    await mine(56, 2);
    const credited = await server.api.post<PurchaseOrderView>('/api/order/hash', { hash, id: order.data.id }, { token: user.token });
    expect(credited.data.status).toBe('completed');
    expect((await testbed.balances(user.token)).kinbo).toBe(credited.data.kinbo);
  }, 120_000);
});

describe('a reorg of a credited deposit', () => {
  it('reverses the credit once, with a record the user reads, even with two watchers at once', async () => {
    const { server } = testbed;
    const user = await depositor();
    // The chain as it was before the deposit: the reorg goes back here and mines other blocks.
    const snapshot = (await nodeCall(56, 'evm_snapshot')) as string;
    const { hash, signing } = await testbed.depositOnChain(user.token, 4, '56', 0, '40');
    await mine(56, 2);
    const credited = await confirm(user.token, 56, hash);
    expect(credited.code, credited.msg).toBe(0);
    expect(credited.data.status).toBe('completed');
    expect((await testbed.balances(user.token)).usdt).toBe('40');

    // Nothing moved yet: the watcher keeps the credit.
    expect((await server.app.services.reorgs.checkOnce(56)).reversed).toBe(0);

    // The reorg: back to before the deposit's approve, then more blocks than there were.
    expect(await nodeCall(56, 'evm_revert', [snapshot])).toBe(true);
    await mine(56, 6);

    // Two API processes' watchers on one database, at the same moment.
    const second = createReorgWatcher(server.ctx, {
      chains: createChainAccess(server.ctx),
      ledger: createLedgerService(server.ctx),
      genesis: createGenesisGuard(server.ctx, server.app.services.chains),
    });
    const runs = await Promise.all([server.app.services.reorgs.checkOnce(56), second.checkOnce(56)]);
    expect(runs.reduce((sum, run) => sum + run.reversed, 0)).toBe(1);
    expect((await server.app.services.reorgs.checkOnce(56)).reversed).toBe(0);

    expect((await testbed.balances(user.token)).usdt).toBe('0');
    const reversals = await server.ctx.db.select().from(creditReversals).where(eq(creditReversals.refId, signing.id));
    expect(reversals).toHaveLength(1);
    expect(reversals[0]).toMatchObject({ kind: 'deposit', userId: user.id, chainId: 56 });
    const order = await server.api.get<DepositOrderView>('/api/wallet/depositInfo', { id: String(signing.id) }, { token: user.token });
    expect(order.data.status).toBe('reversed');
    const records = await server.ctx.db
      .select({ titleKey: ledgerEntries.titleKey, pm: ledgerEntries.pm })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user.id), eq(ledgerEntries.refKind, 'deposit')));
    expect(records).toEqual(
      expect.arrayContaining([
        { titleKey: 'usdt_deposit', pm: 1 },
        { titleKey: 'deposit_reversed', pm: 0 },
      ]),
    );
    expect(server.logLines.some((line) => line.startsWith(`[reorg] deposit order ${signing.id} of user ${user.id} reversed`))).toBe(true);
    // The user reads it in the records, in their language, and the deposit's own record shows it failed.
    for (const [lang, title] of [
      ['en', 'Deposit reversed: its transaction left the chain'],
      ['zh', '充值已撤销：交易已不在链上'],
    ] as const) {
      const list = await server.api.get<{ list: Array<{ title: string; pm: number; amount: string; status?: string }> }>(
        '/api/report/list',
        { time_type: '0', way: '0', type: 'usdt', page: '1', limit: '20' },
        { token: user.token, lang },
      );
      expect(list.code, list.msg).toBe(0);
      expect(list.data.list).toEqual(expect.arrayContaining([expect.objectContaining({ title, pm: 0 })]));
    }
  }, 120_000);

  it('a balance spent since is never made negative: the rest is a recorded shortfall', async () => {
    const { server } = testbed;
    const user = await depositor();
    const snapshot = (await nodeCall(56, 'evm_snapshot')) as string;
    const { hash, signing } = await testbed.depositOnChain(user.token, 5, '56', 0, '40');
    await mine(56, 2);
    expect((await confirm(user.token, 56, hash)).data.status).toBe('completed');
    await server.app.services.ledger.post([{ userId: user.id, asset: 'usdt', direction: 'debit', amount: '30', type: 'usdt', title: { key: 'usdt_withdraw' } }]);

    expect(await nodeCall(56, 'evm_revert', [snapshot])).toBe(true);
    await mine(56, 6);
    expect((await server.app.services.reorgs.checkOnce(56)).reversed).toBe(1);

    expect((await testbed.balances(user.token)).usdt).toBe('0');
    const [reversal] = await server.ctx.db.select().from(creditReversals).where(eq(creditReversals.refId, signing.id));
    expect([reversal?.amount, reversal?.debited, reversal?.shortfall].map(formatDecimal)).toEqual(['40', '10', '30']);
    expect(server.logLines.some((line) => line.includes(`deposit order ${signing.id}`) && line.endsWith('shortfall 30 left for the operator'))).toBe(true);
  }, 120_000);
});
