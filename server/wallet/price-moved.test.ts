/**
 * What is confirmed is what is taken: a USDT withdrawal names the KinBo fee the user saw, a voucher
 * exchange the KinBo the user saw. When the KinBo price moved in between, the server refuses with the
 * new figure (31024) and takes nothing; confirmed again with it, the action goes through.
 */
import { expect, it } from 'vitest';
import { CHAIN_CODE, setCoinPrice } from '../home/coins';
import { localAccount } from '../../shared/chain/localAccounts';
import { pinDigest } from '../test/harness';
import { useWalletTestbed } from '../test/wallet-chains';
import { API_CODES } from '../../shared/contract/codes';

const testbed = useWalletTestbed();

const setPrice = (price: string) => setCoinPrice(testbed.server.database.db, CHAIN_CODE.bsc, 'KinBo', price, testbed.server.clock.now());

it('a USDT withdrawal whose KinBo fee moved after the confirm is refused with the new fee, and nothing is taken', async () => {
  const { server } = testbed;
  const user = await testbed.withdrawer();
  await setPrice('0.05');
  // 20 USDT at 2 %: 0.4 USDT of KinBo, 8 KinBo at 0.05. The price doubles before the commit: 4 KinBo.
  const body = { chain: 56, type: 0, number: '20', address: localAccount(13).address, password: pinDigest(user.pin), fee_kinbo: '8' };
  await setPrice('0.1');
  const moved = await server.api.post<{ amount: string }>('/api/wallet/withdraw', body, { token: user.token });
  expect(moved).toMatchObject({ code: API_CODES.PRICE_MOVED, data: { amount: '4' } });
  expect(moved.msg).toBe('The KinBo price moved: this now comes to 4 KinBo. Nothing was taken; check it and confirm again');
  expect(await testbed.balances(user.token)).toEqual({ usdt: '100', kinbo: '1000' });

  const confirmed = await server.api.post<{ fee_kinbo: string }>('/api/wallet/withdraw', { ...body, fee_kinbo: '4' }, { token: user.token });
  expect(confirmed.code, confirmed.msg).toBe(0);
  expect(confirmed.data.fee_kinbo).toBe('4');
  expect(await testbed.balances(user.token)).toEqual({ usdt: '80', kinbo: '996' });
  // A bad figure is bad input, not a moved price.
  expect(await server.api.post('/api/wallet/withdraw', { ...body, fee_kinbo: '1e0' }, { token: user.token })).toMatchObject({ code: API_CODES.INVALID_INPUT });
  await server.expectLedgerBalanced();
}, 60_000);

it('a voucher exchange for KinBo whose amount moved is refused with the new amount; the voucher stays', async () => {
  const { server } = testbed;
  const owner = await testbed.withdrawer();
  await setPrice('0.05');
  const market = await server.api.get<{ list: Array<{ id: number; price: string }> }>('/api/voucher/buyList', { email: 'market.lumen@kinbo.local' }, { token: owner.token });
  const voucher = market.data.list.find((v) => v.price === '100');
  expect(voucher).toBeDefined();
  const pin = pinDigest(owner.pin);
  expect((await server.api.post('/api/voucher/buy', { id: voucher!.id, type: 0, password: pin }, { token: owner.token })).code).toBe(0);
  const mine = await server.api.get<{ list: Array<{ id: number }> }>('/api/voucher/list', { page: '1', limit: '20' }, { token: owner.token });
  const id = mine.data.list[0]!.id;

  // Seen at 0.05: 2000 KinBo. At 0.08 it is 1250.
  await setPrice('0.08');
  const moved = await server.api.post<{ amount: string }>('/api/voucher/exchange', { id, type: 0, password: pin, amount: '2000' }, { token: owner.token });
  expect(moved).toMatchObject({ code: API_CODES.PRICE_MOVED, data: { amount: '1250' } });
  expect((await server.api.get<{ total: number }>('/api/voucher/list', { page: '1', limit: '20' }, { token: owner.token })).data.total).toBe(1);
  expect((await testbed.balances(owner.token)).kinbo).toBe('1000');

  const done = await server.api.post('/api/voucher/exchange', { id, type: 0, password: pin, amount: '1250' }, { token: owner.token });
  expect(done).toMatchObject({ code: 0, data: { asset: 'kinbo', amount: '1250' } });
  expect((await testbed.balances(owner.token)).kinbo).toBe('2250');
  await server.expectLedgerBalanced();
}, 60_000);
