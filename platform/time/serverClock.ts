import { create } from 'zustand';

/**
 * The server's clock, as an offset from the phone's. Every API answer may carry `server_time` (unix
 * milliseconds); the client feeds it here, and countdowns read `serverNow()` instead of `Date.now()`,
 * so a phone whose clock is minutes off still counts down to the server's deadline. An API that
 * sends no `server_time` leaves the offset at 0 (the phone's clock).
 *
 * The answer left the server somewhere between the request and its arrival; half the round trip is
 * added when it is known. Of several samples the one with the shortest round trip wins (the
 * least uncertain), and a sample older than SAMPLE_TTL_MS is replaced by any new one, so a phone
 * clock that is changed while the app runs is followed.
 */

export const SAMPLE_TTL_MS = 5 * 60_000;

interface ClockState {
  /** serverTime - phoneTime, in ms. */
  offsetMs: number;
  /** Round trip of the sample the offset comes from (Infinity when none). */
  rttMs: number;
  sampledAt: number;
}

export const useServerClock = create<ClockState>()(() => ({ offsetMs: 0, rttMs: Number.POSITIVE_INFINITY, sampledAt: 0 }));

/** A plausible server_time: an integer of unix milliseconds after 2020 (seconds would be far smaller). */
export function isServerTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 1_577_836_800_000;
}

/**
 * Records one sample. `receivedAt` is the phone's time when the answer arrived, `sentAt` when the
 * request left (optional). Returns whether the offset changed.
 */
export function recordServerTime(serverTime: unknown, receivedAt: number = Date.now(), sentAt?: number): boolean {
  if (!isServerTime(serverTime)) return false;
  const rtt = sentAt !== undefined && sentAt <= receivedAt ? receivedAt - sentAt : 0;
  const state = useServerClock.getState();
  const stale = receivedAt - state.sampledAt > SAMPLE_TTL_MS || receivedAt < state.sampledAt;
  if (!stale && rtt > state.rttMs) return false;
  const offsetMs = Math.round(serverTime + rtt / 2 - receivedAt);
  useServerClock.setState({ offsetMs, rttMs: rtt, sampledAt: receivedAt });
  return true;
}

/** The server's current time in unix ms (the phone's when no server_time was ever seen). */
export function serverNow(phoneNow: number = Date.now()): number {
  return phoneNow + useServerClock.getState().offsetMs;
}

/** Whole seconds left until a server-time deadline (unix ms), never negative; rounds up so 0 means over. */
export function secondsUntil(deadlineMs: number, nowMs: number = serverNow()): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** Test helper and logout: forget every sample. */
export function resetServerClock() {
  useServerClock.setState({ offsetMs: 0, rttMs: Number.POSITIVE_INFINITY, sampledAt: 0 });
}
