import { randomBytes } from 'node:crypto';
import type { UserEventKind } from './events';

/** Frames are encoded once, when made, and the same bytes go to every watcher. */
export type Frame = Uint8Array;
export const encodeFrame = (text: string): Frame => Buffer.from(text);

const EVENT_ID = /^([a-z0-9]{1,16})-(\d{1,15})$/;

/**
 * The private notices of ONE process, numbered `<process epoch>-<seq>`, the newest `keep` of them
 * kept so a reconnecting stream can be given what it missed. An id of another process (another
 * epoch), too old or malformed cannot be resumed: the stream starts from a snapshot instead.
 */
export function createReplayLog(keep: number) {
  const epoch = randomBytes(6).toString('hex');
  let seq = 0;
  const recent: { seq: number; userId: number; frame: Frame }[] = [];

  return {
    /** A private notice to one user, numbered and kept. */
    userFrame(userId: number, kind: UserEventKind, id?: number): Frame {
      seq += 1;
      const frame = encodeFrame(`id: ${epoch}-${seq}\nevent: user\ndata: ${JSON.stringify(id === undefined ? { e: kind } : { e: kind, id })}\n\n`);
      recent.push({ seq, userId, frame });
      if (recent.length > keep) recent.shift();
      return frame;
    },

    /** The first frame of a stream: who it is for, whether it resumes, and the id to resume from. */
    helloFrame(userId: number, resumed: boolean): Frame {
      return encodeFrame(`id: ${epoch}-${seq}\nevent: hello\ndata: ${JSON.stringify({ user_id: userId, resumed })}\n\n`);
    },

    /** The private notices after `lastEventId` when it is one of ours and still kept; null = snapshot. */
    missedSince(userId: number, lastEventId: string | null): Frame[] | null {
      const match = lastEventId ? EVENT_ID.exec(lastEventId) : null;
      if (!match || match[1] !== epoch) return null;
      const last = Number(match[2]);
      const oldest = recent[0]?.seq ?? seq + 1;
      if (last > seq || last < oldest - 1) return null;
      return recent.filter((entry) => entry.seq > last && entry.userId === userId).map((entry) => entry.frame);
    },
  };
}
