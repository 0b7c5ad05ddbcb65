'use client';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { roomInfoQuery } from '@/lib/api/games';
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

/** The room's states (join, drawing, results, Verify) load beside the room request, not in the first load. */
const RoomBody = dynamic(() => import('./GroupRoomBody'), { ssr: false, loading: RoomSkeleton });

/** A Flash Deal room (spec §3, §4): every state, polled every 2 s while visible. */
export function GroupRoomScreen() {
  const t = useTranslations('games');
  const ts = useTranslations('screens');
  const raw = useSearchParams().get('roomId');
  const id = raw && ROOM_ID_PATTERN.test(raw) ? Number(raw) : null;
  const { data: room, isPending, isError } = useQuery({ ...roomInfoQuery(id ?? 0), enabled: id !== null });
  return (
    <div className="flex flex-col gap-2">
      <PageHeader title={ts('groupRoom')} fallbackHref={ROUTES.groupPurchase} action={<HowItWorks game="deal" />} />
      {id === null || isError ? (
        <EmptyState text={t('roomNotFound')} />
      ) : isPending || !room ? (
        <RoomSkeleton />
      ) : (
        <RoomBody room={room} />
      )}
    </div>
  );
}
