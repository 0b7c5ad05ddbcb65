import { Hono } from 'hono';
import { ok } from '../platform/envelope';
import { parseInput, readJsonObject } from '../platform/validation';
import { CHAIN_ID_OF_CODE } from '../../shared/contract/chains';
import { recordIdQuery, depositConfirmRequest, depositRequest, withdrawRequest } from '../../shared/contract/requests/wallet';
import type { DepositOrder, DepositSignature, Withdrawal } from '../../shared/contract/shapes';
import type { Services } from '../platform/services';
import { handle, requireSession, type AppEnv } from '../platform/route-context';

/**
 * ASSUMED paths (spec §7 names deposit request, deposit confirm and withdraw, not their paths), each
 * relative to the /api/wallet mount; the app's lib/api constants must match.
 */
export const WALLET_PATHS = {
  deposit: '/deposit',
  depositConfirm: '/depositConfirm',
  depositPending: '/depositPending',
  depositInfo: '/depositInfo',
  withdraw: '/withdraw',
  withdrawInfo: '/withdrawInfo',
} as const;

/** /api/wallet/*: on-chain deposits and withdrawals. */
export function walletRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);

  app.post(
    WALLET_PATHS.deposit,
    auth,
    handle(async (c) => {
      const body = parseInput(depositRequest, await readJsonObject(c));
      const signature = await services.deposits.request(c.get('session').userId, { ...body, chain: CHAIN_ID_OF_CODE[body.chain] });
      return ok(c, signature satisfies DepositSignature, 'deposit_requested');
    }),
  );

  app.post(
    WALLET_PATHS.depositConfirm,
    auth,
    handle(async (c) => {
      const body = parseInput(depositConfirmRequest, await readJsonObject(c));
      const order = await services.deposits.confirm(c.get('session').userId, { ...body, chain: CHAIN_ID_OF_CODE[body.chain] });
      return ok(c, order satisfies DepositOrder, 'deposit_credited');
    }),
  );

  app.get(
    WALLET_PATHS.depositPending,
    auth,
    handle(async (c) => ok(c, (await services.deposits.pending(c.get('session').userId)) satisfies DepositOrder | null)),
  );

  app.get(
    WALLET_PATHS.depositInfo,
    auth,
    handle(async (c) => {
      const query = parseInput(recordIdQuery, c.req.query());
      return ok(c, (await services.deposits.get(c.get('session').userId, query.id)) satisfies DepositOrder);
    }),
  );

  app.post(
    WALLET_PATHS.withdraw,
    auth,
    handle(async (c) => {
      const body = parseInput(withdrawRequest, await readJsonObject(c));
      const withdrawal = await services.withdrawals.withdraw(c.get('session').userId, { ...body, chain: CHAIN_ID_OF_CODE[body.chain] });
      return ok(c, withdrawal satisfies Withdrawal, 'withdraw_submitted');
    }),
  );

  app.get(
    WALLET_PATHS.withdrawInfo,
    auth,
    handle(async (c) => {
      const query = parseInput(recordIdQuery, c.req.query());
      return ok(c, (await services.withdrawals.get(c.get('session').userId, query.id)) satisfies Withdrawal);
    }),
  );

  return app;
}
