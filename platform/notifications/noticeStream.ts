import { listenToUserStream } from '@/platform/live/userStream';

/**
 * The user's own notices while the app is open on any screen, from the user's stream
 * (platform/live/userStream.ts, shared with the money screens). `onNotice` gets the id of each new inbox entry.
 * Without a stream (an API that lacks it) the bell's count only polls.
 */
export function openNoticeStream(onNotice: (id: number) => void): () => void {
  return listenToUserStream({
    onFrame: (frame) => {
      if (frame.event !== 'user') return;
      const data = JSON.parse(frame.data) as { e?: string; id?: number };
      if (data.e === 'notice' && typeof data.id === 'number') onNotice(data.id);
    },
  });
}
