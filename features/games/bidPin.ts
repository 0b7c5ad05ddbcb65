import { useSession } from '@/platform/session/store';

/**
 * The security PIN of one auction, so that bids take one tap: asked on the first bid, then kept in
 * memory only (never storage), for that auction alone and at most BID_PIN_TTL_MS. It is forgotten when
 * the room is left, on logout or a new session, on expiry, and when the server refuses it; each bid
 * still sends it, as the spec's bid/bidding call does.
 */
export const BID_PIN_TTL_MS = 10 * 60_000;

type Kept = { roomId: number; pinMd5: string; until: number };

let kept: Kept | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

export function forgetBidPin(): void {
  kept = null;
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

/** Keeps the PIN the server just accepted for a bid in `roomId` (replacing any other room's). */
export function keepBidPin(roomId: number, pinMd5: string, now = Date.now()): void {
  forgetBidPin();
  kept = { roomId, pinMd5, until: now + BID_PIN_TTL_MS };
  timer = setTimeout(forgetBidPin, BID_PIN_TTL_MS);
}

/** The kept PIN for a bid in `roomId`, or null: another room's, or an expired one, is forgotten. */
export function recallBidPin(roomId: number, now = Date.now()): string | null {
  if (kept === null) return null;
  if (kept.roomId !== roomId || now >= kept.until) {
    forgetBidPin();
    return null;
  }
  return kept.pinMd5;
}

// Logout, an invalid session or another login: the token changes, and the PIN goes with it.
useSession.subscribe((state, previous) => {
  if (state.token !== previous.token) forgetBidPin();
});
