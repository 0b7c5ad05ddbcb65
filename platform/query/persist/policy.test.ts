import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../keys';
import { cacheBuster, CACHE_FORMAT, fromSaved, isPersistable, MAX_AGE_MS, toSaved } from './policy';

const NOW = 1_800_000_000_000;
const BUSTER = cacheBuster('1.2.3');

function filledClient() {
  const client = new QueryClient();
  client.setQueryData(queryKeys.userInfo, { id: 7, usdt_amount: '12.5' });
  client.setQueryData(queryKeys.mainConfig, { withdraw_usdt_rate: '1' });
  client.setQueryData(['rooms', 'list'], { pages: [{ list: [1] }, { list: [2] }], pageParams: [1, 2] });
  client.setQueryData(['rooms', 'info', 3], { id: 3, seats: 5 });
  client.setQueryData(['bids', 'info', 4], { id: 4, price: '9' });
  client.setQueryData(['users', 'checkEmail', 'a@b.c'], true);
  client.setQueryData(['vouchers', 'market', {}], { pages: [[]], pageParams: [1] });
  return client;
}

describe('persisted query cache', () => {
  it('keeps only the allow-list: never a room, an auction or a market list', () => {
    expect(isPersistable(queryKeys.userInfo)).toBe(true);
    expect(isPersistable(queryKeys.banners('en-US'))).toBe(true);
    expect(isPersistable(queryKeys.ranking('week' as never))).toBe(true);
    expect(isPersistable(['vouchers', 'mine'])).toBe(true);
    expect(isPersistable(['rooms', 'info', 3])).toBe(false);
    expect(isPersistable(['bids', 'info', 3])).toBe(false);
    expect(isPersistable(['vouchers', 'market', {}])).toBe(false);
    expect(isPersistable(queryKeys.checkEmail('a@b.c'))).toBe(false);
    expect(isPersistable(['tickets', 'packages'])).toBe(false);

    const saved = toSaved(dehydrate(filledClient()), 7, BUSTER, NOW)!;
    const keys = saved.state.queries.map((q) => q.queryKey);
    expect(keys).toEqual(expect.arrayContaining([queryKeys.userInfo, queryKeys.mainConfig, ['rooms', 'list']]));
    expect(keys).toHaveLength(3);
    // An infinite list keeps its first page.
    const rooms = saved.state.queries.find((q) => q.queryKey[0] === 'rooms')!.state.data as { pages: unknown[] };
    expect(rooms.pages).toEqual([{ list: [1] }]);
  });

  it('gives a copy back only to its account and its app version, while not expired', () => {
    const saved = JSON.parse(JSON.stringify(toSaved(dehydrate(filledClient()), 7, BUSTER, NOW)));
    expect(fromSaved(saved, { account: 7, buster: BUSTER, now: NOW + 1000 })?.queries).toHaveLength(3);
    expect(fromSaved(saved, { account: 8, buster: BUSTER, now: NOW })).toBeNull();
    expect(fromSaved(saved, { account: 7, buster: cacheBuster('1.2.4'), now: NOW })).toBeNull();
    expect(fromSaved(saved, { account: 7, buster: BUSTER, now: NOW + MAX_AGE_MS + 1 })).toBeNull();
  });

  it('stays under the byte cap by leaving the largest queries out', () => {
    const client = filledClient();
    client.setQueryData(
      queryKeys.banners('en-US'),
      Array.from({ length: 5000 }, (_, i) => ({ id: i, title: 'x'.repeat(20) })),
    );
    const saved = toSaved(dehydrate(client), 7, BUSTER, NOW, 20_000)!;
    expect(JSON.stringify(saved).length).toBeLessThanOrEqual(20_000);
    expect(saved.state.queries.map((q) => q.queryKey[1])).not.toContain('banners');
  });

  it('does not crash on a cache written in an older or broken shape', () => {
    // The shape of a copy written by an earlier version: no format, the queries at the top.
    const previous = { buster: BUSTER, account: 7, timestamp: NOW, clientState: { queries: [{ queryKey: ['balances', 'userInfo'], state: {} }] } };
    for (const raw of [previous, null, 'text', 42, [], { format: CACHE_FORMAT }, { ...previous, format: CACHE_FORMAT, savedAt: NOW, state: { queries: 'x' } }]) {
      expect(fromSaved(raw, { account: 7, buster: BUSTER, now: NOW })).toBeNull();
    }
    // Right envelope, one query of a shape hydrate cannot use: that query is left out, the rest restores.
    const mixed = JSON.parse(JSON.stringify(toSaved(dehydrate(filledClient()), 7, BUSTER, NOW)));
    mixed.state.queries.push({ queryKey: ['balances', 'income'], queryHash: '["balances","income"]', state: { status: 'success' } });
    const state = fromSaved(mixed, { account: 7, buster: BUSTER, now: NOW })!;
    const client = new QueryClient();
    expect(() => hydrate(client, state)).not.toThrow();
    expect(client.getQueryData(queryKeys.userInfo)).toEqual({ id: 7, usdt_amount: '12.5' });
    expect(client.getQueryData(queryKeys.income)).toBeUndefined();
  });
});
