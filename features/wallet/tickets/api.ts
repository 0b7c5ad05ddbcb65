import { queryOptions } from '@tanstack/react-query';
import type { PublicProfile, TicketGiveRequest } from '@/shared/contract';
import { ASSETS } from '@/shared/contract/endpoints/wallet';
import { call } from '../../../platform/http/call';
import { queryKeys, type MoneyDomain } from '../../../platform/query/keys';
import { userApi } from '../../../platform/account/user';

/** Ticket packages and transfers (spec §7; server/README.md "Wallet"). */
export const ticketApi = {
  list: () => call(ASSETS.ticketList),
  buy: (id: number, pinMd5: string) => call(ASSETS.ticketBuy, { id, password: pinMd5 }),
  give: (body: TicketGiveRequest) => call(ASSETS.ticketGive, body),
};

export const ticketPackagesQuery = () => queryOptions({ queryKey: [...queryKeys.tickets, 'packages'] as const, queryFn: ticketApi.list, staleTime: 60_000 });

/**
 * The receiver check of a ticket transfer (user/checkEmail, silent: the screen shows "User does not
 * exist" under the field). Never retried: "not found" is an answer, not a failure.
 */
export const checkEmailQuery = (email: string) =>
  queryOptions<PublicProfile>({
    queryKey: queryKeys.checkEmail(email),
    queryFn: () => userApi.checkEmail(email),
    enabled: email !== '',
    retry: false,
    staleTime: 60_000,
  });

/** Buying moves USDT to tickets; a transfer moves tickets: balances and records change. */
export const TICKET_DOMAINS: readonly MoneyDomain[] = ['balances', 'reports'];
