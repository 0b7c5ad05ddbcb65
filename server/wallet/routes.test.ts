/**
 * Deposits and withdrawals against real local chains (scripts/chain.mjs on free ports): the API signs
 * permits, a user wallet deposits on-chain, and the confirm call, the watcher and the payout job read
 * and write the chain for real.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatUnits, parseUnits, type Address } from 'viem';
import { localAccount, localOperator, localRoleAccount } from '../../shared/chain/localAccounts';
import { tokenAbi } from '../../shared/chain/abi';
import type { RunningChains } from '../../scripts/chain.mjs';
import { createApp } from '../app';
import type { WithdrawalView } from './withdrawals';
import { pinDigest, type TestServer } from '../test/harness';
import { walletFor } from '../../contracts/localWallet';
import { startWalletTestbed } from '../test/wallet-chains';

let testbed: Awaited<ReturnType<typeof startWalletTestbed>>;
let chains: RunningChains;
let server: TestServer;
let depositOnChain: typeof testbed.depositOnChain;
let balances: typeof testbed.balances;

beforeAll(async () => {
  testbed = await startWalletTestbed();
  ({ chains, server, depositOnChain, balances } = testbed);
}, 60_000);

afterEach(async () => {
  await server.expectLedgerBalanced();
});

afterAll(async () => {
  await testbed?.stop();
});

async function userId(token: string): Promise<number> {
  const info = await server.api.get<{ id: number }>('/api/user/info', {}, { token });
  return info.data.id;
}

async function tokenBalance(chainKey: '56' | '137', tokenKey: 'usdt' | 'kinbo', owner: Address): Promise<string> {
  const record = chains.deployment[chainKey];
  const { publicClient } = walletFor(record, localAccount(0).privateKey);
  const tokenInfo = record.tokens[tokenKey];
  if (!tokenInfo) throw new Error(`no ${tokenKey} on ${chainKey}`);
  const raw = await publicClient.readContract({ address: tokenInfo.address, abi: tokenAbi, functionName: 'balanceOf', args: [owner] });
  return formatUnits(raw, tokenInfo.decimals);
}

describe('deposit', () => {
  it('signs a permit the contract accepts; the confirm credits once, replayed, raced or by another user', async () => {
    const alice = await server.registerUser();
    const bob = await server.registerUser();
    const { hash, signing } = await depositOnChain(alice.token, 3, '56', 0, '12.5');
    expect(signing.bsc_amount).toBe(parseUnits('12.5', 18).toString());

    const byBob = await server.api.post('/api/wallet/depositConfirm', { chain: 56, hash }, { token: bob.token });
    expect(byBob.code).toBe(31009);
    expect(byBob.msg).toBe('This transaction belongs to another account');

    const raced = await Promise.all([0, 1, 2].map(() => server.api.post<{ status: string }>('/api/wallet/depositConfirm', { chain: 56, hash }, { token: alice.token })));
    expect(raced.map((r) => r.code).sort()).toEqual([0, 31010, 31010]);
    expect(raced.find((r) => r.code === 0)?.data.status).toBe('completed');

    const replay = await server.api.post('/api/wallet/depositConfirm', { chain: 56, hash }, { token: alice.token, lang: 'zh' });
    expect(replay).toMatchObject({ code: 31010, msg: '该交易已入账' });
    // The watcher sees the same event later and credits nothing more.
    expect((await server.app.services.deposits.watchOnce(56)).credited).toBe(0);

    expect(await balances(alice.token)).toEqual({ usdt: '12.5', kinbo: '0' });
    expect(await balances(bob.token)).toEqual({ usdt: '0', kinbo: '0' });
    const records = await server.api.get<{ list: Array<{ id: number; title: string; amount: string }> }>('/api/report/list', { type: 'usdt' }, { token: alice.token });
    expect(records.data.list.map((r) => [r.title, r.amount])).toEqual([['USDT deposit', '12.5']]);
    // A deposit is a transfer in from the user's wallet: listed under Transfer, not under Purchase.
    const byWay = async (way: string) => (await server.api.get<{ total: number }>('/api/report/list', { type: 'usdt', way }, { token: alice.token })).data.total;
    expect([await byWay('1'), await byWay('2')]).toEqual([0, 1]);
    const detail = await server.api.get<Record<string, unknown>>('/api/report/info', { id: String(records.data.list[0]?.id) }, { token: alice.token });
    expect(detail.data).toMatchObject({ status: 'completed', chain: 56, tx_hash: hash });
  });

  it('credits a deposit whose confirm never came through the watcher, once, also after a restart', async () => {
    const carol = await server.registerUser();
    const { hash, signing } = await depositOnChain(carol.token, 4, '137', 0, '7.25');
    const pending = await server.api.get<{ id: number; status: string } | null>('/api/wallet/depositPending', {}, { token: carol.token });
    expect(pending.data).toMatchObject({ id: signing.id, status: 'pending' });

    expect((await server.app.services.deposits.watchOnce(137)).credited).toBe(1);
    expect(await balances(carol.token)).toEqual({ usdt: '7.25', kinbo: '0' });
    expect((await server.api.get('/api/wallet/depositPending', {}, { token: carol.token })).data).toBeNull();

    // A "restarted" server (new app over the same database) resumes from the stored block.
    const restarted = createApp({ db: server.database.db, config: server.config, now: server.clock.now, log: { info() {}, warn() {}, error() {} } });
    expect((await restarted.services.deposits.watchOnce(137)).credited).toBe(0);
    expect((await server.app.services.deposits.watchOnce(137)).credited).toBe(0);
    // The spec's chain code (2 = Polygon) works as well as the chain id.
    const late = await server.api.post('/api/wallet/depositConfirm', { chain: 2, hash }, { token: carol.token });
    expect(late.code).toBe(31010);
    expect(await balances(carol.token)).toEqual({ usdt: '7.25', kinbo: '0' });
  });

  it('KinBo deposits exist only on BSC; bad input gets a clear message, never a 500', async () => {
    const dave = await server.registerUser();
    const address = localAccount(5).address;
    const kinbo137 = await server.api.post('/api/wallet/deposit', { chain: 137, type: 1, number: '1', address }, { token: dave.token });
    expect(kinbo137).toMatchObject({ code: 31002, msg: 'KinBo is only available on BNB Smart Chain' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ chain: 3, type: 0, number: '1', address }, 'Choose chain 56 (BNB Smart Chain) or 137 (Polygon)'],
      [{ chain: 56, type: 2, number: '1', address }, 'Type must be 0 (USDT) or 1 (KinBo)'],
      [{ chain: 56, type: 0, address }, 'Please enter the amount'],
      [{ chain: 56, type: 0, number: '0', address }, 'Enter an amount greater than 0 with at most 18 decimals'],
      [{ chain: 56, type: 0, number: '1', address: '0x1234' }, 'Enter a valid wallet address (0x followed by 40 hex characters)'],
      [{ chain: 137, type: 0, number: '1.0000001', address }, 'Enter an amount greater than 0 with at most 6 decimals'],
    ];
    for (const [body, msg] of cases) {
      const answer = await server.api.post('/api/wallet/deposit', body, { token: dave.token });
      expect(answer.status).toBe(200);
      expect(answer.code, JSON.stringify(body)).not.toBe(0);
      expect(answer.msg, JSON.stringify(body)).toBe(msg);
    }
    const badHash = await server.api.post('/api/wallet/depositConfirm', { chain: 56, hash: '0xabc' }, { token: dave.token });
    expect(badHash.msg).toBe('Enter a valid transaction hash');
    const unknownHash = await server.api.post('/api/wallet/depositConfirm', { chain: 56, hash: `0x${'ab'.repeat(32)}` }, { token: dave.token });
    expect(unknownHash.code).toBe(31005);
  });
});

describe('withdrawal', () => {
  async function fundedUser(usdt: string, kinbo: string) {
    const user = await server.registerUser();
    const id = await userId(user.token);
    await server.app.services.ledger.post([
      { userId: id, asset: 'usdt', direction: 'credit', amount: usdt, type: 'usdt', title: { key: 'usdt_deposit' } },
      { userId: id, asset: 'kinbo', direction: 'credit', amount: kinbo, type: 'kinbo', title: { key: 'kinbo_deposit' } },
    ]);
    return user;
  }

  it('debits amount and KinBo fee, then pays the address on-chain, once', async () => {
    const user = await fundedUser('100', '1000');
    const to = localAccount(11).address; // an address with no tokens yet
    const usdt = await server.api.post<WithdrawalView>(
      '/api/wallet/withdraw',
      { chain: 137, type: 0, number: '20', address: to.toLowerCase(), password: pinDigest(user.pin) },
      { token: user.token },
    );
    expect(usdt.code, usdt.msg).toBe(0);
    // fee = 20 / 0.05 × 2 % = 8 KinBo
    expect(usdt.data).toMatchObject({ status: 'queued', number: '20', fee_kinbo: '8', receive: '20', address: to });
    expect(await balances(user.token)).toEqual({ usdt: '80', kinbo: '992' });
    // The confirmation screen's record carries the fee (always KinBo) and what the address receives.
    const latest = () => server.api.get<Record<string, unknown>>('/api/report/latest', { kind: 'withdrawal' }, { token: user.token });
    expect((await latest()).data).toMatchObject({ amount: '20', fee_kinbo: '8', receive_amount: '20', address: to, chain: 137 });

    const kinbo = await server.api.post<WithdrawalView>('/api/wallet/withdraw', { chain: 56, type: 1, number: '200', address: to, password: pinDigest(user.pin) }, { token: user.token });
    expect(kinbo.data).toMatchObject({ fee_kinbo: '0', receive: '190' });
    // A KinBo withdrawal's fee is cut from the amount: 200 − 190 = 10 KinBo.
    expect((await latest()).data).toMatchObject({ amount: '200', fee_kinbo: '10', receive_amount: '190', chain: 56 });
    expect(await balances(user.token)).toEqual({ usdt: '80', kinbo: '792' });

    await server.app.services.withdrawals.payoutOnce();
    await server.app.services.withdrawals.payoutOnce();
    expect(await tokenBalance('137', 'usdt', to)).toBe('20');
    expect(await tokenBalance('56', 'kinbo', to)).toBe('190');
    const done = await server.api.get<WithdrawalView>('/api/wallet/withdrawInfo', { id: String(usdt.data.id) }, { token: user.token });
    expect(done.data.status).toBe('sent');
    expect(done.data.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('a payout signed before a crash is broadcast once after the restart', async () => {
    const user = await fundedUser('50', '100');
    const to = localAccount(12).address;
    const created = await server.api.post<WithdrawalView>('/api/wallet/withdraw', { chain: 56, type: 0, number: '10', address: to, password: pinDigest(user.pin) }, { token: user.token });
    expect(created.code, created.msg).toBe(0);
    // Crash right after the `sending` row (nonce, hash, signed tx) was committed, before broadcast.
    expect(await server.app.services.withdrawals.claim(56)).toBe(created.data.id);
    expect(await tokenBalance('56', 'usdt', to)).toBe('0');
    const restarted = createApp({ db: server.database.db, config: server.config, now: server.clock.now, log: { info() {}, warn() {}, error() {} } });
    await restarted.services.withdrawals.payoutOnce();
    await restarted.services.withdrawals.payoutOnce();
    await server.app.services.withdrawals.payoutOnce();
    expect(await tokenBalance('56', 'usdt', to)).toBe('10');
    const done = await server.api.get<WithdrawalView>('/api/wallet/withdrawInfo', { id: String(created.data.id) }, { token: user.token });
    expect(done.data.status).toBe('sent');
  });

  it('a payout that fails on-chain is refunded through the ledger', async () => {
    const user = await fundedUser('30', '100');
    const record = chains.deployment['137'];
    const hot = walletFor(record, localRoleAccount('treasury').privateKey);
    const parking = localAccount(13).address;
    const hotBalance = await hot.publicClient.readContract({ address: record.usdt, abi: tokenAbi, functionName: 'balanceOf', args: [hot.account.address] });
    const park = await hot.walletClient.writeContract({ address: record.usdt, abi: tokenAbi, functionName: 'transfer', args: [parking, hotBalance] });
    await hot.publicClient.waitForTransactionReceipt({ hash: park });
    try {
      const created = await server.api.post<WithdrawalView>(
        '/api/wallet/withdraw',
        { chain: 137, type: 0, number: '25', address: localAccount(14).address, password: pinDigest(user.pin) },
        { token: user.token },
      );
      expect(created.code, created.msg).toBe(0);
      expect(await balances(user.token)).toEqual({ usdt: '5', kinbo: '90' });
      await server.app.services.withdrawals.payoutOnce();
      await server.app.services.withdrawals.payoutOnce();
      const done = await server.api.get<WithdrawalView>('/api/wallet/withdrawInfo', { id: String(created.data.id) }, { token: user.token });
      expect(done.data.status).toBe('failed');
      expect(await balances(user.token)).toEqual({ usdt: '30', kinbo: '100' });
      const records = await server.api.get<{ list: Array<{ title: string; amount: string; pm: number }> }>('/api/report/list', { type: 'usdt' }, { token: user.token });
      expect(records.data.list.map((r) => [r.title, r.amount, r.pm])).toContainEqual(['Withdrawal refunded', '25', 1]);
    } finally {
      const parkingWallet = walletFor(record, localAccount(13).privateKey);
      const back = await parkingWallet.walletClient.writeContract({ address: record.usdt, abi: tokenAbi, functionName: 'transfer', args: [hot.account.address, hotBalance] });
      await parkingWallet.publicClient.waitForTransactionReceipt({ hash: back });
    }
  });

  it('checks PIN, minimum, balance, KinBo only on BSC', async () => {
    const user = await fundedUser('15', '3');
    const address = localAccount(15).address;
    const post = (body: Record<string, unknown>) => server.api.post('/api/wallet/withdraw', { chain: 56, type: 0, address, password: pinDigest(user.pin), ...body }, { token: user.token });
    expect(await post({ number: '10', password: pinDigest('000000') })).toMatchObject({ code: 20014, msg: 'Incorrect security password' });
    expect(await post({ number: '9.99' })).toMatchObject({ code: 31003, msg: 'Min. Withdrawal = 10 USDT' });
    expect(await post({ type: 1, number: '50' })).toMatchObject({ code: 31003, msg: 'Min. Withdrawal = 100 KinBo' });
    expect(await post({ number: '16' })).toMatchObject({ code: 30001 });
    // 10 USDT needs a 4 KinBo fee; the user has 3.
    expect(await post({ number: '10' })).toMatchObject({ code: 30001, msg: 'Insufficient balance' });
    expect(await post({ chain: 137, type: 1, number: '100' })).toMatchObject({ code: 31002 });
    expect(await post({ number: '10', address: '' })).toMatchObject({ msg: 'Please enter the withdrawal address' });
    expect(await balances(user.token)).toEqual({ usdt: '15', kinbo: '3' });
  });

  // An address that would burn or strand the funds is refused before the PIN, and nothing moves.
  it('refuses the zero address, a wrong checksum and the addresses of KinBo itself', async () => {
    const user = await fundedUser('100', '1000');
    const bsc = chains.deployment['56'];
    const polygon = chains.deployment['137'];
    const valid = localAccount(15).address;
    // Flip the case of the first letter of the checksummed address: same account, broken checksum.
    const letter = valid.slice(2).search(/[a-fA-F]/) + 2;
    const flipped = valid.slice(0, letter) + (valid[letter] === valid[letter]!.toUpperCase() ? valid[letter]!.toLowerCase() : valid[letter]!.toUpperCase()) + valid.slice(letter + 1);
    const ours = [
      bsc.tokens.usdt!.address,
      bsc.tokens.kinbo!.address,
      polygon.tokens.usdt!.address.toLowerCase(),
      bsc.deposit,
      polygon.deposit.toLowerCase(),
      bsc.receivedAddress,
      polygon.receivedAddress,
      localRoleAccount('treasury').address, // the hot wallet (HOT_WALLET_KEY unset)
      localOperator().address,
    ];
    const cases: Array<[string, { code: number; msg: string }]> = [
      ['0x0000000000000000000000000000000000000000', { code: 10001, msg: 'The zero address is not a wallet: anything sent there is lost' }],
      // Not hex at all, in mixed case: the format message, never a checksum computed over junk.
      ['0xZZ6EA74026E726554dB657fA54763abd0C3a0aa9', { code: 10001, msg: 'Enter a valid wallet address (0x followed by 40 hex characters)' }],
      [flipped, { code: 10001, msg: 'The upper and lower case letters of this address do not match its checksum: it may have a typo. Copy it again from your wallet' }],
      ...ours.map((address): [string, { code: number; msg: string }] => [
        address,
        { code: 31022, msg: 'This address belongs to KinBo (a token, a contract or a KinBo wallet): funds sent there would be lost. Enter your own wallet address' },
      ]),
    ];
    for (const [address, refusal] of cases) {
      for (const [chain, type] of [
        [56, 0],
        [56, 1],
        [137, 0],
      ] as const) {
        for (const pin of [user.pin, '000000']) {
          const answer = await server.api.post('/api/wallet/withdraw', { chain, type, number: '100', address, password: pinDigest(pin) }, { token: user.token });
          expect({ address, chain, type, code: answer.code, msg: answer.msg }).toEqual({ address, chain, type, ...refusal });
        }
      }
    }
    expect(await balances(user.token)).toEqual({ usdt: '100', kinbo: '1000' });
    const records = await server.api.get<{ total: number }>('/api/report/list', { type: 'usdt' }, { token: user.token });
    expect(records.data.total).toBe(1);
    // The wrong PINs above were never counted: the refusals came first.
    const ok = await server.api.post('/api/wallet/withdraw', { chain: 56, type: 0, number: '10', address: valid.toLowerCase(), password: pinDigest(user.pin) }, { token: user.token });
    expect(ok.code, ok.msg).toBe(0);
  });
});

describe('purchase of KinBo with on-chain USDT', () => {
  it('credits a verified transfer once; a replay, another account or a wrong amount credits nothing', async () => {
    const buyer = await server.registerUser();
    const other = await server.registerUser();
    const payer = walletFor(chains.deployment['56'], localAccount(6).privateKey);
    const order = await server.api.post<{ id: number; address: Address; amount_units: string; kinbo: string }>(
      '/api/order/create',
      { amount: '10', chain: 56, address: payer.account.address },
      { token: buyer.token },
    );
    expect(order).toMatchObject({ code: 0, data: { kinbo: '200', address: chains.deployment['56'].receivedAddress } });
    expect(order.data.amount_units).toBe((parseUnits('10', 18) + BigInt(order.data.id)).toString());
    expect(await server.api.post('/api/order/create', { amount: '10', chain: 137 }, { token: buyer.token })).toMatchObject({ code: 31002 });
    // Paying the plain amount (not the order's exact sum) matches no order.

    const wrong = await payer.walletClient.writeContract({
      address: chains.deployment['56'].usdt,
      abi: tokenAbi,
      functionName: 'transfer',
      args: [order.data.address, parseUnits('10', 18)],
    });
    await payer.publicClient.waitForTransactionReceipt({ hash: wrong });
    expect(await server.api.post('/api/order/hash', { hash: wrong, id: order.data.id }, { token: buyer.token })).toMatchObject({ code: 31008 });

    const hash = await payer.walletClient.writeContract({
      address: chains.deployment['56'].usdt,
      abi: tokenAbi,
      functionName: 'transfer',
      args: [order.data.address, BigInt(order.data.amount_units)],
    });
    await payer.publicClient.waitForTransactionReceipt({ hash });
    // Another account with a pending order of the same amount cannot claim this payment.
    await server.api.post('/api/order/create', { amount: '10' }, { token: other.token });
    const stolen = await server.api.post('/api/order/hash', { hash }, { token: other.token });
    expect(stolen).toMatchObject({ code: 31009 });

    const done = await server.api.post('/api/order/hash', { hash, id: order.data.id }, { token: buyer.token });
    expect(done).toMatchObject({ code: 0, data: { status: 'completed', tx_hash: hash } });
    expect(await server.api.post('/api/order/hash', { hash, id: order.data.id }, { token: buyer.token })).toMatchObject({ code: 31010 });
    expect(await balances(buyer.token)).toEqual({ usdt: '0', kinbo: '200' });
    expect(await balances(other.token)).toEqual({ usdt: '0', kinbo: '0' });
  });
});
