'use client';
import { useEffect, useState } from 'react';
import type { LazyComponent } from '@/platform/async/lazy';
import { call } from '@/platform/http/call';
import { invitationOf } from '@/platform/session/invitation';
import { useSession } from '@/platform/session/store';
import { ROOM } from '@/shared/contract/endpoints/games';
import type { RoomPreview } from '@/shared/contract';
import type { RoomPreviewCardProps } from './RoomPreviewCard';
import { InvitationNote } from './InvitationNote';

/** The answer is shown only when it has the preview's shape: another API may answer something else. */
function isPreview(value: unknown, id: number): value is RoomPreview {
  if (typeof value !== 'object' || value === null) return false;
  const room = value as Partial<RoomPreview>;
  return (
    room.id === id &&
    typeof room.name === 'string' &&
    typeof room.image === 'string' &&
    typeof room.price === 'string' &&
    typeof room.state === 'number' &&
    Number.isInteger(room.member_count) &&
    Number.isInteger(room.max_count) &&
    Array.isArray(room.chat_members) &&
    typeof room.end_time === 'number'
  );
}

/** The shared Flash Deal room the stored link names, read without a session; null while none is known. */
function useRoomPreview(roomId: number | null, card: LazyComponent<RoomPreviewCardProps>): RoomPreview | null {
  const [preview, setPreview] = useState<RoomPreview | null>(null);
  useEffect(() => {
    if (roomId === null) return;
    const controller = new AbortController();
    void card.preload();
    // An API without the preview (or any failure) leaves the note alone, as before the preview existed.
    call(ROOM.preview, { id: roomId }, { silent: true, signal: controller.signal }).then(
      (answer) => {
        if (isPreview(answer, roomId)) setPreview(answer);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [roomId, card]);
  // An answer about another room (the stored link changed since) is not this room's.
  return preview && preview.id === roomId ? preview : null;
}

/**
 * The login screen of a visitor who opened a friend's room link: the note naming the room and, once
 * the public preview answers, the room itself (picture, name, price, seats left, avatars, countdown)
 * with "Join", which leads to the register form with the invite code filled in. The room stays
 * pending through registering, so the login after it opens the room; back on this screen with an
 * account (`hasAccount`), the card says to log in instead.
 */
export function RoomInvitation({ Card, hasAccount }: { Card: LazyComponent<RoomPreviewCardProps>; hasAccount: boolean }) {
  const roomId = useSession((s) => s.roomId);
  const roomURL = useSession((s) => s.roomURL);
  const invite = useSession((s) => s.invite);
  const room = invitationOf({ roomId, roomURL, invite })?.room;
  const preview = useRoomPreview(room?.game === 'deal' ? Number(room.id) : null, Card);
  return (
    <>
      <InvitationNote />
      {preview && <Card room={preview} hasAccount={hasAccount} />}
    </>
  );
}
