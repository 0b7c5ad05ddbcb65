'use client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ActionLink } from '@/ui/ActionLink';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { PageHeader } from '@/platform/shell/PageHeader';
import { Skeleton } from '@/ui/Skeleton';
import { isRefusedByServer } from '@/platform/http/serverErrors';
import { ROOM_ID_PATTERN } from '@/platform/shell/routes';
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

/** What a room screen's query gives the frame: the room once loaded, and how its last request ended. */
type RoomQuery = Pick<UseQueryResult<unknown, unknown>, 'data' | 'isError' | 'error' | 'isFetching' | 'refetch'>;

/**
 * What both room screens share: the header with "How it works", "room does not exist" for a bad id
 * or a room the server refused, "try again" when the server could not be asked (offline, a timeout:
 * the room may well exist), the skeleton while loading, then the game's own body. A room once shown
 * stays shown when a later poll fails: one lost request never turns a live room into "does not exist".
 */
export function RoomFrame(props: {
  title: string;
  fallbackHref: string;
  game: 'deal' | 'bid';
  /** The room id of the address, or null when it had none or a bad one (no request was made). */
  id: number | null;
  query: RoomQuery;
  /** The loaded body, or null while the room is loading. */
  children: ReactNode | null;
}) {
  const t = useTranslations('games');
  const { query } = props;
  const loaded = query.data !== undefined;
  const notFound = props.id === null || (!loaded && query.isError && isRefusedByServer(query.error));
  const unreachable = !loaded && !notFound && query.isError;
  return (
    <div className="flex flex-col gap-2">
      <PageHeader title={props.title} fallbackHref={props.fallbackHref} action={<HowItWorks game={props.game} />} />
      {notFound ? (
        <EmptyState
          text={t('roomNotFound')}
          // A room opened from a link or a record may be gone: always offer the list it belongs to.
          action={
            <ActionLink href={props.fallbackHref} variant="primary" className="min-w-[200px] px-5 text-[15px]" testId="room-not-found-back">
              {t(props.game === 'deal' ? 'backToRooms' : 'backToAuctions')}
            </ActionLink>
          }
        />
      ) : unreachable ? (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        (props.children ?? <RoomSkeleton />)
      )}
    </div>
  );
}
