'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Card } from '@/ui/Card';
import { ActionLink } from '@/ui/ActionLink';
import { call } from '@/platform/http/call';
import { AvatarRow, Countdown, ROOM_BADGE, RoomSummary, SeatsBar } from '@/platform/games/roomCard';
import { seatsLeft } from '@/platform/games/rooms';
import { invitationOf } from '@/platform/session/invitation';
import { useSession } from '@/platform/session/store';
import { ROUTES } from '@/platform/shell/routes';
import { ROOM } from '@/shared/contract/endpoints/games';
import { ROOM_STATES } from '@/shared/contract/games';
import type { RoomPreview } from '@/shared/contract';
import { formatAmount } from '@/shared/format/amount';
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
function useRoomPreview(roomId: number | null): RoomPreview | null {
  const [preview, setPreview] = useState<RoomPreview | null>(null);
  useEffect(() => {
    if (roomId === null) return;
    const controller = new AbortController();
    // An API without the preview (or any failure) leaves the note alone, as before the preview existed.
    call(ROOM.preview, { id: roomId }, { silent: true, signal: controller.signal }).then(
      (answer) => {
        if (isPreview(answer, roomId)) setPreview(answer);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [roomId]);
  // An answer about another room (the stored link changed since) is not this room's.
  return preview && preview.id === roomId ? preview : null;
}

/**
 * The login screen of a visitor who opened a friend's room link: the note naming the room and, once
 * the public preview answers, the room itself (picture, name, price, seats left, avatars, countdown)
 * with "Join", which leads to the register form with the invite code filled in. The room stays
 * pending through registering, so the login after it opens the room.
 */
export function RoomInvitation() {
  const roomId = useSession((s) => s.roomId);
  const roomURL = useSession((s) => s.roomURL);
  const invite = useSession((s) => s.invite);
  const room = invitationOf({ roomId, roomURL, invite })?.room;
  const preview = useRoomPreview(room?.game === 'deal' ? Number(room.id) : null);
  return (
    <>
      <InvitationNote />
      {preview && <RoomPreviewCard room={preview} />}
    </>
  );
}

function RoomPreviewCard({ room }: { room: RoomPreview }) {
  const t = useTranslations('auth.roomPreview');
  const { left, ratio } = seatsLeft(room);
  const badge = ROOM_BADGE[room.state] ?? ROOM_BADGE[ROOM_STATES.waiting];
  const ended = room.state === ROOM_STATES.finished || room.state === ROOM_STATES.disbanded;
  const open = room.state === ROOM_STATES.waiting && left > 0;
  return (
    <Card className="mb-6 flex flex-col gap-3 p-4" data-testid="room-preview" data-state={room.state}>
      <h2 className="text-xs font-semibold uppercase tracking-wide text-accent">{t('title')}</h2>
      <div className="flex gap-3">
        <RoomSummary room={room} nameTestId="preview-name" badge={{ label: t(`state.${badge.key}`), tone: badge.tone }} headline={t('price', { amount: formatAmount(room.price) })} compact>
          {open && (
            <p className="text-xs text-fg-muted">
              {t('endsIn')} <Countdown until={room.end_time} className="font-semibold text-fg" testId="preview-countdown" />
            </p>
          )}
        </RoomSummary>
      </div>
      {open && <SeatsBar left={left} ratio={ratio} label={t('seatsLeft', { count: left })} />}
      <div className="flex items-center justify-between">
        <AvatarRow avatars={room.chat_members} total={room.member_count} size={28} />
        <span className="text-xs tabular-nums text-fg-muted" data-testid="preview-seats">
          {room.member_count}/{room.max_count}
        </span>
      </div>
      {open ? (
        <>
          <ActionLink href={ROUTES.register} variant="primary" className="min-h-[52px] w-full text-base" testId="preview-join">
            {t('join')}
          </ActionLink>
          <p className="text-xs text-fg-muted">{t('joinHint')}</p>
        </>
      ) : (
        <p role="status" className="text-sm font-semibold text-fg" data-testid="preview-closed">
          {ended ? t('ended') : t('full')}
        </p>
      )}
    </Card>
  );
}
