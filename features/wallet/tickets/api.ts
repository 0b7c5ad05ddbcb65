import { queryOptions } from '@tanstack/react-query';
import type { PublicProfile, TicketBuyRequest, TicketBuyResult, TicketGiveRequest, TicketGiveResult, TicketPackage } from '@/shared/contract';
import { api } from '../../../platform/http/client';
import { queryKeys, type MoneyDomain } from '../../../platform/query/keys';
import { userApi } from '../../../platform/account/user';

/** Ticket packages and transfers (spec §7; server/README.md "Wallet"). */
export const TICKET_PATHS = {
  list: '/api/ticket/list',
  buy: '/api/ticket/buy',
  give: '/api/ticket/give',
} as const;

export const ticketApi = {
  list: () => api.get<TicketPackage[]>(TICKET_PATHS.list),
  buy: (id: number, pinMd5: string) => api.post<TicketBuyResult>(TICKET_PATHS.buy, { id, password: pinMd5 } satisfies TicketBuyRequest),
  give: (body: TicketGiveRequest) => api.post<TicketGiveResult>(TICKET_PATHS.give, body),
};

export const ticketPackagesQuery = () =>
  queryOptions({ queryKey: [...queryKeys.tickets, 'packages'] as const, queryFn: ticketApi.list, staleTime: 60_000 });

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
