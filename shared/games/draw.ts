/**
 * The provably fair Flash Deal draw, shared by the server (which draws) and the browser (whose
 * "Verify" recomputes the winner). Web Crypto only, so it runs the same in Node 20+ and in browsers.
 *
 * 1. When a room opens the server picks a secret `seed` (32 random bytes as 64 lower-case hex
 *    characters) and publishes `commitment = SHA-256(seed)` — the SHA-256 of the seed's hex text
 *    (UTF-8), as 64 lower-case hex characters.
 * 2. When the drawing ends the winner's index in the members' join order is
 *    `SHA-256(seed + ":" + ids joined by ",")`, read as a 256-bit unsigned big-endian integer,
 *    modulo the number of members. Example: seed "ab…", members 7, 3, 12 → SHA-256("ab…:7,3,12") mod 3.
 * 3. The seed is revealed once the room is finished; anyone can check both steps.
 *
 * The modulo bias is below 2^-240 for any room size we use (n ≤ 2^16): negligible.
 */

export const SEED_PATTERN = /^[0-9a-f]{64}$/;

/** SHA-256 of a text's UTF-8 bytes as lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The exact text the winner's hash is taken of. */
export function drawMessage(seed: string, memberIds: readonly number[]): string {
  return `${seed}:${memberIds.join(',')}`;
}

/** The published commitment of a seed. */
export function commitmentOf(seed: string): Promise<string> {
  return sha256Hex(seed);
}

/** A new secret seed (32 random bytes, hex). */
export function newSeed(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The winner's index (0-based) in `memberIds`, which must be in join order. */
export async function drawWinnerIndex(seed: string, memberIds: readonly number[]): Promise<number> {
  if (memberIds.length === 0) throw new Error('draw: a room without members has no winner');
  const hash = await sha256Hex(drawMessage(seed, memberIds));
  return Number(BigInt(`0x${hash}`) % BigInt(memberIds.length));
}

export type DrawCheck = {
  /** SHA-256(seed) equals the commitment published when the room opened. */
  commitmentMatches: boolean;
  /** The winner recomputed from the seed and the members. */
  winnerId: number | null;
  /** The recomputed winner is the announced one (and the commitment matches). */
  matches: boolean;
};

/** What the room screen's "Verify" runs: recompute everything from the revealed seed. */
export async function verifyDraw(input: { seed: string; commitment: string; memberIdsInJoinOrder: readonly number[]; announcedWinnerId: number }): Promise<DrawCheck> {
  const seed = input.seed.trim().toLowerCase();
  if (!SEED_PATTERN.test(seed) || input.memberIdsInJoinOrder.length === 0) {
    return { commitmentMatches: false, winnerId: null, matches: false };
  }
  const commitmentMatches = (await commitmentOf(seed)) === input.commitment.trim().toLowerCase();
  const winnerId = input.memberIdsInJoinOrder[await drawWinnerIndex(seed, input.memberIdsInJoinOrder)] ?? null;
  return { commitmentMatches, winnerId, matches: commitmentMatches && winnerId === input.announcedWinnerId };
}
