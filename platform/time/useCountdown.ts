'use client';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { secondsUntil, serverNow, useServerClock } from '@/platform/time/serverClock';

const TICK_MS = 250;

/**
 * Seconds left until a deadline in SERVER time (unix ms), re-rendering as it ticks. Reads the server
 * clock offset (lib/time/serverClock.ts), so a phone whose clock is off still shows the server's
 * countdown; `null` means no deadline (0 left).
 */
export function useServerCountdown(deadlineMs: number | null) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (deadlineMs === null) return () => {};
      const id = window.setInterval(onChange, TICK_MS);
      const unsubscribeClock = useServerClock.subscribe(onChange);
      return () => {
        window.clearInterval(id);
        unsubscribeClock();
      };
    },
    [deadlineMs],
  );
  // The snapshot is a whole number of seconds, so it is stable between ticks of the same second.
  const remaining = useSyncExternalStore(
    subscribe,
    () => (deadlineMs === null ? 0 : secondsUntil(deadlineMs)),
    () => 0,
  );
  return { remaining, running: remaining > 0 };
}

/** A countdown started on demand for N seconds (the register code timer), measured in server time. */
export function useCountdown() {
  const [deadlineMs, setDeadlineMs] = useState<number | null>(null);
  const { remaining, running } = useServerCountdown(deadlineMs);
  const start = useCallback((seconds: number) => setDeadlineMs(serverNow() + seconds * 1000), []);
  return { remaining, running, start };
}
