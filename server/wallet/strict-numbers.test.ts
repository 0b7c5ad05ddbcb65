/** Counts are plain integers and amounts plain decimals in range: anything else is a 4xx naming the field, never a 500. */
import { describe, expect, it } from 'vitest';
import type { LedgerPosting } from '../platform/ledger';
import { pinDigest, useTestServer } from '../test/harness';

const server = useTestServer({ checkLedger: true });

async function newUser(tickets = '0') {
  const user = await server.registerUser();
  const id = (await server.api.get<{ id: number }>('/api/user/info', {}, { token: user.token })).data.id;
  const postings: LedgerPosting[] = [{ userId: id, asset: 'ticket', direction: 'credit', amount: tickets, type: 'usdt', title: { key: 'usdt_deposit' } }];
  if (tickets !== '0') await server.app.services.ledger.post(postings);
  return { ...user, id, pinMd5: pinDigest(user.pin) };
}

describe('strict numbers', () => {
  it('refuses counts that are not plain integers, and takes nothing', async () => {
    const from = await newUser('5');
    const to = await newUser();
    const give = (number: unknown) => server.api.post('/api/ticket/give', { email: to.email, number, password: from.pinMd5 }, { token: from.token });
    for (const loose of ['1e0', '0x1', '1.0', '1\n', ' 1', '+1', '01', '-1', 1e21, true, [1]]) {
      expect(await give(loose), JSON.stringify(loose)).toMatchObject({ code: 10001 });
    }
    expect(await give('1')).toMatchObject({ code: 0 });
    expect(await give(1)).toMatchObject({ code: 0 });
    const info = await server.api.get<{ ticket: number }>('/api/user/info', {}, { token: from.token });
    expect(info.data.ticket).toBe(3);
  });

  it('refuses ids that are not plain integers', async () => {
    const user = await newUser();
    for (const loose of ['1e0', '0x1', '1.0', '1\n']) {
      expect(await server.api.post('/api/ticket/buy', { id: loose, password: user.pinMd5 }, { token: user.token }), loose).toMatchObject({ code: 10001 });
    }
  });

  it('answers an amount too large for the money columns with a 4xx, not a 500', async () => {
    const user = await newUser();
    for (const amount of ['99999999999999999999', '1000000000000', 1e21, '1e3', '0x10']) {
      const answer = await server.api.post('/api/order/create', { amount }, { token: user.token });
      expect(answer, String(amount)).toMatchObject({ code: 10001 });
    }
    const tooLarge = await server.api.post('/api/order/create', { amount: '99999999999999999999' }, { token: user.token });
    expect(tooLarge.msg).toBe('Enter an amount with at most 12 digits before the decimal point');
    // The largest allowed amount passes the check (the harness has no chain, so the order stops there).
    const largest = await server.api.post('/api/order/create', { amount: '999999999999' }, { token: user.token });
    expect(largest.status).toBe(200);
    expect(largest.code).not.toBe(10001);
  });
});
