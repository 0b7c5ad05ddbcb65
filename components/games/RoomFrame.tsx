'use client';
import type { ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ActionLink } from '@/components/ui/ActionLink';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { ROOM_ID_PATTERN } from '@/lib/routes';
import { HowItWorks } from './parts';

export function RoomSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-[120px] w-full rounded-card" />
      <Skeleton className="h-[160px] w-full rounded-card" />
    </div>
  );
}

/** The `?roomId=` of the address (spec §2), or null when it is missing or not a room id: no request is made then. */
export function useRoomIdParam(): number | null {
  const raw = useSearchParams().get('roomId');
  return raw && ROOM_ID_PATTERN.test(raw) ? Number(raw) : null;
}

/**
 * What both room screens share: the header with "How it works", "room does not exist" for a bad id
 * or a refused room, the skeleton while loading, then the game's own body.
 */
export function RoomFrame(props: {
  title: string;
  fallbackHref: string;
  game: 'deal' | 'bid';
  notFound: boolean;
  /** The loaded body, or null while the room is loading. */
  children: ReactNode | null;
}) {
  const t = useTranslations('games');
  return (
    <div className="flex flex-col gap-2">
      <PageHeader title={props.title} fallbackHref={props.fallbackHref} action={<HowItWorks game={props.game} />} />
      {props.notFound ? (
        <EmptyState
          text={t('roomNotFound')}
          // A room opened from a link or a record may be gone: always offer the list it belongs to (issue 24).
          action={
            <ActionLink href={props.fallbackHref} variant="primary" className="min-w-[200px] px-5 text-[15px]" testId="room-not-found-back">
              {t(props.game === 'deal' ? 'backToRooms' : 'backToAuctions')}
            </ActionLink>
          }
        />
      ) : (
        (props.children ?? <RoomSkeleton />)
      )}
    </div>
  );
}
