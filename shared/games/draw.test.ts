import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentOf, drawMessage, drawWinnerIndex, newSeed, SEED_PATTERN, verifyDraw } from './draw';

const ZERO_SEED = '00'.repeat(32);

describe('provably fair draw', () => {
  it('matches a fixed test vector (documented in server/README.md)', async () => {
    expect(drawMessage(ZERO_SEED, [7, 3, 12])).toBe(`${ZERO_SEED}:7,3,12`);
    expect(await commitmentOf(ZERO_SEED)).toBe('60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55');
    // SHA-256("00…00:7,3,12") = d82755f3… ; as an integer mod 3 = 2 → the third member (id 12).
    expect(await drawWinnerIndex(ZERO_SEED, [7, 3, 12])).toBe(2);
  });

  it('agrees with node:crypto on random seeds and sizes', async () => {
    for (let round = 0; round < 50; round++) {
      const seed = newSeed();
      expect(seed).toMatch(SEED_PATTERN);
      const ids = Array.from({ length: 1 + (round % 12) }, (_, i) => 100 + i * 7 + round);
      const hash = createHash('sha256')
        .update(`${seed}:${ids.join(',')}`)
        .digest('hex');
      expect(await drawWinnerIndex(seed, ids)).toBe(Number(BigInt(`0x${hash}`) % BigInt(ids.length)));
      expect(await commitmentOf(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    }
  });

  it('depends on the join order', async () => {
    const seed = ZERO_SEED;
    const results = new Set<number>();
    for (const order of [
      [1, 2, 3, 4, 5],
      [5, 4, 3, 2, 1],
      [2, 1, 3, 5, 4],
      [3, 5, 1, 4, 2],
    ]) {
      results.add(order[await drawWinnerIndex(seed, order)]!);
    }
    expect(results.size).toBeGreaterThan(1);
  });

  it('refuses an empty room', async () => {
    await expect(drawWinnerIndex(ZERO_SEED, [])).rejects.toThrow();
  });

  it('verifies a fair draw and catches a wrong winner, a wrong seed or a wrong commitment', async () => {
    const seed = newSeed();
    const commitment = await commitmentOf(seed);
    const ids = [41, 42, 43, 44, 45, 46, 47, 48, 49, 50];
    const winner = ids[await drawWinnerIndex(seed, ids)]!;
    expect(await verifyDraw({ seed, commitment, memberIdsInJoinOrder: ids, announcedWinnerId: winner })).toEqual({
      commitmentMatches: true,
      winnerId: winner,
      matches: true,
    });
    const other = ids.find((id) => id !== winner)!;
    expect((await verifyDraw({ seed, commitment, memberIdsInJoinOrder: ids, announcedWinnerId: other })).matches).toBe(false);
    const otherSeed = newSeed();
    expect((await verifyDraw({ seed: otherSeed, commitment, memberIdsInJoinOrder: ids, announcedWinnerId: winner })).commitmentMatches).toBe(false);
    expect((await verifyDraw({ seed: 'not-hex', commitment, memberIdsInJoinOrder: ids, announcedWinnerId: winner })).matches).toBe(false);
    // Upper-case input is accepted as the same seed.
    expect((await verifyDraw({ seed: seed.toUpperCase(), commitment: commitment.toUpperCase(), memberIdsInJoinOrder: ids, announcedWinnerId: winner })).matches).toBe(true);
  });
});
