import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveTopic } from './live/live';

/**
 * Feeds one room's or auction's query from the live stream (lib/api/live.ts) while its screen is
 * open. The stream client loads after the screen, never in a first load; until it runs, and whenever
 * the stream is refused or drops, the room polls as before.
 */
export function useLiveGame(kind: LiveTopic['k'], id: number | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (id === null) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./live/live').then((live) => {
      if (!cancelled) stop = live.openLiveStream(client, [{ k: kind, id }]);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, kind, id]);
}
