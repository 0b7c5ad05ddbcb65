/**
 * A USDT withdrawal may pay its fee in USDT (`fee_usdt`, main config's withdraw_fee_usdt_rate): the fee
 * comes off the amount, nothing in KinBo. The figure confirmed is the one taken (else 31024, nothing
 * taken, no PIN try), the option is refused on KinBo and beside a KinBo fee, the amount must exceed the
 * fee, concurrent requests cannot overdraw, and the record reports the fee and what was received. Each
 * payout step is announced to its owner's live stream.
 */
import { expect, it } from 'vitest';
import { formatUnits, type Address } from 'viem';
import { localAccount } from '../../shared/chain/localAccounts';
import { tokenAbi } from '../../shared/chain/abi';
import { API_CODES } from '../../shared/contract/codes';
import { walletFor } from '../../contracts/localWallet';
import { EVENTS_CHANNEL, parseEvent, type LiveEvent } from '../live/events';
import { settings } from '../platform/db/schema';
import { pinDigest } from '../test/harness';
import { useWalletTestbed } from '../test/wallet-chains';

const testbed = useWalletTestbed({ checkLedger: true });

/** A user holding USDT and no KinBo at all. */
async function usdtOnly(usdt: string) {
  const { server } = testbed;
  const user = await server.registerUser();
  const info = await server.api.get<{ id: number }>('/api/user/info', {}, { token: user.token });
  await server.app.services.ledger.post([{ userId: info.data.id, asset: 'usdt', direction: 'credit', amount: usdt, type: 'usdt', title: { key: 'usdt_deposit' } }]);
  return { ...user, id: info.data.id };
}

const body = (pin: string, extra: Record<string, unknown>) => ({ chain: 56, type: 0, number: '140', address: localAccount(14).address, password: pinDigest(pin), ...extra });
const withdraw = (token: string, payload: Record<string, unknown>) => testbed.server.api.post<Record<string, string>>('/api/wallet/withdraw', payload, { token });

const setRate = (rate: string) =>
  testbed.server.database.db
    .insert(settings)
    .values({ key: 'withdraw_fee_usdt_rate', value: rate, updatedAt: new Date() })
    .onConflictDoUpdate({ target: settings.key, set: { value: rate } });

async function onChainUsdt(owner: Address): Promise<string> {
  const record = testbed.chains.deployment['56'];
  const { publicClient } = walletFor(record, localAccount(0).privateKey);
  return formatUnits(await publicClient.readContract({ address: record.usdt, abi: tokenAbi, functionName: 'balanceOf', args: [owner] }), 18);
}

it('a 0-KinBo user withdraws 140 USDT paying 2.5 % in USDT: 136.5 paid out, the record shows fee and received', async () => {
  const { server } = testbed;
  const user = await usdtOnly('140');
  const events: LiveEvent[] = [];
  const stop = await server.database.listen(EVENTS_CHANNEL, { onNotification: (payload) => void events.push(parseEvent(payload)!), onResync: () => undefined });
  const before = await onChainUsdt(localAccount(14).address);

  // The KinBo fee cannot be paid: the old way is refused, the USDT way goes through.
  expect((await withdraw(user.token, body(user.pin, {}))).code).not.toBe(0);
  const done = await withdraw(user.token, body(user.pin, { fee_usdt: '3.5' }));
  expect(done.code, done.msg).toBe(0);
  expect(done.data).toMatchObject({ number: '140', fee_kinbo: '0', fee_usdt: '3.5', receive: '136.5', status: 'queued' });
  expect(await testbed.balances(user.token)).toEqual({ usdt: '0', kinbo: '0' });

  await server.app.services.withdrawals.payoutOnce();
  await server.app.services.withdrawals.payoutOnce();
  expect(Number(await onChainUsdt(localAccount(14).address)) - Number(before)).toBe(136.5);
  const latest = await server.api.get<Record<string, unknown>>('/api/report/latest', { kind: 'withdrawal' }, { token: user.token });
  expect(latest.data).toMatchObject({ status: 'completed', fee_kinbo: '0', fee_usdt: '3.5', receive_amount: '136.5' });

  // The owner heard of the payout being signed and then sent, without a balance change in between.
  await stop();
  const mine = events.filter((e) => e.k === 'user' && e.u === user.id && e.e === 'withdrawal');
  expect(mine.length).toBeGreaterThanOrEqual(2);
  expect(mine.every((e) => e.k === 'user' && e.id === Number(done.data.id))).toBe(true);
}, 60_000);

it('a forged or stale USDT fee is refused with the real one before the PIN; nothing is taken', async () => {
  const user = await usdtOnly('140');
  for (const forged of ['0.000001', '3.499999', '35']) {
    // A wrong PIN too: a refused figure must not cost a PIN try, so it answers 31024, not a PIN error.
    const refused = await withdraw(user.token, body('000000', { fee_usdt: forged }));
    expect(refused).toMatchObject({ code: API_CODES.PRICE_MOVED, data: { amount: '3.5' } });
    expect(refused.msg).toBe('The withdrawal fee is now 3.5 USDT. Nothing was taken; check it and confirm again');
  }
  // A zero or malformed figure is bad input, not a moved fee.
  expect((await withdraw(user.token, body(user.pin, { fee_usdt: '0' }))).code).toBe(API_CODES.INVALID_INPUT);
  expect((await withdraw(user.token, body(user.pin, { fee_usdt: '3.5e0' }))).code).toBe(API_CODES.INVALID_INPUT);
  expect(await testbed.balances(user.token)).toEqual({ usdt: '140', kinbo: '0' });
  expect((await withdraw(user.token, body(user.pin, { fee_usdt: '3.5' }))).code).toBe(0);
});

it('the USDT fee is refused on a KinBo withdrawal, beside a KinBo fee, and when it is not below the amount', async () => {
  const user = await testbed.withdrawer();
  const pin = pinDigest(user.pin);
  const kinbo = await withdraw(user.token, { chain: 56, type: 1, number: '200', address: localAccount(14).address, password: pin, fee_usdt: '5' });
  expect(kinbo.code).toBe(API_CODES.INVALID_INPUT);
  expect(kinbo.msg).toBe('The fee can be paid in USDT only for a USDT withdrawal, and only where it is offered');
  const both = await withdraw(user.token, body(user.pin, { number: '20', fee_usdt: '0.5', fee_kinbo: '8' }));
  expect(both.code).toBe(API_CODES.INVALID_INPUT);
  // At a rate of 100 % the fee would eat the whole amount.
  await setRate('100');
  try {
    const whole = await withdraw(user.token, body(user.pin, { number: '20', fee_usdt: '20' }));
    expect(whole).toMatchObject({ code: API_CODES.AMOUNT_TOO_SMALL, msg: 'The amount must be more than its fee' });
  } finally {
    await setRate('2.5');
  }
  expect(await testbed.balances(user.token)).toEqual({ usdt: '100', kinbo: '1000' });
});

it('concurrent USDT-fee withdrawals never overdraw: of five 60 USDT requests on 140, two go through', async () => {
  const user = await usdtOnly('140');
  const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(user.token, body(user.pin, { number: '60', fee_usdt: '1.5' }))));
  expect(answers.filter((a) => a.code === 0)).toHaveLength(2);
  expect(await testbed.balances(user.token)).toEqual({ usdt: '20', kinbo: '0' });
}, 60_000);
