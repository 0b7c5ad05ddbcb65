'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { roomInfoQuery } from '@/features/games/api';
import { useLiveGame } from '@/features/games/useLiveGame';
import { ROUTES } from '@/platform/shell/routes';
import RoomBody from './GroupRoomBody';
import { RoomFrame, useRoomIdParam } from './RoomFrame';

/** A Flash Deal room (spec §3, §4): every state, pushed by the live stream where the API has one (features/games/live/live.ts), else polled every 2 s while visible. */
export function GroupRoomScreen() {
  const ts = useTranslations('screens');
  const id = useRoomIdParam();
  useLiveGame('room', id);
  const query = useQuery({ ...roomInfoQuery(id ?? 0), enabled: id !== null });
  const room = query.data;
  return (
    <RoomFrame title={ts('groupRoom')} fallbackHref={ROUTES.groupPurchase} game="deal" id={id} query={query}>
      {room ? <RoomBody room={room} /> : null}
    </RoomFrame>
  );
}
