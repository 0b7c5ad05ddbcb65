'use client';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { bidInfoQuery } from '@/lib/api/games';
import { ROOM_ID_PATTERN, ROUTES } from '@/lib/routes';
import { HowItWorks } from './parts';

function RoomSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-[120px] w-full rounded-card" />
      <Skeleton className="h-[160px] w-full rounded-card" />
    </div>
  );
}

/** Join, bid and results load beside the auction request, not in the first load. */
const BidBody = dynamic(() => import('./BidRoomBody'), { ssr: false, loading: RoomSkeleton });

/** A Flash Bid auction (spec §3): open (bid) or finished (winner first), polled every 2 s while visible. */
export function BidRoomScreen() {
  const t = useTranslations('games');
  const ts = useTranslations('screens');
  const raw = useSearchParams().get('roomId');
  const id = raw && ROOM_ID_PATTERN.test(raw) ? Number(raw) : null;
  const { data: room, isPending, isError } = useQuery({ ...bidInfoQuery(id ?? 0), enabled: id !== null });
  return (
    <div className="flex flex-col gap-2">
      <PageHeader title={ts('biddingRoom')} fallbackHref={ROUTES.bidding} action={<HowItWorks game="bid" />} />
      {id === null || isError ? (
        <EmptyState text={t('roomNotFound')} />
      ) : isPending || !room ? (
        <RoomSkeleton />
      ) : (
        <BidBody room={room} />
      )}
    </div>
  );
}
