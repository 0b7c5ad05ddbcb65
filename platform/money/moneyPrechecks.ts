'use client';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { BiddingRoomCard, GroupRoomPage, UserInfo } from '@/shared/contract';
import { compare, formatAmount } from '@/shared/format/amount';
import { bidRoomHref, depositHref, roomHref, ROUTES } from '@/platform/shell/routes';
import { BID_STATES, ROOM_STATES } from '@/shared/contract/games';
import { isMember } from '@/shared/contract/games';
import { queryKeys } from '../query/keys';
import { currentReturnTo, withReturnTo } from '../shell/returnTo';
import type { Refusal } from './useMoneyAction';

/** Deposit screens' asset types (spec §2: 0 = USDT, 1 = KinBo). */
const USDT = 0;
const KINBO = 1;

/** Only a read fetched in this session counts; one still marked old (restored) is unknown. */
const isCurrent = (client: QueryClient, queryKey: readonly unknown[]) => client.getQueryState(queryKey)?.isInvalidated !== true;

const userOf = (client: QueryClient) => (isCurrent(client, queryKeys.userInfo) ? client.getQueryData<UserInfo>(queryKeys.userInfo) : undefined);

/** Every room card the app holds (the lists it polled), to know the one waiting room the user is in. */
function cachedRooms(client: QueryClient) {
  return client
    .getQueriesData<InfiniteData<GroupRoomPage> | { id: number; state: number; is_room: boolean | number }>({ queryKey: queryKeys.rooms, predicate: (q) => !q.state.isInvalidated })
    .flatMap(([, data]) => (!data ? [] : 'pages' in data ? data.pages.flatMap((page) => page?.list ?? []) : [data]));
}

function cachedAuctions(client: QueryClient) {
  return client
    .getQueriesData<InfiniteData<BiddingRoomCard[]> | BiddingRoomCard>({ queryKey: queryKeys.bids, predicate: (q) => !q.state.isInvalidated })
    .flatMap(([, data]) => (!data ? [] : 'pages' in data ? data.pages.flat() : [data]));
}

/**
 * The pre-checks of money actions (useMoneyAction's `precheck`), from what the app already holds in
 * its query cache: balances and tickets (user/info), the rooms and auctions it polled, the user's own
 * e-mail. Each answers a Refusal with the way out, or null when the server should decide. Unknown
 * data (nothing cached yet) never refuses: the server checks everything again.
 */
export function useMoneyPrechecks() {
  const client = useQueryClient();
  const t = useTranslations('refusal');
  return useMemo(
    () => ({
      usdt(amount: string): Refusal | null {
        const user = userOf(client);
        if (!user || compare(user.usdt_amount, amount) >= 0) return null;
        return {
          message: t('noUsdt', { amount: formatAmount(amount), balance: formatAmount(user.usdt_amount) }),
          way: { label: t('depositUsdt'), href: withReturnTo(depositHref(USDT), currentReturnTo()) },
        };
      },
      kinbo(amount: string): Refusal | null {
        const user = userOf(client);
        if (!user || compare(user.kinbo, amount) >= 0) return null;
        return {
          message: t('noKinbo', { amount: formatAmount(amount), balance: formatAmount(user.kinbo) }),
          way: { label: t('depositKinbo'), href: withReturnTo(depositHref(KINBO), currentReturnTo()) },
        };
      },
      ticket(): Refusal | null {
        const user = userOf(client);
        if (!user || user.ticket >= 1) return null;
        return { message: t('noTicket'), way: { label: t('buyTickets'), href: withReturnTo(ROUTES.purchaseTicket, currentReturnTo()) } };
      },
      /** One waiting room at a time (a drawing room does not count, as on the server). */
      otherRoom(roomId: number): Refusal | null {
        const other = cachedRooms(client).find((room) => room.id !== roomId && room.state === ROOM_STATES.waiting && isMember(room));
        return other ? { message: t('inAnotherRoom'), way: { label: t('goToRoom'), href: roomHref(other.id) } } : null;
      },
      otherAuction(auctionId: number): Refusal | null {
        const other = cachedAuctions(client).find((bid) => bid.id !== auctionId && bid.state === BID_STATES.open && isMember(bid));
        return other ? { message: t('inAnotherAuction'), way: { label: t('goToAuction'), href: bidRoomHref(other.id) } } : null;
      },
      ownEmail(email: string): Refusal | null {
        const user = userOf(client);
        return user && user.email.trim().toLowerCase() === email.trim().toLowerCase() ? { message: t('ownEmail') } : null;
      },
    }),
    [client, t],
  );
}

/** The first refusal of several checks, in the order given. */
export const firstRefusal = (...checks: Array<() => Refusal | null>): Refusal | null => {
  for (const check of checks) {
    const refusal = check();
    if (refusal) return refusal;
  }
  return null;
};
