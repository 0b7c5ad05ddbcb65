/** The room arithmetic the game screens and an invited visitor's login screen share. */

/** Unix seconds (the server's times) → unix ms for the server-clock countdown. */
export const secondsToMs = (seconds: number | null | undefined) => (typeof seconds === 'number' && Number.isFinite(seconds) ? seconds * 1000 : null);

/** Seats still free ("N more to start") and the fill ratio 0..1 of the progress bar. */
export function seatsLeft(room: { member_count: number; max_count: number }) {
  const max = Math.max(0, room.max_count);
  const count = Math.min(Math.max(0, room.member_count), max);
  return { left: max - count, ratio: max === 0 ? 0 : count / max };
}
