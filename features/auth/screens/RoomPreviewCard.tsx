'use client';
import { useTranslations } from 'next-intl';
import { Card } from '@/ui/Card';
import { ActionLink } from '@/ui/ActionLink';
import { AvatarRow, Countdown, ROOM_BADGE, RoomSummary, SeatsBar } from '@/platform/games/roomCard';
import { seatsLeft } from '@/platform/games/rooms';
import { ROUTES } from '@/platform/shell/routes';
import { ROOM_STATES } from '@/shared/contract/games';
import type { RoomPreview } from '@/shared/contract';
import { formatAmount } from '@/shared/format/amount';

export type RoomPreviewCardProps = {
  room: RoomPreview;
  /** The visitor has an account already (just registered or reset the password): logging in joins. */
  hasAccount: boolean;
};

/**
 * The shared room on an invited visitor's login screen, drawn with the games' room card pieces. While
 * a seat is free: Join (to register) for a newcomer, "Log in below to join" for someone who has just
 * made an account; else a line saying the room is full or has ended. A lazy part of the login route:
 * it shows only after the preview has answered.
 */
export function RoomPreviewCard({ room, hasAccount }: RoomPreviewCardProps) {
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
      {open && hasAccount ? (
        <p className="text-sm font-semibold text-accent" data-testid="preview-login-to-join">
          {t('loginToJoin')}
        </p>
      ) : open ? (
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
