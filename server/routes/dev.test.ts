import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../lib/errors';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let alice: { token: string; id: number };
let bob: { token: string; id: number };

async function account() {
  const { token } = await server.registerUser();
  const info = await server.api.get<{ id: number }>('/api/user/info', {}, { token });
  return { token, id: info.data.id };
}

beforeAll(async () => {
  server = await startTestServer();
  alice = await account();
  bob = await account();
}, 60_000);
afterEach(async () => {
  await server.expectLedgerBalanced();
});
afterAll(async () => {
  await server?.close();
});

const balances = async (token: string) => {
  const info = await server.api.get<{ usdt_amount: string; ticket: number }>('/api/user/info', {}, { token });
  return { usdt: info.data.usdt_amount, ticket: info.data.ticket };
};

describe('/api/dev/ledger (LOCAL_MODE test helper)', () => {
  it('credits, debits and transfers through the ledger, answering the balance after', async () => {
    const credit = await server.api.post<{ balance_after: string }>('/api/dev/ledger/credit', { asset: 'usdt', amount: '10.5' }, { token: alice.token });
    expect(credit).toMatchObject({ code: 0, data: { balance_after: '10.5' } });
    expect((await server.api.post('/api/dev/ledger/debit', { asset: 'usdt', amount: '0.5' }, { token: alice.token })).data).toEqual({ balance_after: '10' });
    const sent = await server.api.post('/api/dev/ledger/transfer', { to_user_id: bob.id, asset: 'usdt', amount: '2.25' }, { token: alice.token });
    expect(sent).toMatchObject({ code: 0, data: { balance_after: '7.75' } });
    expect(await balances(bob.token)).toMatchObject({ usdt: '2.25' });
    await server.api.post('/api/dev/ledger/credit', { asset: 'ticket', amount: '3' }, { token: alice.token });
    // KinBo too: it pays the fee of a USDT withdrawal in the e2e tests.
    expect((await server.api.post('/api/dev/ledger/credit', { asset: 'kinbo', amount: '500' }, { token: alice.token })).data).toEqual({ balance_after: '500' });
    await server.api.post('/api/dev/ledger/transfer', { to_user_id: bob.id, asset: 'ticket', amount: '2' }, { token: alice.token });
    expect(await balances(alice.token)).toEqual({ usdt: '7.75', ticket: 1 });
    expect(await balances(bob.token)).toEqual({ usdt: '2.25', ticket: 2 });
  });

  it('refuses to go below zero with 30001 and changes nothing', async () => {
    const before = await balances(bob.token);
    const result = await server.api.post('/api/dev/ledger/transfer', { to_user_id: alice.id, asset: 'usdt', amount: '1000' }, { token: bob.token });
    expect(result).toMatchObject({ code: ErrorCode.INSUFFICIENT_BALANCE, data: null });
    expect((await server.api.post('/api/dev/ledger/debit', { asset: 'ticket', amount: '3' }, { token: bob.token })).code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(await balances(bob.token)).toEqual(before);
  });

  it.each([
    [{ asset: 'usdt', amount: '0' }],
    [{ asset: 'usdt', amount: '-1' }],
    [{ asset: 'usdt', amount: 5 }],
    [{ asset: 'ticket', amount: '1.5' }],
    [{ asset: 'bnb', amount: '1' }],
    [{ amount: '1' }],
    [{ asset: 'usdt', amount: '1', to_user_id: 'x' }],
    [{ asset: 'usdt', amount: '1', to_user_id: 0 }],
  ])('answers bad input %j with 10001, never a 500', async (body) => {
    const url = 'to_user_id' in body ? '/api/dev/ledger/transfer' : '/api/dev/ledger/debit';
    const result = await server.api.post(url, body, { token: alice.token });
    expect(result.status).toBe(200);
    expect(result.code).toBe(ErrorCode.INVALID_INPUT);
  });

  it('answers a transfer to an unknown user with 20007 and needs a token', async () => {
    expect((await server.api.post('/api/dev/ledger/transfer', { to_user_id: 999_999, asset: 'usdt', amount: '1' }, { token: alice.token })).code).toBe(ErrorCode.USER_NOT_FOUND);
    expect((await server.api.post('/api/dev/ledger/credit', { asset: 'usdt', amount: '1' })).code).toBe(ErrorCode.TOKEN_INVALID);
  });
});
