import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openLiveStream, type LiveTopic } from './live/live';

/**
 * Feeds one room's or auction's query from the live stream (./live/live.ts) while its screen is
 * open. Until the stream runs, and whenever it is refused or drops, the room polls as before.
 */
export function useLiveGame(kind: LiveTopic['k'], id: number | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (id === null) return;
    return openLiveStream(client, [{ k: kind, id }]);
  }, [client, kind, id]);
}
