import type { LedgerTitleKey } from '../platform/ledger-titles';
import { GET_WAY, type LedgerPosting, type LedgerService, type PostedEntry } from '../platform/ledger';

/**
 * TEST-ONLY money moves behind LOCAL_MODE (`/api/dev/ledger/*`): a faucet, a debit and a transfer of
 * USDT, Tickets, KinBo, VP or release pool, each one call of the real ledger service (VP and the release
 * pool let e2e tests exchange VP and claim income as a fresh user). They exist so tests can hammer the
 * ledger through HTTP across several API processes before the real money calls exist (the wallet's
 * ticket/give will replace the transfer in those tests). Never mounted outside LOCAL_MODE.
 */

export const DEV_LEDGER_ASSETS = ['usdt', 'ticket', 'kinbo', 'vp', 'release_pool'] as const;
export type DevLedgerAsset = (typeof DEV_LEDGER_ASSETS)[number];

const TITLES: Record<DevLedgerAsset, { in: LedgerTitleKey; out: LedgerTitleKey }> = {
  usdt: { in: 'usdt_deposit', out: 'usdt_withdraw' },
  ticket: { in: 'ticket_received', out: 'ticket_sent' },
  kinbo: { in: 'kinbo_deposit', out: 'kinbo_withdraw' },
  vp: { in: 'vp_game', out: 'vp_exchange' },
  release_pool: { in: 'not_winning_reward', out: 'release_out' },
};

/** The record type of each asset's rows (the release pool fills from not-winning rewards, spec §9). */
const RECORD_TYPE: Record<DevLedgerAsset, LedgerPosting['type']> = {
  usdt: 'usdt',
  ticket: 'ticket',
  kinbo: 'kinbo',
  vp: 'vp',
  release_pool: 'chat_not_winning_usdt',
};

function leg(userId: number, asset: DevLedgerAsset, direction: 'credit' | 'debit', amount: string, counterpartyId?: number): LedgerPosting {
  return {
    userId,
    asset,
    direction,
    amount,
    type: RECORD_TYPE[asset],
    // Room 0: no real room (the titles of game rewards name one).
    title: { key: direction === 'credit' ? TITLES[asset].in : TITLES[asset].out, params: { room: 0 } },
    getWay: counterpartyId === undefined ? GET_WAY.none : GET_WAY.transfer,
    counterpartyId: counterpartyId ?? null,
  };
}

export function createDevLedgerService(ledger: LedgerService) {
  const balanceAfter = (entries: PostedEntry[], userId: number) => ({ balance_after: entries.find((e) => e.userId === userId)?.balanceAfter ?? '0' });
  return {
    async credit(userId: number, asset: DevLedgerAsset, amount: string) {
      return balanceAfter(await ledger.post([leg(userId, asset, 'credit', amount)]), userId);
    },
    async debit(userId: number, asset: DevLedgerAsset, amount: string) {
      return balanceAfter(await ledger.post([leg(userId, asset, 'debit', amount)]), userId);
    },
    /** Both legs in one transaction: the sender's debit (refused below zero) and the receiver's credit. */
    async transfer(fromUserId: number, toUserId: number, asset: DevLedgerAsset, amount: string) {
      const entries = await ledger.post([leg(fromUserId, asset, 'debit', amount, toUserId), leg(toUserId, asset, 'credit', amount, fromUserId)]);
      return balanceAfter(entries, fromUserId);
    },
  };
}

export type DevLedgerService = ReturnType<typeof createDevLedgerService>;
