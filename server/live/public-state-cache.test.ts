import { describe, expect, it } from 'vitest';
import { createPublicStateCache } from './public-state-cache';

const auction = { k: 'bid', id: 7 } as const;

/** A cache that follows the notices at once, on a clock the test moves. */
async function followingCache(ttlMs = 1000) {
  let time = 0;
  const cache = createPublicStateCache({ ttlMs, clock: () => time });
  cache.followWith(async () => undefined);
  await cache.get(auction, async () => 'before following'); // starts following
  await Promise.resolve();
  expect(cache.stats().following).toBe(true);
  cache.changed(auction);
  return { cache, advance: (ms: number) => (time += ms) };
}

/** A read the test finishes when it chooses. */
function pendingRead<T>() {
  let finish!: (value: T) => void;
  const value = new Promise<T>((resolve) => (finish = resolve));
  return { read: () => value, finish };
}

describe('public-state cache', () => {
  it('reads straight from the database until the change notices are followed', async () => {
    const cache = createPublicStateCache();
    let reads = 0;
    await cache.get(auction, async () => ++reads);
    await cache.get(auction, async () => ++reads);
    expect(reads).toBe(2); // no follower: never trusted

    let startFollowing!: () => void;
    cache.followWith(() => new Promise<void>((resolve) => (startFollowing = resolve)));
    await cache.get(auction, async () => ++reads);
    await cache.get(auction, async () => ++reads);
    expect(reads).toBe(4); // still starting
    startFollowing();
    await Promise.resolve();
    expect(await cache.get(auction, async () => ++reads)).toBe(5);
    expect(await cache.get(auction, async () => ++reads)).toBe(5);
  });

  it('shares one read between callers until a change notice, then reads again', async () => {
    const { cache } = await followingCache();
    let reads = 0;
    const [a, b] = await Promise.all([cache.get(auction, async () => ++reads), cache.get(auction, async () => ++reads)]);
    expect([a, b, reads]).toEqual([1, 1, 1]);
    expect(await cache.get({ k: 'room', id: 7 }, async () => 'a room')).toBe('a room'); // another topic
    cache.changed(auction);
    expect(await cache.get(auction, async () => ++reads)).toBe(2);
  });

  it('never keeps a read that started before a change notice', async () => {
    const { cache } = await followingCache();
    const early = pendingRead<string>();
    const beforeChange = cache.get(auction, early.read);
    cache.changed(auction); // committed while the early read was under way
    const late = pendingRead<string>();
    const afterChange = cache.get(auction, late.read); // does not join the early read
    early.finish('old');
    late.finish('new');
    expect(await beforeChange).toBe('old');
    expect(await afterChange).toBe('new');
    expect(await cache.get(auction, async () => 'newer')).toBe('new');
  });

  it('keeps an entry no longer than its lifetime, and keeps no failed read', async () => {
    const { cache, advance } = await followingCache(1000);
    expect(await cache.get(auction, async () => 'first')).toBe('first');
    advance(999);
    expect(await cache.get(auction, async () => 'second')).toBe('first');
    advance(1);
    expect(await cache.get(auction, async () => 'second')).toBe('second');
    cache.changed(auction);
    await expect(cache.get(auction, async () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await cache.get(auction, async () => 'third')).toBe('third');
  });

  it('drops everything when the notices were interrupted, and trusts nothing once they stop', async () => {
    const { cache } = await followingCache();
    await cache.get(auction, async () => 'kept');
    cache.resynced();
    expect(await cache.get(auction, async () => 'after resync')).toBe('after resync');
    cache.unfollowed();
    expect(cache.stats()).toMatchObject({ following: false, entries: 0 });
    expect(await cache.get(auction, async () => 'direct')).toBe('direct');
    expect(await cache.get(auction, async () => 'direct again')).toBe('direct again');
  });
});
