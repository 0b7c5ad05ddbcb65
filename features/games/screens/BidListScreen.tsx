'use client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { AppLink } from '@/platform/shell/AppLink';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { Card } from '@/ui/Card';
import { EmptyState } from '@/ui/EmptyState';
import { ListFooter } from '@/ui/ListFooter';
import { bidListQuery, uniqueById } from '@/features/games/api';
import { BID_STATES } from '@/shared/contract/games';
import { ErrorState } from '@/ui/ErrorState';
import type { BiddingRoomCard } from '@/shared/contract';
import { formatAmount } from '@/shared/format/amount';
import { bidRoomHref } from '@/platform/shell/routes';
import { GamesListHeader } from './GamesSwitch';
import { RoomListSkeleton } from './GroupRoomListScreen';
import { Countdown, RoomSummary } from '@/platform/games/roomCard';

function BidCard({ room }: { room: BiddingRoomCard }) {
  const t = useTranslations('games');
  const open = room.state === BID_STATES.open;
  return (
    <li>
      <AppLink href={bidRoomHref(room.id)} className="block" data-testid="bid-card" data-room-id={room.id}>
        <Card className="flex gap-3 p-4 hover:bg-surface-raised">
          <RoomSummary
            room={room}
            badge={{ label: t(open ? 'state.open' : 'state.ended'), tone: open ? 'accent' : 'muted' }}
            headline={t('rewardUsdt', { amount: formatAmount(room.usdt) })}
            compact
          >
            <p className="text-xs text-fg-muted">
              {t('highestBid')} <span className="font-semibold tabular-nums text-fg">{t('kinbo', { amount: formatAmount(room.kinbo) })}</span>
            </p>
            {open && (
              <p className="text-xs text-fg-muted">
                {t('endsIn')} <Countdown until={room.end_time} className="font-semibold text-fg" />
              </p>
            )}
          </RoomSummary>
        </Card>
      </AppLink>
    </li>
  );
}

/** Flash Bid auctions, open first (the server's order), infinite scroll, polled every 2 s while visible. */
export function BidListScreen() {
  const t = useTranslations('games');
  const tc = useTranslations('common');
  const { data, isPending, isError, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(bidListQuery());
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const rooms = uniqueById(data?.pages.flat() ?? []);
  return (
    <div className="flex flex-col gap-4 py-4">
      <GamesListHeader current="bid" />
      {isPending ? (
        <RoomListSkeleton />
      ) : isError && !data ? (
        <ErrorState onRetry={() => void refetch()} retrying={isRefetching} />
      ) : rooms.length === 0 ? (
        <EmptyState text={t('noAuctions')} />
      ) : (
        <>
          <ul className="flex flex-col gap-3" data-testid="bid-list">
            {rooms.map((room) => (
              <BidCard key={room.id} room={room} />
            ))}
          </ul>
          <ListFooter loading={isFetchingNextPage} finished={!hasNextPage} onLoadMore={loadMore} loadingText={tc('loading')} noMoreText={tc('noMore')} />
        </>
      )}
    </div>
  );
}
