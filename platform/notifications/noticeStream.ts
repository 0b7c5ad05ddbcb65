import { keepStreamOpen } from '@/platform/live/streamConnection';

/**
 * The user's own notices while the app is open on any screen: the live stream without rooms
 * (platform/live/streamConnection.ts keeps it open). `onNotice` gets the id of each new inbox entry.
 * Without a stream (an API that lacks it) the bell's count only polls.
 */
export function openNoticeStream(onNotice: (id: number) => void): () => void {
  return keepStreamOpen({
    onFrame: (frame) => {
      if (frame.event !== 'user') return;
      const data = JSON.parse(frame.data) as { e?: string; id?: number };
      if (data.e === 'notice' && typeof data.id === 'number') onNotice(data.id);
    },
  });
}
