'use client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { AppLink } from '@/platform/shell/AppLink';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { Card } from '@/ui/Card';
import { EmptyState } from '@/ui/EmptyState';
import { ListFooter } from '@/ui/ListFooter';
import { ErrorState } from '@/ui/ErrorState';
import { Skeleton } from '@/ui/Skeleton';
import { roomListQuery, uniqueById } from '@/features/games/api';
import { seatsLeft } from '@/platform/games/rooms';
import { ROOM_STATES } from '@/shared/contract/games';
import type { GroupRoomCard } from '@/shared/contract';
import { formatAmount } from '@/shared/format/amount';
import { roomHref } from '@/platform/shell/routes';
import { GamesListHeader } from './GamesSwitch';
import { ROOM_BADGE } from '@/platform/games/roomCard';
import { AvatarRow, Countdown, RoomSummary, SeatsBar } from '@/platform/games/roomCard';

function RoomCard({ room }: { room: GroupRoomCard }) {
  const t = useTranslations('games');
  const { left, ratio } = seatsLeft(room);
  const badge = ROOM_BADGE[room.state] ?? ROOM_BADGE[ROOM_STATES.waiting];
  return (
    <li>
      <AppLink href={roomHref(room.id)} className="block" data-testid="room-card" data-room-id={room.id}>
        <Card className="flex flex-col gap-3 p-4 hover:bg-surface-raised">
          <div className="flex gap-3">
            <RoomSummary room={room} badge={{ label: t(`state.${badge.key}`), tone: badge.tone }} headline={t('priceUsdt', { amount: formatAmount(room.price) })} compact>
              <p className="text-xs text-fg-muted">
                {room.state === ROOM_STATES.waiting && (
                  <>
                    {t('endsIn')} <Countdown until={room.end_time} className="font-semibold text-fg" />
                  </>
                )}
                {room.state === ROOM_STATES.drawing && (
                  <>
                    {t('drawIn')} <Countdown until={room.open_time} className="font-semibold text-fg" />
                  </>
                )}
              </p>
            </RoomSummary>
          </div>
          {room.state === ROOM_STATES.waiting && <SeatsBar left={left} ratio={ratio} label={t('moreToStart', { count: left })} />}
          <div className="flex items-center justify-between">
            <AvatarRow avatars={room.chat_members ?? []} total={room.member_count} size={28} />
            <span className="text-xs tabular-nums text-fg-muted">
              {room.member_count}/{room.max_count}
            </span>
          </div>
        </Card>
      </AppLink>
    </li>
  );
}

export function RoomListSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true" data-testid="rooms-skeleton">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex flex-col gap-3 rounded-card bg-surface p-4">
          <div className="flex gap-3">
            <Skeleton className="h-[72px] w-[72px] rounded-control" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </div>
          <Skeleton className="h-1.5 w-full" />
        </div>
      ))}
    </div>
  );
}

/** Flash Deal rooms (spec §3): waiting and drawing rooms first (the server's order), infinite scroll, polled every 2 s while visible. */
export function GroupRoomListScreen() {
  const t = useTranslations('games');
  const tc = useTranslations('common');
  const { data, isPending, isError, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(roomListQuery());
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const rooms = uniqueById(data?.pages.flatMap((page) => page?.list ?? []) ?? []);
  const nextStart = data?.pages[0]?.next_start_time ?? null;
  const anyLive = rooms.some((room) => room.state === ROOM_STATES.waiting || room.state === ROOM_STATES.drawing);
  return (
    <div className="flex flex-col gap-4 py-4">
      <GamesListHeader current="deal" />
      {isPending ? (
        <RoomListSkeleton />
      ) : isError && !data ? (
        <ErrorState onRetry={() => void refetch()} retrying={isRefetching} />
      ) : (
        <>
          {!anyLive && (
            <div>
              <EmptyState text={t('noRooms')} />
              {nextStart ? (
                <p className="text-center text-sm text-fg-muted" data-testid="next-start">
                  {t('nextRoomIn')} <Countdown until={nextStart} className="font-semibold text-fg" />
                </p>
              ) : null}
            </div>
          )}
          {rooms.length > 0 && (
            <>
              <ul className="flex flex-col gap-3" data-testid="room-list">
                {rooms.map((room) => (
                  <RoomCard key={room.id} room={room} />
                ))}
              </ul>
              <ListFooter loading={isFetchingNextPage} finished={!hasNextPage} onLoadMore={loadMore} loadingText={tc('loading')} noMoreText={tc('noMore')} />
            </>
          )}
        </>
      )}
    </div>
  );
}
