'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { bidInfoQuery } from '@/features/games/api';
import { useLiveGame } from '@/features/games/useLiveGame';
import { ROUTES } from '@/platform/shell/routes';
import BidBody from './BidRoomBody';
import { RoomFrame, useRoomIdParam } from './RoomFrame';

/** A Flash Bid auction (spec §3): open (bid) or finished (winner first), pushed by the live stream where the API has one (features/games/live/live.ts), else polled every 2 s while visible. */
export function BidRoomScreen() {
  const ts = useTranslations('screens');
  const id = useRoomIdParam();
  useLiveGame('bid', id);
  const query = useQuery({ ...bidInfoQuery(id ?? 0), enabled: id !== null });
  const room = query.data;
  return (
    <RoomFrame title={ts('biddingRoom')} fallbackHref={ROUTES.bidding} game="bid" id={id} query={query}>
      {room ? <BidBody room={room} /> : null}
    </RoomFrame>
  );
}
