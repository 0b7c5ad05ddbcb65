import { publishEvent } from '../live/events';
import { asc, eq } from 'drizzle-orm';
import { ticketPackages, users } from '../platform/db/schema';
import { compare, formatDecimal } from '../platform/decimal';
import { AppError, ErrorCode } from '../platform/errors';
import type { ServiceContext } from '../platform/services-context';
import { GET_WAY, type LedgerPosting, type LedgerService } from '../platform/ledger';
import type { PinService } from '../platform/pin';

import type { TicketPackage } from '../../shared/contract/shapes';

/** Packages an empty database starts with: ticket_num tickets for amount USDT. */
export const DEFAULT_TICKET_PACKAGES = [
  { ticketNum: 10, amount: '10' },
  { ticketNum: 50, amount: '50' },
  { ticketNum: 100, amount: '100' },
  { ticketNum: 500, amount: '500' },
] as const;

/** A ticket purchase's two records: `amount` USDT paid, `count` tickets received. */
export function ticketPurchasePostings(userId: number, count: string, amount: string): LedgerPosting[] {
  return [
    { userId, asset: 'usdt', direction: 'debit', amount, type: 'usdt', title: { key: 'ticket_buy_payment', params: { count } }, getWay: GET_WAY.purchase },
    { userId, asset: 'ticket', direction: 'credit', amount: count, type: 'ticket', title: { key: 'ticket_buy' }, getWay: GET_WAY.purchase },
  ];
}

/** A ticket transfer's two records: sent by `fromId`, received by `toId`, each naming the other. */
export function ticketTransferPostings(fromId: number, toId: number, count: string): LedgerPosting[] {
  return [
    { userId: fromId, asset: 'ticket', direction: 'debit', amount: count, type: 'ticket', title: { key: 'ticket_sent' }, getWay: GET_WAY.transfer, counterpartyId: toId },
    { userId: toId, asset: 'ticket', direction: 'credit', amount: count, type: 'ticket', title: { key: 'ticket_received' }, getWay: GET_WAY.transfer, counterpartyId: fromId },
  ];
}

/** Tickets: packages bought with USDT, and transfers between users, all through the ledger. */
export function createTicketService(ctx: ServiceContext, deps: { ledger: LedgerService; pin: PinService; countLookup: (userId: number) => void }) {
  const { db } = ctx;
  return {
    async list(): Promise<TicketPackage[]> {
      const rows = await db.select().from(ticketPackages).orderBy(asc(ticketPackages.sort), asc(ticketPackages.id));
      return rows.map((row) => ({ id: row.id, ticket_num: row.ticketNum, amount: formatDecimal(row.amount) }));
    },

    /** Debits the package's USDT and credits its tickets in one transaction. */
    async buy(userId: number, input: { id: number; password: string }): Promise<{ ticket_num: number; amount: string }> {
      const [pack] = await db.select().from(ticketPackages).where(eq(ticketPackages.id, input.id)).limit(1);
      if (!pack) throw new AppError(ErrorCode.PACKAGE_NOT_FOUND, 'package_not_found');
      await deps.pin.verify(userId, input.password);
      const count = String(pack.ticketNum);
      const amount = formatDecimal(pack.amount);
      await deps.ledger.post(ticketPurchasePostings(userId, count, amount));
      return { ticket_num: pack.ticketNum, amount };
    },

    /**
     * ticket/give: moves `number` tickets to the user with `email`; both rows locked in id order by the ledger.
     * Nothing before the PIN looks at the receiver, and a sender without the tickets gets 30001 whoever
     * the receiver is, so this call is no free oracle of who is registered. After the PIN an
     * unknown receiver is named (20007: the sender would otherwise never learn the typo), and each one
     * counts against the sender's checkEmail look-up limit, which stays the one way to look a user up.
     */
    async give(userId: number, input: { email: string; number: number; password: string }): Promise<{ email: string; number: number }> {
      await deps.pin.verify(userId, input.password);
      // Read without a lock: the ledger checks the balance again under the row lock.
      if (compare((await deps.ledger.balances(userId)).ticket, input.number) < 0) {
        throw new AppError(ErrorCode.INSUFFICIENT_BALANCE, 'insufficient_balance');
      }
      const [receiver] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, input.email)).limit(1);
      if (!receiver) {
        deps.countLookup(userId);
        throw new AppError(ErrorCode.USER_NOT_FOUND, 'user_not_found');
      }
      if (receiver.id === userId) throw new AppError(ErrorCode.TRANSFER_TO_SELF, 'transfer_to_self');
      const count = String(input.number);
      await db.transaction(async (tx) => {
        const entries = await deps.ledger.postWith(tx, ticketTransferPostings(userId, receiver.id, count));
        const credited = entries.find((entry) => entry.userId === receiver.id);
        // The receiver is told who sent them (the inbox reads the entry: server/notifications).
        if (credited) await publishEvent(tx, { k: 'user', u: receiver.id, e: 'tickets', id: credited.id });
      });
      return { email: receiver.email, number: input.number };
    },
  };
}

export type TicketService = ReturnType<typeof createTicketService>;
